// Read-path benchmark: how much of a bare Node HTTP server's throughput the app keeps on its cheapest answers, measured in
// one run. A bare `http` server answering a small envelope, and the built server (production mode, SQLite, LOG_LEVEL
// info, its log written to a file as in production) on the signed-in player's `GET /api/app/user/info/person`, an
// unknown route (the 404 envelope) and `POST /api/app/bet/rank/listByOrder`: autocannon, 50 connections.
//
// Rounds: this machine's speed moves by up to 2× within a minute (a VM on shared cores), so one long run of each target
// compared its figure with bare Node's from minutes apart. Bare Node runs first, then each round runs every target with
// bare Node again after each (4 s each run; each target and bare Node get one 2 s warm-up before their first run). A
// target's ratio in a round is its rate over the mean of the bare runs just before and after it; the ratio printed is
// the median of the rounds, with their range. Also prints req/s and p50/p99 (medians of the rounds), the server's CPU
// time per request (which other work on the machine moves least) and its log lines per request.
// Run: node scripts/bench/read-path.mjs [--profile] [--only person,unknown]   (BENCH_ROUNDS, BENCH_SECONDS,
// BENCH_CONNECTIONS, BENCH_PLAYERS; REQUEST_LOG_SAMPLE and the other server variables pass through). `--profile` runs the
// server under the V8 CPU profiler and prints where its time went (`--only` keeps one target's frames apart). Figures
// only, no pass/fail.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { ROOT, buildTargets, isStale, runOrExit } from '../lib/workspace.mjs';
import { freshSecrets, startServer } from './serve-for-bench.mjs';
import { createFundedPlayers } from './bench-money.mjs';
import { printProfile, profilerNodeOptions, startProfiling } from './cpu-profile.mjs';
import { median } from './front-end-bench.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const WARMUP_SECONDS = 2;
const PROFILE = process.argv.includes('--profile');
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1].split(',')) : undefined;

const serverBuild = buildTargets().find((t) => t.name === 'server');
if (isStale(serverBuild.output, serverBuild.inputs)) await runOrExit(...serverBuild.command);

const require = createRequire(path.join(ROOT, 'server', 'dist', 'main.js'));
const { openDatabase } = require('./db/database.js');
const { loadConfig } = require('./config.js');
const { TokenService } = require('./plugins/app/auth.js');

