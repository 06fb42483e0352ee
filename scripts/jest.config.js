/** Jest project of the repository scripts: checks of what they generate (plain CommonJS tests, run by node). */
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/**/*.test.js'],
  transform: {},
};
