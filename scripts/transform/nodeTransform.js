/**
 * How the project's TypeScript runs on Node outside the production build: the sandbox lender and
 * the command-line tools (scripts/register.js), and the jest suites (scripts/transform/jest.js).
 * The build itself goes through webpack and babel-loader (babel.config.js).
 *
 * sucrase only strips the types and turns the modules into CommonJS, as the tsconfig's
 * isolatedModules allows; `npm run typecheck` checks the types. It does in about a third of the
 * CPU what babel's presets did (README, libraries beyond the design card). A module with Lingui's
 * macros (docs/language.md#how-the-words-reach-the-page) goes through them first, with babel and
 * only those two plugins, as the build does; only those modules pay for babel, with the few whose
 * types sucrase misreads (below). Both keep every line where it was, so a stack trace points at
 * the source's own lines with no source map.
 */
const path = require('node:path');
const { transform } = require('sucrase');

const { linguiPlugins } = require('../babel/linguiPlugins');

const MACRO = /from ['"]@lingui\/(core|react)\/macro['"]/;

// sucrase 3.35 loses an async arrow function's parameters when the function has type parameters
// (`async <T>(a: T, path: string) => path` reads an import named `path` instead of its own
// parameter), so babel strips such a module's types first (__tests__/tools/nodeTransform.test.ts).
const ASYNC_GENERIC_ARROW = /\basync\s*</;

let babel;

/**
 * `code` with Lingui's macros expanded, when it imports them, and with its types stripped when
 * sucrase would misread them; else `code` as it is.
 */
function throughBabelFirst(code, filename, { typescript, jsx }) {
  const macros = MACRO.test(code);
  const stripTypes = typescript && ASYNC_GENERIC_ARROW.test(code);
  if (!macros && !stripTypes) return code;
  babel ??= require('@babel/core');
  return babel.transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    retainLines: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: macros ? linguiPlugins() : [],
    presets: stripTypes
      ? [[require.resolve('@babel/preset-typescript'), { isTSX: jsx, allExtensions: true }]]
      : [],
  }).code;
}

/**
 * A module of the project or of a package, as CommonJS Node 20 runs. `jest` hoists `jest.mock`
 * calls above the imports, as babel-jest does, and turns `import()` into `require` (jest's module
 * registry has no dynamic import without Node's experimental flag); outside jest a dynamic import
 * stays one, as TypeScript leaves it for CommonJS under Node16, so an ES module such as lighthouse
 * still loads through it. `.tsx` uses the automatic JSX runtime the app is built with, its
 * development form under jest (React's warnings name the component and its line).
 */
function toCommonJs(code, filename, { jest = false } = {}) {
  const extension = path.extname(filename);
  const typescript = extension === '.ts' || extension === '.tsx' || extension === '.mts';
  const jsx = extension === '.tsx' || extension === '.jsx';
  const source = typescript || jsx ? throughBabelFirst(code, filename, { typescript, jsx }) : code;
  return transform(source, {
    filePath: filename,
    transforms: [
      ...(typescript ? ['typescript'] : []),
      'imports',
      ...(jsx ? ['jsx'] : []),
      ...(jest ? ['jest'] : []),
    ],
    jsxRuntime: 'automatic',
    production: !jest,
    preserveDynamicImport: !jest,
    // Node 20 runs optional chaining, `??` and class fields as they are written.
    disableESTransforms: true,
  }).code;
}

module.exports = { toCommonJs };
