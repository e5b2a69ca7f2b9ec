/**
 * The stand-ins formik is given for lodash's clone, cloneDeep, isPlainObject and toPath and for
 * hoist-non-react-statics (scripts/webpack/formikStandIns.js), against the originals. The build
 * and jest both map those packages to the stand-ins, so the originals are loaded here by their
 * files. lodash (CommonJS) is the same 4.18 code as lodash-es.
 * @jest-environment node
 */
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { forwardRef, memo } from 'react';
import clone from '../../src/lib/formikDeps/clone';
import cloneDeep from '../../src/lib/formikDeps/cloneDeep';
import hoistNonReactStatics from '../../src/lib/formikDeps/hoistNonReactStatics';
import isPlainObject from '../../src/lib/formikDeps/isPlainObject';
import toPath from '../../src/lib/formikDeps/toPath';

const original = <T extends object>(file: string) =>
  jest.requireActual<T>(path.resolve(__dirname, '../../node_modules', file));
const lodash = {
  clone: original<typeof clone>('lodash/clone.js'),
  cloneDeep: original<typeof cloneDeep>('lodash/cloneDeep.js'),
  isPlainObject: original<typeof isPlainObject>('lodash/isPlainObject.js'),
  toPath: original<typeof toPath>('lodash/toPath.js'),
};
const realHoist = original<typeof hoistNonReactStatics>(
  'hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js',
);

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
const symbolKey = Symbol('key');
const file = new File(['x'], 'statement.pdf', { type: 'application/pdf' });
const date = new Date('2024-05-01T00:00:00Z');
const nullPrototype = Object.assign(Object.create(null) as object, { a: 1, b: { c: 2 } });
const protoKey = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object;
const otherRealm = runInNewContext('({ a: { b: [1, 2] } })') as object;
// eslint-disable-next-line no-sparse-arrays
const sparse = [1, , 3];
const argumentsObject = (function (..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
})(1, 2);

/** Values formik's forms hold, and the odd ones. */
const values: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['a string', 'text'],
  ['a boolean', true],
  ['an empty object', {}],
  ['an empty array', []],
  [
    'nested form values',
    {
      email: 'a@example.com',
      phone: '',
      address: { street: '1 Main St', unit: null, zip: '78701' },
      owners: [
        { name: 'A', share: 50 },
        { name: 'B', share: 50, extra: [1, [2, 3]] },
      ],
      consent: false,
      missing: undefined,
    },
  ],
  ['errors with an array of objects', { owners: [undefined, { name: 'Required' }] }],
  ['a nested File', { statement: file, files: [file] }],
  ['a symbol key', { [symbolKey]: { a: 1 }, b: 2 }],
  ['an own __proto__ key', protoKey],
  ['a null-prototype object', nullPrototype],
  ['an object from another realm', otherRealm],
  ['a sparse array', sparse],
  ['an object with a length', { length: 2, 0: 'a' }],
];

describe('cloneDeep', () => {
  it.each(values)('copies %s as lodash does', (_name, value) => {
    const mine = cloneDeep(value);
    const theirs = lodash.cloneDeep(value);
    expect(mine).toStrictEqual(theirs);
    expect(Object.getPrototypeOf(Object(mine))).toBe(Object.getPrototypeOf(Object(theirs)));
    expect(Reflect.ownKeys(Object(mine))).toEqual(Reflect.ownKeys(Object(theirs)));
    if (typeof value === 'object' && value !== null) expect(mine).not.toBe(value);
  });

  it('shares nothing but the values it keeps', () => {
    const value = { a: { b: [{ c: 1 }] }, file };
    const copy = cloneDeep(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a.b).not.toBe(value.a.b);
    expect(copy.a.b[0]).not.toBe(value.a.b[0]);
    expect(copy.file).toBe(file);
    expect(lodash.cloneDeep(value).file).toBe(file);
  });

  it('keeps an own __proto__ key an own key, leaving the prototype alone', () => {
    const copy = cloneDeep(protoKey) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'a']);
    expect(copy.polluted).toBeUndefined();
  });

  it('copies a cycle as a cycle', () => {
    const value: Record<string, unknown> = { a: [1] };
    value.self = value;
    (value.a as unknown[]).push(value.a);
    const copy = cloneDeep(value);
    expect(copy.self).toBe(copy);
    expect((copy.a as unknown[])[1]).toBe(copy.a);
    expect(copy).not.toBe(value);
  });

  it('keeps a Date, a Map or a class instance as it is, where lodash copies it', () => {
    const map = new Map([['a', 1]]);
    const point = new Point(1, 2);
    const copy = cloneDeep({ date, map, point });
    expect(copy.date).toBe(date);
    expect(copy.map).toBe(map);
    expect(copy.point).toBe(point);
    expect(lodash.cloneDeep({ date, map, point })).toStrictEqual({ date, map, point });
  });
});

