// Browser tests: builds what is stale, then runs the tests in a pool of workers. Each worker is a process with its own
// Debian Chromium (a fresh profile) and its own real server (node server/dist/main.js on a free port, fresh data dir);
// the parent hands out one test at a time, slowest first, to whichever worker is free. Tests that need a server of their
// own (a schedule, a short token life) start it on another port, so no two tests share state they change.
// Usage: node e2e/run-e2e.mjs [--no-build] [--only <text>] [--workers N] (or E2E_WORKERS). Writes
// e2e/artifacts/summary.json (with each test's time); exits 1 on any failure.
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifactsDir = path.join(root, 'e2e/artifacts');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/**
 * The queue's head: the long tests, in this order (each entry takes the first test not yet placed whose name contains
 * it). They wait on real draws, on the SMS code's minute, on servers and builds of their own, or sweep every route
 * with axe; the sweeps (CPU) alternate with the journeys (mostly waiting), so two workers rarely both want the cores.
 * Measured on a 2-core machine; the rest follow in registration order.
 */
const LONG_FIRST = [
  'accessibility: axe',
  'console: an operator signs in',
  'accessibility: axe',
  'roads: the bead road',
  'accessibility: axe',
  'a player who forgot the password',
  'accessibility: axe',
  'a new player runs Mine end to end',
  'a new player recharges',
  'plan hall: A publishes',
  'a new player bets from the board',
  'the host redeployed under the open app',
  'board feedback',
  'a remote redeployed under the open app',
  'a stale chunk',
  'beacon:',
  'offline:',
  'a route added to one remote',
  'a new player registers, logs out',
  'chat: a player and an agent',
];

function queueOrder(names) {
  const rest = [...names];
  const head = [];
  for (const part of LONG_FIRST) {
    const index = rest.findIndex((name) => name.includes(part));
    if (index !== -1) head.push(...rest.splice(index, 1));
  }
  return [...head, ...rest];
}

/** Registers every test against one worker's browser and server. */
async function registerAll(setup) {
  const modules = [
    ['./tests/accessibility.test.mjs', 'accessibilityTests'],
    ['./tests/payments-journey.test.mjs', 'paymentsJourneyTests'],
    ['./tests/profile-journey.test.mjs', 'profileJourneyTests'],
    ['./tests/plan-hall-journey.test.mjs', 'planHallJourneyTests'],
    ['./tests/betting-journey.test.mjs', 'bettingJourneyTests'],
    ['./tests/board-feedback.test.mjs', 'boardFeedbackTests'],
    ['./tests/roads-journey.test.mjs', 'roadsJourneyTests'],
    ['./tests/pwa.test.mjs', 'pwaTests'],
    ['./tests/remote-redeploy.test.mjs', 'remoteRedeployTests'],
    ['./tests/console-journey.test.mjs', 'consoleJourneyTests'],
    ['./tests/chat-journey.test.mjs', 'chatJourneyTests'],
    ['./tests/beacon-verify.test.mjs', 'beaconVerifyTests'],
    ['./tests/account-journey.test.mjs', 'accountJourneyTests'],
    ['./tests/notices-journey.test.mjs', 'noticesJourneyTests'],
    ['./tests/first-screen.test.mjs', 'firstScreenTests'],
    ['./tests/routes.test.mjs', 'routeTests'],
    ['./tests/real-data.test.mjs', 'realDataTests'],
    ['./tests/remote-failure.test.mjs', 'remoteFailureTests'],
    ['./tests/remotes-switch.test.mjs', 'remotesSwitchTests'],
    ['./tests/singletons.test.mjs', 'singletonTests'],
  ];
  for (const [file, register] of modules) (await import(file))[register](setup);
}

if (args.includes('--worker')) await worker();
else await parent();

