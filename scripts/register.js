// Runs the sandbox lender and the project's command-line tools (TypeScript) on Node 20 through
// sucrase, which only strips the types and turns the modules into CommonJS, as the tsconfig's
// isolatedModules allows; `npm run typecheck` checks the types. It starts a tool in about a third
// of the CPU ts-node's transpiler took (README, libraries beyond the design card). As TypeScript
// does for CommonJS under Node16, a dynamic import() stays a real import (an ES module such as
// lighthouse loads through it), and .tsx uses the automatic JSX runtime the app is built with.
const { addHook: addTransform } = require('pirates');
const { addHook } = require('sucrase/dist/register');

// A module with Lingui's macros (docs/language.md#how-the-words-reach-the-page) goes through them
// first, as the build does: the tools reach the app's words in its slices and screens. Only those
// modules pay for babel. Hooks registered first transform first.
const MACRO = /from ['"]@lingui\/(core|react)\/macro['"]/;
let babel;
addTransform(
  (code, filename) => {
    if (!MACRO.test(code)) return code;
    babel ??= require('@babel/core');
    return babel.transformSync(code, {
      filename,
      babelrc: false,
      configFile: false,
      retainLines: true,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: [
        [require.resolve('@lingui/babel-plugin-lingui-macro'), { stripMessageField: false }],
        require.resolve('./babel/compileSourceMessages.js'),
      ],
    }).code;
  },
  { exts: ['.ts', '.tsx'] },
);
addHook('.ts', { transforms: ['typescript', 'imports'], preserveDynamicImport: true });
addHook('.tsx', {
  transforms: ['typescript', 'imports', 'jsx'],
  jsxRuntime: 'automatic',
  production: true,
  preserveDynamicImport: true,
});
// The tools that build the app's store (replay, route) reach modules that import their styles
// through the features' public entries; styles mean nothing to Node.
require.extensions['.css'] = () => undefined;
