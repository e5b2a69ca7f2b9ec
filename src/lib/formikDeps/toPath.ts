/**
 * lodash's `toPath` (4.18), which formik's `getIn` and `setIn` use to read a field's name:
 * `'a.b[0].c'` is `['a', 'b', '0', 'c']`, `'a["x.y"]'` is `['a', 'x.y']`. An array is taken as
 * a path already (its items made keys); anything else is made a string first.
 */
export default function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return value.map(toKey);
  if (typeof value === 'symbol') return [value];
  return [...stringToPath(value == null ? '' : toText(value))];
}

const propertyName =
  /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const escapedCharacter = /\\(\\)?/g;

/** Paths already read (formik reads every field's on each render), at most 500 as lodash. */
const cache = new Map<string, string[]>();

function stringToPath(text: string): string[] {
  let result = cache.get(text);
  if (result) return result;
  const path: string[] = [];
  if (text.charCodeAt(0) === 46 /* . */) path.push('');
  text.replace(propertyName, (match, number?: string, quote?: string, quoted?: string) => {
    path.push(quote ? quoted!.replace(escapedCharacter, '$1') : number || match);
    return match;
  });
  result = path;
  if (cache.size === 500) cache.clear();
  cache.set(text, result);
  return result;
}

/** lodash's `baseToString`: `-0` keeps its sign, an array is its items' strings joined. */
function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toText).join(',');
  if (typeof value === 'symbol') return value.toString();
  return negativeZeroAware(value);
}

/** lodash's `toKey`. */
function toKey(value: unknown): string | symbol {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  return negativeZeroAware(value);
}

function negativeZeroAware(value: unknown): string {
  const text = (value as string) + '';
  return text === '0' && 1 / (value as number) === -Infinity ? '-0' : text;
}
