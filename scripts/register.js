// Runs the sandbox lender and the project's command-line tools (TypeScript) on Node 20, each
// module through scripts/transform/nodeTransform.js: sucrase, after Lingui's macros where a module
// has them (the tools reach the app's words in its slices and screens). It starts a tool in about
// a third of the CPU ts-node's transpiler took (README, libraries beyond the design card).
const { addHook } = require('pirates');
const { toCommonJs } = require('./transform/nodeTransform');

addHook((code, filename) => toCommonJs(code, filename), { exts: ['.ts', '.tsx'] });
// The tools that build the app's store (replay, route) reach modules that import their styles
// through the features' public entries; styles mean nothing to Node.
require.extensions['.css'] = () => undefined;
