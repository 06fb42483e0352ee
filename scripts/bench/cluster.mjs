// Scale-out benchmark: the built server on PostgreSQL and Redis behind nginx (scripts/start-cluster.mjs --no-build), with
// 1 process and then with 2, on a fresh PostgreSQL schema (dropped afterwards, even on failure). N players with balances
// and login sessions and one period open for the whole run are written straight into the database; then autocannon (50
// connections, 10 s each) runs GET /api/app/user/info/person (login tokens taken in turn) and POST
// /api/app/bet/bet/addbet (a fresh requestId per request, players taken in turn, two selections per slip) through nginx
// with 1 process and with 2, and addbet on PostgreSQL alone: the 1-process cluster's backend port directly, no nginx.
// Prints one line per scenario (req/s, p50, p99, errors, non-2xx, refused answers), each process's CPU time during each
// run (how busy the servers were, and how evenly nginx spread the work over two), then checks every player's ledger against their balance and one
// debit row per accepted slip. The draw schedule runs in the processes as it would (a period every 300 s).
// Skips with one line without a PostgreSQL URL, a Redis URL or nginx. Builds the server first when server/dist is older
// than its sources (only the server: the cluster runs with --no-build). Figures only, no pass/fail.
// Run: TEST_DATABASE_URL=postgres://… TEST_REDIS_URL=redis://… node scripts/bench/cluster.mjs
//   (TEST_DATABASE_URL or DATABASE_URL, TEST_REDIS_URL or REDIS_URL; BENCH_SECONDS=10, BENCH_CONNECTIONS=50,
//    BENCH_PLAYERS=1000; BENCH_KEEP_SCHEMA=1 keeps the schema for a look afterwards)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, buildTargets, isStale, runOrExit } from '../lib/workspace.mjs';
import { addbetRequest, checkMoney, createFundedPlayers } from './bench-money.mjs';
import { freshSecrets } from './serve-for-bench.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const PG_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const CLUSTER_READY_MS = 120_000;

const missing = [!PG_URL && 'a PostgreSQL URL (TEST_DATABASE_URL or DATABASE_URL)', !REDIS_URL && 'a Redis URL (TEST_REDIS_URL or REDIS_URL)', !NGINX && 'nginx'].filter(Boolean);
if (missing.length) {
  console.log(`cluster bench (nginx, 1 and 2 processes on PostgreSQL + Redis): skipped, it needs ${missing.join(', ')}`);
  process.exit(0);
}

// The server's build must match its sources; the frontend is not needed (the cluster runs with --no-build).
const serverBuild = buildTargets().find((t) => t.name === 'server');
if (isStale(serverBuild.output, serverBuild.inputs)) await runOrExit(...serverBuild.command);

const require = createRequire(path.join(ROOT, 'server', 'dist', 'main.js'));
const { openDatabase } = require('./db/database.js');
const { loadConfig } = require('./config.js');
const { TokenService } = require('./plugins/app/auth.js');
const { sql } = require('kysely');

