/**
 * Unit, component and sandbox tests. Browser tests have their own config (jest.browser.config.js).
 * jsdom by default; files that need Node (the sandbox, the CLI tools) say `@jest-environment node`.
 */
const { FORMIK_STAND_INS } = require('./scripts/webpack/formikStandIns');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/browser/'],
  // Through sucrase, after Lingui's macros where a module has them (scripts/transform/jest.js).
  transform: { '\\.[cm]?[jt]sx?$': '<rootDir>/scripts/transform/jest.js' },
  moduleNameMapper: {
    // Styles do not matter to jsdom.
    '\\.css$': '<rootDir>/__tests__/support/styleStub.js',
    // formik runs with the stand-ins the production build gives it.
    ...Object.fromEntries(
      FORMIK_STAND_INS.map(([request, standIn]) => [`^${escapeRegExp(request)}$`, standIn]),
    ),
  },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  // msw and the Redux DevTools libraries (their file readers, in the tests of DevTools files)
  // pull a few ESM-only packages; the transformer turns them into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|msw|@mswjs|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@redux-devtools|nanoid)/)',
  ],
  testEnvironmentOptions: { url: 'http://localhost:8080/account/heloc/' },
  // Two workers on the 2-core machines: the suite in about half the time of running in band
  // (jest's default there is one worker).
  maxWorkers: 2,
  clearMocks: true,
  restoreMocks: true,
};
