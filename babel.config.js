// The build's babel (webpack's babel-loader, production and development alike; jest, the sandbox
// and the tools go through scripts/transform/nodeTransform.js). It only strips types and compiles
// JSX/modern syntax; `npm run typecheck` checks the types.
// Lingui's macros turn each message into a descriptor first (docs/language.md), whose English
// words are then compiled as a catalog's are (scripts/babel/compileSourceMessages.js).
const { linguiPlugins } = require('./scripts/babel/linguiPlugins');

module.exports = (api) => {
  const isProduction = api.env('production');
  return {
    // The production build gives each message a short id (docs/performance.md).
    plugins: linguiPlugins(isProduction ? { ids: require('./scripts/babel/messageIds.js')() } : {}),
    presets: [
      [
        '@babel/preset-env',
        { bugfixes: true, modules: false, targets: 'defaults and supports es6-module' },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !isProduction }],
      '@babel/preset-typescript',
    ],
  };
};
