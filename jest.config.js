/** Runs every package's own jest project (the server's tests, the frontend unit/component tests) and the scripts' checks. */
const fs = require('fs');
const path = require('path');

const packages = ['server', 'shared', 'host', 'remote-auth', 'remote-betting', 'remote-profile', 'remote-chat', 'scripts'];

module.exports = {
  projects: packages
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
