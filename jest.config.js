/** Runs every package's own jest project: the server's tests and the frontend unit/component tests (every remote-* folder). */
module.exports = {
  projects: ['<rootDir>/server', '<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-*'],
};
