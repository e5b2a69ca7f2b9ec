import { rawTag } from './tags';

const hasOwn = Object.prototype.hasOwnProperty;
const functionToString = Function.prototype.toString;
const objectConstructorSource = functionToString.call(Object);

/**
 * lodash's `isPlainObject` (4.18): an object made by `{}`, `new Object` or `Object.create(null)`,
 * from any realm; not an array, a class instance, a `File`, a `Date`.
 */
export default function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (typeof value !== 'object' || value === null || rawTag(value) !== '[object Object]') {
    return false;
  }
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null) return true;
  const Ctor: unknown = hasOwn.call(proto, 'constructor') && proto.constructor;
  return (
    typeof Ctor === 'function' &&
    Ctor instanceof Ctor &&
    functionToString.call(Ctor) === objectConstructorSource
  );
}
