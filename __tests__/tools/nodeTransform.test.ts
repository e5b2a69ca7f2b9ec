/** @jest-environment node */
import { toCommonJs } from '../../scripts/transform/nodeTransform';

// How jest, the sandbox and the tools run TypeScript (scripts/transform/nodeTransform.js),
// proven on modules run here through it, as CommonJS.
function run(
  source: string,
  filename = '/project/module.ts',
  jest = true,
): Record<string, unknown> {
  const code = toCommonJs(source, filename, { jest });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
}

test("an async arrow function with type parameters reads its own parameters, not an import's name", async () => {
  const { joined } = run(`
    import path from 'node:path';
    export const joined = async <T extends string>(first: T, path: string) => [first, path];
  `);
  await expect((joined as (a: string, b: string) => Promise<string[]>)('a', 'b')).resolves.toEqual([
    'a',
    'b',
  ]);
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
  const { sum } = run(source);
  expect((sum as (pair: [number, number]) => number)([2, 3])).toBe(5);
});

test('under jest, jest.mock runs before the imports and a dynamic import is a require; elsewhere it stays an import', async () => {
  const code = toCommonJs(
    `import { a } from './a';\njest.mock('./a');\nexport const later = () => import('./b');\nexport const value = a;`,
    '/project/x.test.ts',
    { jest: true },
  );
  const calls: string[] = [];
  const fakeRequire = (name: string) => {
    calls.push(`require ${name}`);
    return { a: name };
  };
  const fakeJest = { mock: (name: string) => calls.push(`mock ${name}`) };
  const module = { exports: {} as { later: () => Promise<unknown>; value: unknown } };
  new Function('module', 'exports', 'require', 'jest', code)(
    module,
    module.exports,
    fakeRequire,
    fakeJest,
  );
  expect(calls).toEqual(['mock ./a', 'require ./a']);
  expect(module.exports.value).toBe('./a');
  await module.exports.later();
  expect(calls).toEqual(['mock ./a', 'require ./a', 'require ./b']);

  const outside = toCommonJs(`export const later = () => import('./b');`, '/project/tool.ts');
  expect(outside).toMatch(/\bimport\('\.\/b'\)/);
});
