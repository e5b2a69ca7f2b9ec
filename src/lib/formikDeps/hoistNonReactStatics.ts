/**
 * hoist-non-react-statics' signature, without react-is: copies a component's own static
 * properties (its prototype chain's too, as a class inherits them) onto the component wrapping
 * it, except those React itself reads (`defaultProps`, `displayName`, a memo's `compare`...),
 * a function's own (`name`, `length`, `prototype`...) and those in `exclude`.
 *
 * formik calls it only in `connect()` and `withFormik()`, which the app does not use; the real
 * package is CommonJS, so webpack kept it (and react-is 16 with it) in the bundle anyway. This
 * stand-in is an ES module free of side effects, so it is dropped when unused too.
 */
const FUNCTION_STATICS = ['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity'];
const REACT_STATICS = new Set<PropertyKey>([
  ...FUNCTION_STATICS,
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
]);
const WRAPPER_STATICS = ['$$typeof', 'defaultProps', 'displayName', 'propTypes'];
const MEMO_STATICS = new Set<PropertyKey>([
  ...FUNCTION_STATICS,
  ...WRAPPER_STATICS,
  'compare',
  'type',
]);
const FORWARD_REF_STATICS = new Set<PropertyKey>([
  ...FUNCTION_STATICS,
  ...WRAPPER_STATICS,
  'render',
]);

function staticsOf(component: object): Set<PropertyKey> {
  const type = (component as { $$typeof?: unknown }).$$typeof;
  if (type === Symbol.for('react.memo')) return MEMO_STATICS;
  if (type === Symbol.for('react.forward_ref')) return FORWARD_REF_STATICS;
  return REACT_STATICS;
}

export default function hoistNonReactStatics<T extends object>(
  target: T,
  source: unknown,
  exclude?: Record<PropertyKey, unknown>,
): T {
  if ((typeof source !== 'object' && typeof source !== 'function') || source === null) {
    return target;
  }
  const inherited = Object.getPrototypeOf(source) as object | null;
  if (inherited && inherited !== Object.prototype && inherited !== Function.prototype) {
    hoistNonReactStatics(target, inherited, exclude);
  }
  const targetStatics = staticsOf(target);
  const sourceStatics = staticsOf(source);
  for (const key of Reflect.ownKeys(source)) {
    if (targetStatics.has(key) || sourceStatics.has(key) || exclude?.[key]) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key)!);
    } catch {
      // A read-only property of the target stays as it is.
    }
  }
  return target;
}
