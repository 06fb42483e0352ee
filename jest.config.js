/** Runs every package's own jest project (the server's tests, the frontend unit/component tests, every remote-* folder) and the scripts' checks. */
module.exports = {
  projects: ['<rootDir>/server', '<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-*', '<rootDir>/scripts'],
};
