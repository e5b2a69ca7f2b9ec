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
  // Set for a slow machine: a test that would pass there finishes rather than running out of time
  // (docs/testing.md#timeouts).
  testTimeout: 120000,
  transform: { '\\.[cm]?[jt]sx?$': '<rootDir>/scripts/transform/jest.js' },
  // The replay tool runs in the test process too (support/replay.ts), with the app's modules.
  moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/support/styleStub.js' },
  // Three files at a time: a file waits on the app now and then (its polls, the lender's simulated
  // delays), and a third file fills those waits; a fourth only adds contention on the 2 cores
  // (docs/testing.md#how-many-browser-files-at-a-time, figures there). Each worker has its own
  // sandbox lender (support/globalSetup.ts, as many as this says), since faults injected through
  // the control API apply to the whole sandbox.
  maxWorkers: 3,
};
