// Read-path benchmark: how much of a bare Node HTTP server's throughput the app keeps on its cheapest answers, measured in
// one run. A bare `http` server answering a small envelope, then the built server (production mode, SQLite, LOG_LEVEL
// info, its log written to a file as in production) on the signed-in player's `GET /api/app/user/info/person`, an
// unknown route (the 404 envelope) and `POST /api/app/bet/rank/listByOrder`: autocannon, 50 connections, 10 s each after
// a 2 s warm-up, and bare Node again at the end. Prints req/s, p50/p99, each one's ratio to bare Node (the mean of its two
// runs), the server's CPU time per request (which other work on the machine moves least) and its log lines per request.
// Run: node scripts/bench/read-path.mjs [--profile] [--only person,unknown]   (BENCH_SECONDS, BENCH_CONNECTIONS,
// BENCH_PLAYERS; REQUEST_LOG_SAMPLE and the other server variables pass through). `--profile` runs the server under the V8
// CPU profiler and prints where its time went (`--only` keeps one target's frames apart). Figures only, no pass/fail.
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

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
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

const results = [];
let profiling = false;
async function measure(name, title, url, pid, options) {
  if (ONLY && name !== 'bare' && !ONLY.has(name)) return;
  await autocannon({ url, connections: 10, duration: WARMUP_SECONDS, ...options });
  if (PROFILE && name !== 'bare' && !profiling) {
    startProfiling(server.pid);
    profiling = true;
  }
  const linesBefore = logLines();
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  if (server.exited) throw new Error(`the server stopped during the ${title} run (its log: ${logFile})`);
  const cpuMicrosPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total;
  results.push({ name, title, result, cpuMicrosPerRequest, logLinesPerRequest: name === 'bare' ? undefined : (logLines() - linesBefore) / result.requests.total });
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
  await measure('bare', 'bare Node http (same envelope)', bare.url, bare.pid, {});

  const config = loadConfig({ ...env, NODE_OPTIONS: undefined });
  ({ db } = await openDatabase({ dataDir }));
  const { tokens } = await createFundedPlayers(db, new TokenService(db, config.jwt), { count: PLAYERS, credit: 100_000, tag: 'read', phonePrefix: '+8613900' });
  const auth = tokens.map((token) => `Bearer ${token}`);
  const check = await fetch(`${server.url}/api/app/user/info/person`, { headers: { authorization: auth[0] } }).then((r) => r.json());
  if (check.code !== 1000) throw new Error(`person read refused: ${JSON.stringify(check)}`);

  // One request per player, each built once: a setupRequest would rebuild every request in autocannon, whose own CPU
  // then counts against the app on this machine. Every connection goes through the players in turn.
  await measure('person', 'GET /api/app/user/info/person (signed in)', server.url, server.pid, {
    requests: auth.map((authorization) => ({ method: 'GET', path: '/api/app/user/info/person', headers: { authorization } })),
  });
  await measure('unknown', 'GET unknown route (404 envelope)', `${server.url}/api/app/no/such/route`, server.pid, {});
  await measure('listByOrder', 'POST /api/app/bet/rank/listByOrder', `${server.url}/api/app/bet/rank/listByOrder`, server.pid, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  // Bare Node again at the end: the ratios are to the mean of both, and the two show how much the machine drifted meanwhile.
  await measure('bare', 'bare Node http again', bare.url, bare.pid, {});
} finally {
  await db?.destroy();
  await bare.stop();
  const crashed = server.exited;
  await server.stop();
  if (!PROFILE && !crashed) fs.rmSync(dataDir, { recursive: true, force: true });
}

const requestLog = process.env.REQUEST_LOG_SAMPLE ?? "1 (default)";
console.log(
  `Read path (autocannon, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP_SECONDS} s warm-up; server NODE_ENV=production, SQLite, ` +
    `LOG_LEVEL=${env.LOG_LEVEL}, REQUEST_LOG_SAMPLE=${requestLog}, log to a file), Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ` +
    `load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}${PROFILE ? ', server under the CPU profiler' : ''}`,
);
const bares = results.filter((r) => r.name === 'bare');
const bareRate = bares.reduce((sum, r) => sum + r.result.requests.average, 0) / bares.length;
const bareCpu = bares.reduce((sum, r) => sum + r.cpuMicrosPerRequest, 0) / bares.length;
for (const { title, result, cpuMicrosPerRequest, logLinesPerRequest } of results) {
  const rate = result.requests.average;
  const errors = result.errors + result.timeouts;
  console.log(
    `  ${title.padEnd(44)} ${rate.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `${((rate / bareRate) * 100).toFixed(0).padStart(3)}% of bare Node   CPU ${cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/request (${(cpuMicrosPerRequest / bareCpu).toFixed(1)}× bare)   errors ${errors}` +
      (logLinesPerRequest === undefined ? '' : `   log lines/request ${logLinesPerRequest.toFixed(2)}`),
  );
}
if (PROFILE) {
  printProfile(profileDir, 'read-path');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
