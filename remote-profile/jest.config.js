/** Jest project of remote-profile. */
const { createJestConfig } = require('../shared/jest/create-jest-config');

module.exports = createJestConfig(__dirname);
