/**
 * Lingui's macros, then the compiling of each message's English words
 * (docs/language.md#how-the-words-reach-the-page): the babel plugins every way the app's code runs
 * needs, the build (babel.config.js) and Node (scripts/transform/nodeTransform.js) alike.
 * `compileOptions` go to compileSourceMessages (the production build's short ids).
 */
const COMPILE_SOURCE_MESSAGES = require.resolve('./compileSourceMessages.js');

const linguiPlugins = (compileOptions = {}) => [
  // Its CommonJS build, by path: babel would otherwise load the ES module build, which a
  // webpack compile run inside jest (the development server's browser test) cannot import.
  [require.resolve('@lingui/babel-plugin-lingui-macro'), { stripMessageField: false }],
  [COMPILE_SOURCE_MESSAGES, compileOptions],
];

module.exports = { linguiPlugins, COMPILE_SOURCE_MESSAGES };
