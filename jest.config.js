const os = require('node:os');

/**
 * Runs every package's own jest project (the server's tests, the frontend unit/component tests, every remote-* folder)
 * and the scripts' checks. Workers: more than the cores, because many server files spend their time waiting (on child
 * processes they kill, on draws, on PostgreSQL); JEST_WORKERS overrides. The longest files start first.
 */
const cores = os.availableParallelism?.() ?? os.cpus().length;

module.exports = {
  projects: ['<rootDir>/server', '<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-*', '<rootDir>/scripts'],
  maxWorkers: Number(process.env.JEST_WORKERS) || cores + 1,
  testSequencer: '<rootDir>/scripts/jest/slow-first-sequencer.js',
};
