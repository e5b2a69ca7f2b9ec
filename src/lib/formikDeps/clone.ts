import { copyOwn, emptyLike, rawTag } from './tags';

/**
 * The shallow copy formik's `setIn` makes of each object on the path it writes: an array's
 * items, or an object's own enumerable keys on an object with the same prototype (so a class
 * instance stays one), as lodash's `clone`. Anything else (a primitive, a `File`, a `Date`, a
 * `Map`) comes back as it is, where lodash copies a `Date` or a `Map` and makes a `File` `{}`:
 * formik only copies the objects and arrays it writes into.
 */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return Array.from(value as unknown[]) as T;
  if (typeof value !== 'object' || value === null || rawTag(value) !== '[object Object]') {
    return value;
  }
  return copyOwn(emptyLike(value), value, (item) => item) as T;
}
