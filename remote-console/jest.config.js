/** Jest project of remote-console. */
const { createJestConfig } = require('../shared/jest/create-jest-config');

module.exports = createJestConfig(__dirname);
