/** Jest project of remote-auth. */
const { createJestConfig } = require('../shared/jest/create-jest-config');

module.exports = createJestConfig(__dirname);
