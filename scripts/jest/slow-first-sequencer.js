/**
 * Jest's order, with the long files first. Jest starts the files it timed before longest first, and files it never ran
 * (a fresh clone, CI) biggest first; size says little of time when a file waits for real draws or kills processes, and
 * a worker that picks the scale-out cluster last keeps the whole run waiting for it. These files start first, in this
 * order (measured on a 2-core machine); every other file keeps jest's own order behind them.
 */
const Sequencer = require('@jest/test-sequencer').default;

const SLOW_FIRST = [
  'server/test/scale-out-cluster.test.ts',
  'server/test/rate-limit-shared.test.ts',
  'remote-console/src/pages/console-money.test.tsx',
  'server/test/crash-recovery.test.ts',
  'server/test/frozen-player.test.ts',
  'server/test/draws-and-bets.test.ts',
  'server/test/beacon-crash.test.ts',
  'server/test/console-draws.test.ts',
  'scripts/api-types-fresh.test.js',
  'server/test/my-account.test.ts',
  'server/test/schema-fuzz.test.ts',
  'server/test/login.test.ts',
  'server/test/captcha-and-sms.test.ts',
  'server/test/password-change-race.test.ts',
];

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = SLOW_FIRST.findIndex((file) => test.path.endsWith(file));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    const sorted = super.sort(tests);
    // A stable sort: the rest keep jest's own order.
    return sorted.map((test, i) => ({ test, i })).sort((a, b) => rank(a.test) - rank(b.test) || a.i - b.i).map(({ test }) => test);
  }
}

module.exports = SlowFirstSequencer;
