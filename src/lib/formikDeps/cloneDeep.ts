import isPlainObject from './isPlainObject';
import { copyOwn, emptyLike } from './tags';

/**
 * The deep copy formik makes of `initialValues`, `initialErrors`, `initialTouched` and
 * `initialStatus`: plain objects and arrays are copied all the way down (cycles included);
 * every other value is kept as it is. lodash's `cloneDeep` also keeps a nested `File` or
 * function as it is, but copies a `Date`, a `Map`, a `Set` or a class instance; form values
 * are never changed in place, so sharing those is safe.
 */
export default function cloneDeep<T>(value: T): T {
  return copy(value, new Map()) as T;
}

function copy(value: unknown, seen: Map<object, unknown>): unknown {
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (seen.has(value)) return seen.get(value);
  if (isArray) {
    const result: unknown[] = new Array(value.length);
    seen.set(value, result);
    for (let index = 0; index < value.length; index++) result[index] = copy(value[index], seen);
    return result;
  }
  const result = emptyLike(value);
  seen.set(value, result);
  return copyOwn(result, value, (item) => copy(item, seen));
}
