/** Jest project of remote-chat. */
const { createJestConfig } = require('../shared/jest/create-jest-config');

module.exports = createJestConfig(__dirname);
