/**
 * Unit, component and sandbox tests. Browser tests have their own config (jest.browser.config.js).
 * jsdom by default; files that need Node (the sandbox, the CLI tools) say `@jest-environment node`.
 */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/browser/'],
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  // Styles do not matter to jsdom.
  moduleNameMapper: { '\\.css$': '<rootDir>/__tests__/support/styleStub.js' },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  // msw pulls a few ESM-only packages; babel-jest compiles them.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|msw|@mswjs|headers-polyfill|outvariant|strict-event-emitter|is-node-process)/)',
  ],
  testEnvironmentOptions: { url: 'http://localhost:8080/account/heloc/' },
  // Three workers on the 2-core machines: the tests spend much of their time waiting on timers and
  // promises, so a third worker fills the gaps (about 130 s against 155 s with two; jest's default
  // there is one worker).
  maxWorkers: 3,
  clearMocks: true,
  restoreMocks: true,
};