describe('clone', () => {
  it.each([
    ...values,
    ['a class instance', new Point(1, 2)],
    ['an object with nested objects', { a: { b: 1 }, c: [1] }],
  ])('copies %s as lodash does', (_name, value) => {
    const mine = clone(value);
    const theirs = lodash.clone(value);
    expect(mine).toStrictEqual(theirs);
    expect(Object.getPrototypeOf(Object(mine))).toBe(Object.getPrototypeOf(Object(theirs)));
    expect(Reflect.ownKeys(Object(mine))).toEqual(Reflect.ownKeys(Object(theirs)));
    if (typeof value === 'object' && value !== null) {
      expect(mine).not.toBe(value);
      for (const key of Reflect.ownKeys(value)) {
        if (Object.prototype.propertyIsEnumerable.call(value, key)) {
          expect((mine as Record<PropertyKey, unknown>)[key]).toBe(
            (value as Record<PropertyKey, unknown>)[key],
          );
        }
      }
    }
  });

  it('keeps a class instance an instance of its class', () => {
    expect(clone(new Point(1, 2))).toBeInstanceOf(Point);
  });

  it('gives a Date, a File or a Map back as it is, where lodash copies or empties it', () => {
    expect(clone(date)).toBe(date);
    expect(clone(file)).toBe(file);
    expect(lodash.clone(date)).toStrictEqual(date);
  });
});