/** A bare Node server in its own process (as the app is), answering an envelope of the size a small read answers. */
async function startBareNode() {
  const code = `
    const http = require('node:http');
    const body = JSON.stringify({ code: 1000, message: 'success', data: { id: 1, nickName: 'bench', currentBalance: 100000 } });
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));
    process.on('SIGTERM', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then(({ value }) => [Number(value)]);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    },
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-read-path-'));
const profileDir = path.join(dataDir, 'profile');
const logFile = path.join(dataDir, 'server.log');
const env = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // Reads only: no draws or settlement running beside them.
  DRAW_SCHEDULER: 'off',
  ...freshSecrets(),
  WEB_ROOT: path.join(dataDir, 'web'),
  ...(PROFILE ? { NODE_OPTIONS: profilerNodeOptions(profileDir, { onSignal: true }) } : {}),
};

/** Every run, in order: { name, title, result, cpuMicrosPerRequest, logLinesPerRequest }. */
const runs = [];
const warmedUp = new Set();
let profiling = false;
async function measure({ name, title, url, pid, options }) {
  if (!warmedUp.has(name)) {
    await autocannon({ url, connections: 10, duration: WARMUP_SECONDS, ...options });
    warmedUp.add(name);
  }
  if (PROFILE && name !== 'bare' && !profiling) {
    startProfiling(server.pid);
    profiling = true;
  }
  const linesBefore = logLines();
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  if (server.exited) throw new Error(`the server stopped during the ${title} run (its log: ${logFile})`);
  const cpuMicrosPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total;
  runs.push({ name, title, result, cpuMicrosPerRequest, logLinesPerRequest: name === 'bare' ? undefined : (logLines() - linesBefore) / result.requests.total });
}

/**
 * CPU time a process has used (user + system, from /proc; NaN elsewhere). Per request it is the figure other work on
 * the machine moves least: req/s falls when the cores are shared, the CPU one request costs hardly does.
 */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, counted from the state (field 3) here; clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function logLines() {
  if (!fs.existsSync(logFile)) return 0;
  const text = fs.readFileSync(logFile, 'utf8');
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

const bare = await startBareNode();
const server = await startServer(env, { logFile });
let db;
try {
  if (!(await fetch(`${server.url}/health/live`).then((r) => r.ok, () => false))) throw new Error(`the server did not start (its log: ${logFile})`);
  const bareTarget = { name: 'bare', title: 'bare Node http (same envelope)', url: bare.url, pid: bare.pid, options: {} };

  const config = loadConfig({ ...env, NODE_OPTIONS: undefined });
  ({ db } = await openDatabase({ dataDir }));
  const { tokens } = await createFundedPlayers(db, new TokenService(db, config.jwt), { count: PLAYERS, credit: 100_000, tag: 'read', phonePrefix: '+8613900' });
  const auth = tokens.map((token) => `Bearer ${token}`);
  const check = await fetch(`${server.url}/api/app/user/info/person`, { headers: { authorization: auth[0] } }).then((r) => r.json());
  if (check.code !== 1000) throw new Error(`person read refused: ${JSON.stringify(check)}`);

  const targets = [
    // One request per player, each built once: a setupRequest would rebuild every request in autocannon, whose own CPU
    // then counts against the app on this machine. Every connection goes through the players in turn.
    {
      name: 'person',
      title: 'GET /api/app/user/info/person (signed in)',
      url: server.url,
      pid: server.pid,
      options: { requests: auth.map((authorization) => ({ method: 'GET', path: '/api/app/user/info/person', headers: { authorization } })) },
    },
    { name: 'unknown', title: 'GET unknown route (404 envelope)', url: `${server.url}/api/app/no/such/route`, pid: server.pid, options: {} },
    {
      name: 'listByOrder',
      title: 'POST /api/app/bet/rank/listByOrder',
      url: `${server.url}/api/app/bet/rank/listByOrder`,
      pid: server.pid,
      options: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    },
  ].filter((target) => !ONLY || ONLY.has(target.name));

  // bare, target, bare, target, ... bare: every target run has a bare run on each side.
  await measure(bareTarget);
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      await measure(target);
      await measure(bareTarget);
    }
  }
} finally {
  await db?.destroy();
  await bare.stop();
  const crashed = server.exited;
  await server.stop();
  if (!PROFILE && !crashed) fs.rmSync(dataDir, { recursive: true, force: true });
}

const requestLog = process.env.REQUEST_LOG_SAMPLE ?? '1 (default)';
console.log(
  `Read path (autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s runs, bare Node before and after each; server NODE_ENV=production, SQLite, ` +
    `LOG_LEVEL=${env.LOG_LEVEL}, REQUEST_LOG_SAMPLE=${requestLog}, log to a file), Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ` +
    `load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}${PROFILE ? ', server under the CPU profiler' : ''}`,
);
const percent = (ratio) => `${(ratio * 100).toFixed(0)}%`;
// The ratio of each target run to the mean of the bare runs on either side of it.
const ratios = new Map();
runs.forEach((run, index) => {
  if (run.name === 'bare') return;
  const sides = [runs[index - 1], runs[index + 1]].filter((r) => r?.name === 'bare');
  const bareRate = sides.reduce((sum, r) => sum + r.result.requests.average, 0) / sides.length;
  ratios.set(run, run.result.requests.average / bareRate);
});
const bareCpu = median(runs.filter((r) => r.name === 'bare').map((r) => r.cpuMicrosPerRequest));
for (const name of ['bare', ...new Set(runs.filter((r) => r.name !== 'bare').map((r) => r.name))]) {
  const own = runs.filter((r) => r.name === name);
  const cpu = median(own.map((r) => r.cpuMicrosPerRequest));
  const errors = own.reduce((sum, r) => sum + r.result.errors + r.result.timeouts, 0);
  const rates = own.map((r) => r.result.requests.average);
  const ownRatios = own.map((r) => ratios.get(r));
  const ratioText =
    name === 'bare'
      ? `${own.length} runs, ${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)} req/s`
      : `${percent(median(ownRatios)).padStart(4)} of bare Node (rounds ${percent(Math.min(...ownRatios))}–${percent(Math.max(...ownRatios))})`;
  console.log(
    `  ${own[0].title.padEnd(44)} ${median(rates).toFixed(0).padStart(7)} req/s   p50 ${String(median(own.map((r) => r.result.latency.p50))).padStart(3)} ms   ` +
      `p99 ${String(median(own.map((r) => r.result.latency.p99))).padStart(4)} ms   ${ratioText}   CPU ${cpu.toFixed(0).padStart(4)} µs/request (${(cpu / bareCpu).toFixed(1)}× bare)   errors ${errors}` +
      (name === 'bare' ? '' : `   log lines/request ${median(own.map((r) => r.logLinesPerRequest)).toFixed(2)}`),
  );
}
if (PROFILE) {
  printProfile(profileDir, 'read-path');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
