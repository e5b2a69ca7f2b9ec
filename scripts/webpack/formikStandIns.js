/**
 * formik's generic helpers and the small modules that stand in for them (src/lib/formikDeps/,
 * each tested against the original), for the production build (webpack.config.ts, resolve.alias)
 * and for jest (jest.config.js, moduleNameMapper), so the unit tests run the code that ships.
 * lodash-es' clone machinery came to 13.7 KB minified of the first screen, and
 * hoist-non-react-statics (with react-is), a CommonJS module kept even though the app never calls
 * formik's connect(), 3 KB (docs/performance.md).
 *
 * Each entry: the package formik imports (its ES build reads lodash-es, its CommonJS build, which
 * jest loads, reads lodash), and the stand-in's file name.
 */
const path = require('node:path');

const STAND_INS = [
  ['clone', 'clone'],
  ['cloneDeep', 'cloneDeep'],
  ['isPlainObject', 'isPlainObject'],
  ['toPath', 'toPath'],
];

const standIn = (file) => path.resolve(__dirname, '../../src/lib/formikDeps', `${file}.ts`);

/** [request, stand-in path] for every import formik makes of them, in either of its builds. */
const FORMIK_STAND_INS = [
  ...STAND_INS.flatMap(([name, file]) => [
    [`lodash-es/${name}`, standIn(file)],
    [`lodash/${name}`, standIn(file)],
  ]),
  ['hoist-non-react-statics', standIn('hoistNonReactStatics')],
];

module.exports = { FORMIK_STAND_INS };
