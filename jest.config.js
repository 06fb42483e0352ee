/** Runs every package's own jest project: the server's tests and the frontend unit/component tests. */
const fs = require('fs');
const path = require('path');

const packages = ['server', 'shared', 'host', 'remote-auth', 'remote-betting', 'remote-profile', 'remote-chat'];

module.exports = {
  projects: packages
    .filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.js')))
    .map((dir) => `<rootDir>/${dir}`),
};
