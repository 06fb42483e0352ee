// `npm test`: checks the machine (Chromium and CJK fonts, installed when it may), installs packages, then runs every
// check at once where nothing orders them: the type-checks and lint, every jest project (server on SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set; frontend units and components), the production builds, and the browser
// tests once the builds are there. Each phase's output goes to the console with its name in front and to
// test-results/<phase>.log; at the end a table gives each phase's time and the total.
//
// Flags: --no-e2e (no browser tests and no browser needed), --only <phase,...> (type-check, lint, jest, build, e2e).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ensureSystemPackages } from './lib/system-packages.mjs';

const started = Date.now();
const clock = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
const seconds = (ms) => (ms >= 60_000 ? `${clock(ms)} min` : `${(ms / 1000).toFixed(1)} s`);
const args = process.argv.slice(2);
const withBrowser = !args.includes('--no-e2e');
const only = args.includes('--only') ? new Set(args[args.indexOf('--only') + 1].split(',')) : undefined;
const wanted = (name) => !only || only.has(name);
const timings = [];

// 1. The machine, before anything slow: seconds, not minutes, to learn that Chromium is missing.
if (withBrowser && wanted('e2e')) {
  const t0 = Date.now();
  ensureSystemPackages({ skipHint: 'Or run everything but the browser tests: npm test -- --no-e2e' });
  timings.push({ name: 'system packages (Chromium, CJK fonts)', start: t0, end: Date.now(), ok: true });
}

// 2. Packages (node_modules missing or older than the lock file: npm install).
const { ROOT, ensureInstalled, FRONTEND_PACKAGES } = await import('./lib/workspace.mjs');
{
  const t0 = Date.now();
  await ensureInstalled();
  timings.push({ name: 'npm install (when stale)', start: t0, end: Date.now(), ok: true });
}

const logDir = path.join(ROOT, 'test-results');
fs.mkdirSync(logDir, { recursive: true });
const CORES = os.availableParallelism?.() ?? os.cpus().length;
// jest and the browser tests run side by side (both spend much of their time waiting): jest a worker per core, the
// browser tests, the longer path (the builds come first), one more. The type-checks and lint run at a lower
// priority (nice 10): they order nothing, and take the cores only when the tests leave them idle.
const JEST_WORKERS = Number(process.env.JEST_WORKERS) || CORES;
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || CORES + 1;
const niced = (command, commandArgs) => (process.platform === 'linux' ? ['nice', ['-n', '10', command, ...commandArgs]] : [command, commandArgs]);

