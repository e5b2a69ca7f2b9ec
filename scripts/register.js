// Runs the sandbox lender and the project's command-line tools (TypeScript) on Node 20 through
// ts-node, type-stripping only (tsconfig.json "ts-node" block); `npm run typecheck` checks them.
require('ts-node').register({ transpileOnly: true });
// The tools that build the app's store (replay, route) reach modules that import their styles
// through the features' public entries; styles mean nothing to Node.
require.extensions['.css'] = () => undefined;
