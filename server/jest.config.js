/** Server tests: unit tests of domain modules and integration tests against real SQLite (and PostgreSQL when TEST_DATABASE_URL is set). */
module.exports = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }],
    // @noble/curves and @noble/hashes ship ES modules only; jest's module loader needs them as CommonJS.
    '/node_modules/@noble/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!@noble/)'],
  // testTimeout is global in a multi-project run: each server test file sets its own in the setup file.
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
