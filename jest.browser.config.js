/**
 * Browser tests: playwright-core driving Debian's chromium against the sandbox lender serving the
 * production build (`npm run test:browser` builds it first).
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/browser'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/__tests__/browser/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/browser/support/globalTeardown.ts',
  testTimeout: 60000,
  // The replay tool runs in the test process too (support/replay.ts), with the app's modules.
  moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/support/styleStub.js' },
  // Four files at a time, each worker with its own sandbox lender (support/globalSetup.ts),
  // since faults injected through the control API apply to the whole sandbox. Keep in step with
  // support/workers.ts.
  maxWorkers: 4,
};