const schema = `bench_cluster_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-cluster-bench-'));
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: PG_URL,
  DATABASE_SCHEMA: schema,
  REDIS_URL,
  DATA_DIR: dataDir,
  WEB_ROOT: path.join(dataDir, 'web'),
  LOG_LEVEL: 'error',
  DRAW_INTERVAL_SECONDS: '300',
  WELCOME_CREDIT_CENTS: '0',
  ...freshSecrets(),
};

/** `count` consecutive free ports on 127.0.0.1 (nginx's, then one per backend: start-cluster's CLUSTER_BASE_PORT is PORT + 1). */
async function consecutiveFreePorts(count) {
  const free = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    let all = true;
    for (let i = 0; i < count && all; i++) all = await free(base + i);
    if (all) return base;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

/** start-cluster.mjs with `processes` backends; resolves once it prints "cluster ready" and every backend's pid and port. */
function startCluster(processes, port) {
  if (interrupted) throw new Error('interrupted');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start-cluster.mjs'), '--processes', String(processes), '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), CLUSTER_BASE_PORT: String(port + 1), CLUSTER_PROCESSES: String(processes) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const cluster = {
    child,
    url: `http://127.0.0.1:${port}`,
    backends: [],
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  const ready = new Promise((resolve, reject) => {
    let readySeen = false;
    const timer = setTimeout(() => reject(new Error(`the ${processes}-process cluster was not ready within ${CLUSTER_READY_MS / 1000} s:\n${output.join('\n')}`)), CLUSTER_READY_MS);
    const onLine = (line) => {
      output.push(line);
      // The backends log at LOG_LEVEL=error: what they print is worth seeing.
      if (/^\[\d+\] /.test(line) || line.startsWith('✗')) console.log(`  cluster: ${line}`);
      if (line.includes('cluster ready on')) readySeen = true;
      const backend = readySeen && line.match(/^\s*backend (\d+): pid (\d+), port (\d+)/);
      if (backend) cluster.backends.push({ index: Number(backend[1]), pid: Number(backend[2]), url: `http://127.0.0.1:${backend[3]}` });
      if (readySeen && cluster.backends.length === processes) {
        clearTimeout(timer);
        resolve(cluster);
      }
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk.toString();
        let newline;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          onLine(buffered.slice(0, newline));
          buffered = buffered.slice(newline + 1);
        }
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`start-cluster exited (${signal ?? `code ${code}`}) before it was ready:\n${output.join('\n')}`));
    });
  });
  return { cluster, ready };
}

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where there is no /proc. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return undefined;
  }
}

