// Runs the sandbox lender and the project's command-line tools (TypeScript) on Node 20 through
// sucrase, which only strips the types and turns the modules into CommonJS, as the tsconfig's
// isolatedModules allows; `npm run typecheck` checks the types. It starts a tool in about a third
// of the CPU ts-node's transpiler took (README, libraries beyond the design card). As TypeScript
// does for CommonJS under Node16, a dynamic import() stays a real import (an ES module such as
// lighthouse loads through it), and .tsx uses the automatic JSX runtime the app is built with.
const { addHook } = require('sucrase/dist/register');

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
