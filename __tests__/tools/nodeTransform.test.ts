/** @jest-environment node */
import { toCommonJs } from '../../scripts/transform/nodeTransform';

// How jest, the sandbox and the tools run TypeScript (scripts/transform/nodeTransform.js),
// proven on modules run here through it, as CommonJS.

/** `source` compiled as jest compiles it and run, with `require` and `jest` as given. */
function run<Exports = Record<string, unknown>>(
  source: string,
  filename = '/project/module.ts',
  scope: { require?: (name: string) => unknown; jest?: unknown } = {},
): Exports {
  const code = toCommonJs(source, filename, { jest: true });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', 'jest', code)(
    module,
    module.exports,
    scope.require ?? require,
    scope.jest,
  );
  return module.exports as Exports;
}

test("an async arrow function with type parameters reads its own parameters, not an import's name", async () => {
  const { joined } = run<{ joined: (a: string, b: string) => Promise<string[]> }>(`
    import path from 'node:path';
    export const joined = async <T extends string>(first: T, path: string) => [first, path];
  `);
  await expect(joined('a', 'b')).resolves.toEqual(['a', 'b']);
});

test('a message written with Lingui’s macro is compiled to its English words, as the build does', () => {
  const { greeting } = run(
    `
    import { msg } from '@lingui/core/macro';
    export const greeting = msg\`Hello \${'name'}\`;
  `,
    '/project/greeting.tsx',
  );
  expect(greeting).toEqual(expect.objectContaining({ message: expect.any(Array) }));
  expect(JSON.stringify(greeting)).toContain('Hello ');
});

test('types are stripped and every line stays where it was, so stack traces need no source map', () => {
  const source = `type Pair = [number, number];\n\nexport const sum = ([a, b]: Pair): number =>\n  a + b;\n`;
  expect(toCommonJs(source, '/project/sum.ts').split('\n')).toHaveLength(source.split('\n').length);
  const { sum } = run<{ sum: (pair: [number, number]) => number }>(source);
  expect(sum([2, 3])).toBe(5);
});

test('under jest, jest.mock runs before the imports and a dynamic import is a require; elsewhere it stays an import', async () => {
  const calls: string[] = [];
  const fakeRequire = (name: string) => {
    calls.push(`require ${name}`);
    return { a: name };
  };
  const fakeJest = { mock: (name: string) => calls.push(`mock ${name}`) };
  const exported = run<{ later: () => Promise<unknown>; value: unknown }>(
    `import { a } from './a';\njest.mock('./a');\nexport const later = () => import('./b');\nexport const value = a;`,
    '/project/x.test.ts',
    { require: fakeRequire, jest: fakeJest },
  );
  expect(calls).toEqual(['mock ./a', 'require ./a']);
  expect(exported.value).toBe('./a');
  await exported.later();
  expect(calls).toEqual(['mock ./a', 'require ./a', 'require ./b']);

  const outside = toCommonJs(`export const later = () => import('./b');`, '/project/tool.ts');
  expect(outside).toMatch(/\bimport\('\.\/b'\)/);
});
