/** Four projects: unit (SDK mocked), construct (CDK assertions), integration (local engines), e2e (Chromium). */
const transform = {
  '^.+\\.(t|j|mj|cj)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};
// middy, and the TOTP libraries of cognito-local (for a test that hosts the local stack in its own process), ship
// ESM only; let swc turn them into CommonJS for jest.
const transformIgnorePatterns = ['/node_modules/(?!(@middy|@scure|@otplib|otplib|@noble)/)'];
// The SPA's alias for the shared contracts (web/tsconfig.json), so unit tests can import its modules.
const moduleNameMapper = { '^@contracts/(.*)$': '<rootDir>/lambdas/contracts/$1' };
const base = { transform, transformIgnorePatterns, moduleNameMapper, testEnvironment: 'node' };

module.exports = {
  // Shards balanced by CI's recorded durations (CI runs the browser tests in two); slow small files first.
  testSequencer: '<rootDir>/jest.sequencer.js',
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts'] },
    { ...base, displayName: 'construct', testMatch: ['<rootDir>/test/construct/**/*.test.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/integration/global-setup.ts',
      globalTeardown: '<rootDir>/test/integration/global-teardown.ts',
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
    },
  ],
};