describe('isPlainObject', () => {
  class WithTag {
    get [Symbol.toStringTag]() {
      return 'WithTag';
    }
  }
  it.each([
    ...values,
    ['a class instance', new Point(1, 2)],
    ['a Date', date],
    ['a File', file],
    ['a Map', new Map()],
    ['Math', Math],
    ['JSON', JSON],
    ['an arguments object', argumentsObject],
    ['a function', () => undefined],
    ['a boxed number', Object(1)],
    ['an object renaming itself', { [Symbol.toStringTag]: 'Renamed' }],
    ['an instance with a tag getter', new WithTag()],
    ['an object made from a plain object', Object.create({})],
    ['an object with a constructor key', { constructor: 'x' }],
    ['an object with Object as own constructor', Object.create({ constructor: Object })],
    ['Object.prototype', Object.prototype],
  ])('answers for %s as lodash does', (_name, value) => {
    expect(isPlainObject(value)).toBe(lodash.isPlainObject(value));
  });

  it('leaves an object that renames itself as it was', () => {
    const value = { [Symbol.toStringTag]: 'Renamed' };
    isPlainObject(value);
    expect(Object.getOwnPropertyDescriptor(value, Symbol.toStringTag)).toEqual({
      value: 'Renamed',
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(Object.prototype.toString.call(new WithTag())).toBe('[object WithTag]');
  });
});

describe('toPath', () => {
  it.each<[unknown]>([
    ['a'],
    ['a.b.c'],
    ['owners[0].name'],
    ['a[0][1]'],
    ['a["b.c"]'],
    ["a['b'].c"],
    ['a["x\\"y"]'],
    ['a["b\\\\c"]'],
    ["a['it\\'s']"],
    ['a[-1]'],
    ['a[1.5]'],
    ['a[b]'],
    ['.a'],
    ['a.'],
    ['a..b'],
    ['[0]'],
    ['a[]'],
    ['a[].b'],
    [''],
    [' a . b '],
    ['a]b'],
    [['a', 0, -0, null, 'b.c']],
    [[]],
    [42],
    [-0],
    [null],
    [undefined],
    [true],
    [{}],
    [symbolKey],
    [['a', symbolKey]],
  ])('reads %p as lodash does', (value) => {
    expect(toPath(value)).toEqual(lodash.toPath(value));
  });

  it('gives a new array each time', () => {
    const first = toPath('a.b');
    first.push('c');
    expect(toPath('a.b')).toEqual(['a', 'b']);
  });
});

describe('hoistNonReactStatics', () => {
  /**
   * The properties hoisting gave a wrapper, leaving out those copied from Function.prototype
   * (the original walks a function's prototype chain up to it; the copies change nothing).
   */
  const hoisted = (makeTarget: () => object, hoist: (target: object) => object) => {
    const target = makeTarget();
    const before = new Set(Reflect.ownKeys(target));
    hoist(target);
    const functionProto = Function.prototype as unknown as Record<PropertyKey, unknown>;
    return Object.fromEntries(
      Reflect.ownKeys(target)
        .filter((key) => !before.has(key))
        .filter((key) => functionProto[key] !== (target as Record<PropertyKey, unknown>)[key])
        .map((key) => [key, Object.getOwnPropertyDescriptor(target, key)]),
    );
  };

  const Inner = Object.assign(() => null, {
    displayName: 'Inner',
    defaultProps: { a: 1 },
    propTypes: {},
    helper: () => 'help',
    [symbolKey]: 'symbol',
    render: 'not a forward ref',
  });
  class Base {
    static inherited = 'from the base';
    static contextType = 'context';
  }
  class Child extends Base {
    static own = 'own';
    static getDerivedStateFromProps() {
      return null;
    }
  }
  const withGetter = Object.defineProperty(() => null, 'lazy', {
    get: () => 'computed',
    enumerable: false,
  });

  const fn = () => () => null;
  // Each row has all four cells: a shorter one would make jest read the test as callback-style.
  it.each<[string, () => object, object, Record<string, boolean> | undefined]>([
    ['a function component', fn, Inner, undefined],
    ['a class and its parent', fn, Child, undefined],
    ['a getter', fn, withGetter, undefined],
    ['an exclude list', fn, Inner, { helper: true }],
    ['a memo component', fn, Object.assign(memo(Inner), { extra: 1 }), undefined],
    ['a forwardRef component', fn, Object.assign(forwardRef(Inner), { extra: 1 }), undefined],
    ['onto a memo wrapper', () => memo(() => null), Inner, undefined],
    ['a string (an element name)', fn, 'div' as unknown as object, undefined],
  ])('copies %s as hoist-non-react-statics does', (_name, makeTarget, source, exclude) => {
    const mine = hoisted(makeTarget, (target) => hoistNonReactStatics(target, source, exclude));
    const theirs = hoisted(makeTarget, (target) =>
      realHoist(target, source as never, exclude as never),
    );
    expect(mine).toEqual(theirs);
    if (source !== Inner || exclude) return;
    expect(Object.keys(mine).sort()).toEqual(['helper', 'render']);
  });
});

test('formik gets the stand-ins under jest, as in the build', () => {
  expect(jest.requireActual<{ default: unknown }>('lodash/clone').default).toBe(clone);
  expect(jest.requireActual<{ default: unknown }>('lodash-es/toPath').default).toBe(toPath);
  expect(jest.requireActual<{ default: unknown }>('hoist-non-react-statics').default).toBe(
    hoistNonReactStatics,
  );
});