/** Runs a command; its output goes to the console, each line after `[label]`, and whole to test-results/<label>.log. */
function run(label, command, commandArgs, options = {}) {
  const log = fs.createWriteStream(path.join(logDir, `${label}.log`));
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' }, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        log.write(chunk);
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`));
    }
    child.on('error', (error) => {
      log.end();
      console.log(`[${label}] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => log.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

/** A phase: its time is recorded for the table; a non-zero exit fails the run. */
async function phase(name, body) {
  const entry = { name, start: Date.now(), end: 0, ok: false };
  timings.push(entry);
  try {
    entry.ok = await body();
  } catch (error) {
    console.log(`✗ ${name}: ${error?.stack ?? error}`);
  }
  entry.end = Date.now();
  console.log(`${entry.ok ? '✓' : '✗'} ${name} (${seconds(entry.end - entry.start)})`);
  return entry.ok;
}

/** Each runner's counts, once it reported them. */
const counts = { jest: undefined, e2e: undefined };

// 3. Everything at once where nothing orders it. jest (the longest) and the builds start first; the browser tests wait
// for the builds; the type-checks and lint fill in (they are a minute of CPU and order nothing).
const jestPhase = !wanted('jest') ? Promise.resolve(true) : phase('jest (server, shared, host, remotes, scripts)', async () => {
  const report = path.join(os.tmpdir(), `jest-report-${process.pid}.json`);
  const jest = path.join(ROOT, 'node_modules/jest/bin/jest.js');
  const code = await run('jest', process.execPath, [jest, '--ci', '--json', `--outputFile=${report}`, `--maxWorkers=${JEST_WORKERS}`]);
  if (!fs.existsSync(report)) return false;
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(report);
  counts.jest = { passed: result.numPassedTests, failed: result.numFailedTests, skipped: result.numPendingTests };
  if (result.numTotalTests === 0) console.log('✗ jest ran no test');
  return code === 0 && result.numTotalTests > 0;
});

const buildPhase = wanted('build') || (withBrowser && wanted('e2e'))
  ? phase('build (server and web apps, production)', async () => (await run('build', process.execPath, ['scripts/build-all.mjs', '--stale'])) === 0)
  : Promise.resolve(true);

const e2ePhase = (async () => {
  const entry = path.join(ROOT, 'e2e', 'run-e2e.mjs');
  if (!withBrowser || !wanted('e2e') || !fs.existsSync(entry)) return true;
  if (!(await buildPhase)) {
    console.log('✗ browser tests not run: the build failed');
    return false;
  }
  return phase('browser tests (Playwright + Debian Chromium)', async () => {
    const summaryFile = path.join(ROOT, 'e2e', 'artifacts', 'summary.json');
    fs.rmSync(summaryFile, { force: true });
    const code = await run('e2e', process.execPath, [entry, '--no-build', '--workers', String(E2E_WORKERS)]);
    if (!fs.existsSync(summaryFile)) return false;
    const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
    counts.e2e = { passed: summary.passed ?? 0, failed: summary.failed ?? 0 };
    return code === 0;
  });
})();

const typesPhase = wanted('type-check')
  ? phase('type-check (tsc, 8 projects)', async () => {
      const projects = ['server', ...FRONTEND_PACKAGES, 'e2e'].filter((dir) => fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')));
      const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
      // One after another: they only fill what the tests leave idle.
      let ok = true;
      for (const dir of projects) if ((await run(`tsc-${dir}`, ...niced(process.execPath, [tsc, '-p', dir, '--noEmit']))) !== 0) ok = false;
      return ok;
    })
  : Promise.resolve(true);

const lintPhase = wanted('lint')
  ? typesPhase.then(() =>
      phase('lint (eslint: rules and import boundaries)', async () => {
        const eslint = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');
        const cache = path.join(ROOT, 'node_modules/.cache/eslint/');
        return (await run('lint', ...niced(process.execPath, [eslint, '.', '--max-warnings', '0', '--cache', '--cache-location', cache]))) === 0;
      }),
    )
  : Promise.resolve(true);

const results = await Promise.all([jestPhase, buildPhase, e2ePhase, typesPhase, lintPhase]);
if (wanted('jest') && !process.env.TEST_DATABASE_URL) {
  console.log('\n(server tests ran on SQLite only; set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL too)');
}

// 4. The table.
const end = Date.now();
const width = Math.max(...timings.map((t) => t.name.length), 5);
console.log(`\n${'phase'.padEnd(width)}  start    end   time`);
for (const t of timings.sort((a, b) => a.start - b.start)) {
  console.log(`${t.name.padEnd(width)}  ${clock(t.start - started).padStart(5)}  ${clock(t.end - started).padStart(5)}  ${seconds(t.end - t.start).padStart(9)}${t.ok ? '' : '  ✗'}`);
}
console.log(`${'total'.padEnd(width)}  ${clock(0).padStart(5)}  ${clock(end - started).padStart(5)}  ${seconds(end - started).padStart(9)}`);
const reported = [['jest', counts.jest], ['browser', counts.e2e]].filter(([, c]) => c);
const sum = (key) => reported.reduce((total, [, c]) => total + c[key], 0);
const part = ([name, c]) => `${name} ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
console.log(`\ntests: ${sum('passed')} passed, ${sum('failed')} failed (${reported.map(part).join('; ')})`);
const failedPhases = timings.filter((t) => !t.ok).map((t) => t.name);
if (failedPhases.length > 0) console.log(`✗ failed: ${failedPhases.join('; ')} (logs in test-results/)`);
process.exit(results.every(Boolean) && failedPhases.length === 0 && sum('failed') === 0 ? 0 : 1);