/** A worker: its browser and server, then the tests the parent sends, one at a time, until it says stop. */
async function worker() {
  const id = option('--worker');
  const { launchBrowser } = await import('./support/browser.mjs');
  const { startAppServer } = await import('./support/app-server.mjs');
  const { runTest, testNames } = await import('./support/test-runner.mjs');
  // The browser first: when it is missing, no server is left running behind the error.
  const browser = await launchBrowser();
  const server = await startAppServer(root, { logName: `server-worker-${id}.log` });
  await registerAll({ baseUrl: server.baseUrl, server, root });
  const context = { context: browser.context, artifactsDir, blankUrl: `${server.baseUrl}/remotes.json` };
  let stopping;
  // Told to stop, or the parent is gone (killed, Ctrl-C): no browser or server is left behind.
  const stop = () => {
    stopping ??= Promise.all([browser.close(), server.stop()]).finally(() => process.exit(0));
    return stopping;
  };
  process.on('disconnect', stop);
  process.on('message', async (message) => {
    if (message.type === 'run') {
      const result = await runTest(message.name, context);
      if (process.connected) process.send({ type: 'result', result });
    } else if (message.type === 'stop') {
      await stop();
    }
  });
  process.send({ type: 'ready', names: testNames() });
}

async function parent() {
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(artifactsDir, { recursive: true });
  if (!args.includes('--no-build')) {
    const build = spawnSync(process.execPath, ['scripts/build-all.mjs', '--stale'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const only = option('--only');
  // Most of a browser test's time is spent waiting (draws, sockets, page loads): more workers than cores.
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const size = Number(option('--workers') ?? process.env.E2E_WORKERS ?? Math.max(2, cores + 1));
  const started = Date.now();
  const results = [];
  let queue;
  let running = 0;

  let workers = [];
  await new Promise((resolve) => {
    workers = Array.from({ length: size }, (_, i) => fork(fileURLToPath(import.meta.url), ['--worker', String(i + 1)], { cwd: root }));
    const busy = new Map();
    const finishIfDone = () => {
      if (queue && queue.length === 0 && running === 0) resolve();
    };
    const dispatch = (child) => {
      const name = queue.shift();
      if (name === undefined) {
        if (child.connected) child.send({ type: 'stop' });
        return finishIfDone();
      }
      busy.set(child, name);
      running += 1;
      child.send({ type: 'run', name });
    };
    for (const child of workers) {
      child.on('message', (message) => {
        if (message.type === 'ready') {
          queue ??= queueOrder(message.names).filter((name) => !only || name.includes(only));
          if (!queue.started) console.log(`\n${queue.length} browser tests, ${size} workers (each its own Chromium and server)`);
          queue.started = true;
          dispatch(child);
        } else if (message.type === 'result') {
          busy.delete(child);
          running -= 1;
          results.push(message.result);
          console.log(message.result.line);
          dispatch(child);
        }
      });
      child.on('exit', (code) => {
        const name = busy.get(child);
        if (name !== undefined) {
          // The worker died under a test (its browser or server crashed): that test failed; the others go on.
          busy.delete(child);
          running -= 1;
          const result = { name, ok: false, ms: 0, error: `worker exited with ${code} while running it`, line: `  ✗ ${name}\n    worker exited with ${code}` };
          results.push(result);
          console.log(result.line);
        }
        if (!queue && workers.every((w) => w.exitCode !== null)) {
          console.log('✗ no browser worker started (see above)');
          queue = [];
        }
        finishIfDone();
      });
    }
  });

  // Every worker closes its browser and stops its server before the run ends.
  await Promise.all(
    workers.map((child) => child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.once('exit', () => resolve(clearTimeout(kill)));
    })),
  );
  const failed = results.filter((result) => !result.ok);
  fs.writeFileSync(
    path.join(artifactsDir, 'summary.json'),
    JSON.stringify(
      { passed: results.length - failed.length, failed: failed.length, workers: size, seconds: Math.round((Date.now() - started) / 1000), failures: failed, times: results.map(({ name, ms }) => ({ name, ms })).sort((a, b) => b.ms - a.ms) },
      null,
      2,
    ),
  );
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(failed.length > 0 || results.length === 0 ? 1 : 0);
}
