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
  // One file at a time: faults injected through the control API apply to the whole sandbox.
  maxWorkers: 1,
};
