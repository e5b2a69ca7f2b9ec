/**
 * What the stand-ins for formik's lodash functions share (webpack.config.ts says why they
 * exist): the built-in tag lodash reads (`[object Object]`, `[object Date]`...), and copying.
 */
const objectToString = Object.prototype.toString;
const hasOwn = Object.prototype.hasOwnProperty;
const isEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * lodash's `baseGetTag`: `Object.prototype.toString`, with a writable `Symbol.toStringTag` set
 * aside for the call (and put back), so an object that only renames itself still reads as
 * `[object Object]`.
 */
export function rawTag(value: object): string {
  const key = Symbol.toStringTag;
  if (!(key in value)) return objectToString.call(value);
  const target = value as Record<symbol, unknown>;
  const isOwn = hasOwn.call(value, key);
  const tag = target[key];
  let unmasked = false;
  try {
    target[key] = undefined;
    unmasked = true;
  } catch {
    // A read-only tag (File, Map, Math...) is the object's real kind.
  }
  const result = objectToString.call(value);
  if (unmasked) {
    if (isOwn) target[key] = tag;
    else delete target[key];
  }
  return result;
}

/**
 * The empty object a copy of `value` starts from: one with the same prototype (a class
 * instance's, another realm's `Object.prototype`), or `{}` when `value` has no `constructor`
 * function to speak of (a null-prototype object), as lodash's `initCloneObject`.
 */
export function emptyLike(value: object): object {
  return typeof value.constructor === 'function' ? Object.create(Object.getPrototypeOf(value)) : {};
}

/**
 * Copies `source`'s own enumerable keys, strings then symbols (lodash's `keys` and
 * `getSymbols`), through `map`, onto `target`. A `__proto__` key stays an own property, as
 * lodash's `baseAssignValue` keeps it.
 */
export function copyOwn<T extends object>(
  target: T,
  source: object,
  map: (value: unknown) => unknown,
): T {
  const from = source as Record<PropertyKey, unknown>;
  const to = target as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(source)) {
    if (!isEnumerable.call(source, key)) continue;
    const value = map(from[key]);
    if (key === '__proto__') {
      Object.defineProperty(to, key, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    } else {
      to[key] = value;
    }
  }
  return target;
}
