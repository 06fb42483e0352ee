/** Server tests: unit tests of domain modules and integration tests against real SQLite (and PostgreSQL when TEST_DATABASE_URL is set). */
module.exports = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  // testTimeout is global in a multi-project run: each server test file sets its own in the setup file.
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