let cluster;
let handle;
let cleaning;
let interrupted = false;
/** Stops the cluster, drops the schema: once, however many callers (the run's end, a signal) wait for it. */
function cleanUp() {
  cleaning ??= stopAndDrop();
  return cleaning;
}
async function stopAndDrop() {
  await cluster?.stop().catch(() => {});
  await handle?.close().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP_SCHEMA) {
    console.log(`  kept schema ${schema}`);
    return;
  }
  const client = new pg.Client({ connectionString: PG_URL });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } catch (error) {
    console.error(`  could not drop schema ${schema}: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\ncluster bench: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const rows = [];
const spread = [];
const tally = { accepted: 0 };
let failed = false;
try {
  const port = await consecutiveFreePorts(3);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`;
  console.log(`Scale-out on PostgreSQL + Redis behind nginx (autocannon, ${CONNECTIONS} connections, ${DURATION} s each, ${PLAYERS} players, 2 selections per slip), Node ${process.version}, ${machine}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log(`  rough figures: nginx, every server process, PostgreSQL, Redis and autocannon itself share these ${os.cpus().length} cores`);

  // 1 process: its start migrates and seeds the fresh schema; then the players and the period go straight into it.
  let started = startCluster(1, port);
  cluster = started.cluster;
  await started.ready;
  handle = await openDatabase({ dataDir, databaseUrl: PG_URL, schema });
  const { db } = handle;
  const now = Date.now();
  // A period open for the whole run, on its own committed chain (a far-future day the schedule never touches).
  const issue = '209912310001';
  const closeAt = now + 15 * 60_000 + 10 * DURATION * 1000;
  await db.insertInto('drawChain').values({ id: '20991231', seedHex: '11'.repeat(32), commitmentHex: '00'.repeat(32), length: 288, firstIssue: issue, algorithm: 'pk10-hmac-sha256-v1', salt: '', createdAt: now }).execute();
  await db
    .insertInto('drawPeriod')
    .values({ issue, chainId: '20991231', chainIndex: 1, openAt: now - 1000, closeAt, drawAt: closeAt + 30_000, status: 'scheduled', result: null, revealedKeyHex: null, drawnAt: null, settledAt: null, cancelReason: null })
    .execute();
  const config = loadConfig(env);
  const { tokens } = await createFundedPlayers(db, new TokenService(db, config.jwt), { count: PLAYERS, credit: 1_000_000_000, tag: 'bench', phonePrefix: '+8613600', now });
  const auth = tokens.map((token) => `Bearer ${token}`);
  const oddsIds = (await db.selectFrom('odds').select('id').execute()).map((r) => r.id);

  let sequence = 0;
  const runId = randomBytes(3).toString('hex');
  /** Answers that are not the envelope's success (code 1000), by message. */
  let refused = new Map();
  const countAnswer = (status, body, addbet) => {
    let code;
    let message = `HTTP ${status}`;
    try {
      ({ code, message } = JSON.parse(body));
    } catch {
      // Not an envelope (nginx's error page, say): tallied under its HTTP status.
    }
    if (status === 200 && code === 1000) {
      if (addbet) tally.accepted++;
    } else refused.set(message, (refused.get(message) ?? 0) + 1);
  };
  const person = {
    method: 'GET',
    path: '/api/app/user/info/person',
    setupRequest: (req) => ({ ...req, headers: { authorization: auth[sequence++ % auth.length] } }),
    onResponse: (status, body) => countAnswer(status, body, false),
  };
  const addbet = {
    method: 'POST',
    path: '/api/app/bet/bet/addbet',
    setupRequest(req) {
      return addbetRequest(req, sequence++, { issue, oddsIds, auth, runId });
    },
    onResponse: (status, body) => countAnswer(status, body, true),
  };

  /** One timed run; the CPU each backend used meanwhile is kept for the spread line. */
  const measure = async (title, url, request, backends) => {
    refused = new Map();
    const before = backends.map((b) => cpuSeconds(b.pid));
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests: [request] });
    const cpu = backends.map((b, i) => (before[i] === undefined ? undefined : cpuSeconds(b.pid) - before[i]));
    const notOk = [...refused.entries()].map(([m, n]) => `${n} × ${m}`).join('; ');
    rows.push({ title, result, notOk });
    if (cpu.every((c) => c !== undefined)) spread.push(`${title}: ${cpu.map((c, i) => `process ${backends[i].index} ${c.toFixed(1)} s`).join(', ')}`);
    printRow(rows.at(-1));
  };
  const warmUp = async (url) => {
    for (const request of [person, addbet]) await autocannon({ url, connections: 10, duration: 2, requests: [request] });
  };

  console.log(`  ${'scenario'.padEnd(40)} ${'req/s'.padStart(7)}  ${'p50'.padStart(6)}  ${'p99'.padStart(6)}  errors  non-2xx  not accepted`);
  await warmUp(cluster.url);
  await measure('person, nginx + 1 process', cluster.url, person, cluster.backends);
  await measure('addbet, nginx + 1 process', cluster.url, addbet, cluster.backends);
  await measure('addbet, 1 process alone (no nginx)', cluster.backends[0].url, addbet, cluster.backends);
  await cluster.stop();

  started = startCluster(2, port);
  cluster = started.cluster;
  await started.ready;
  await warmUp(cluster.url);
  await measure('person, nginx + 2 processes', cluster.url, person, cluster.backends);
  await measure('addbet, nginx + 2 processes', cluster.url, addbet, cluster.backends);
  // Stopped before the check: no request still in flight.
  await cluster.stop();

  for (const line of spread) console.log(`  server CPU during ${line}`);
  const slips = Number((await db.selectFrom('betSlip').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  console.log(`  ${tally.accepted} slips accepted (warm-ups included), ${slips} written (the rest: answers still in flight when a run stopped)`);
  const money = await checkMoney(db, sql);
  console.log(`  money: ${money.summary}`);
  if (!money.ok) failed = true;
} catch (error) {
  if (!interrupted) console.error(`cluster bench failed: ${error.stack ?? error}`);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(interrupted ? 130 : failed ? 1 : 0);

function printRow({ title, result, notOk }) {
  const ms = (value) => `${value} ms`.padStart(6);
  console.log(
    `  ${title.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)}  ${ms(result.latency.p50)}  ${ms(result.latency.p99)}  ${String(result.errors + result.timeouts).padStart(6)}  ${String(result.non2xx).padStart(7)}  ${notOk || 'none'}`,
  );
}
