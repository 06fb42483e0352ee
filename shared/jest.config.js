/** Jest project of the shared package. */
const { createJestConfig } = require('./jest/create-jest-config');

module.exports = createJestConfig(__dirname);
