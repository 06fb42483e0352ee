// addbet benchmark: the built server on SQLite (its real schedule running, DRAW_INTERVAL_SECONDS=300), a period opened
// for the whole run directly in its database file, N players with balances and login sessions, then autocannon with 50
// connections for 10 s POSTing /api/app/bet/bet/addbet: every request a fresh requestId, players taken in turn, two
// selections per slip. Prints accepted slips/s and latency, then checks every player's ledger against their balance and
// one debit row per accepted slip. `--profile` runs the server under the V8 CPU profiler and prints where its time went.
// Run: node scripts/bench/addbet.mjs [--profile]   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PLAYERS; DRAW_SCHEDULER=off
// to run without the schedule). Builds the server first when server/dist is older than its sources. Figures only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { ROOT, buildTargets, isStale, runOrExit } from '../lib/workspace.mjs';
import { freshSecrets, startServer } from './serve-for-bench.mjs';
import { addbetRequest, checkMoney, createFundedPlayers } from './bench-money.mjs';
import { printProfile, profilerNodeOptions } from './cpu-profile.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const PROFILE = process.argv.includes('--profile');
const TARGET = { slipsPerSecond: 2000, p99: 50 };

// The server's build must match its sources.
const serverBuild = buildTargets().find((t) => t.name === 'server');
if (isStale(serverBuild.output, serverBuild.inputs)) await runOrExit(...serverBuild.command);

const require = createRequire(path.join(ROOT, 'server', 'dist', 'main.js'));
const { openDatabase } = require('./db/database.js');
const { loadConfig } = require('./config.js');
const { TokenService } = require('./plugins/app/auth.js');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-addbet-'));
const profileDir = path.join(dataDir, 'profile');
const env = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  DRAW_INTERVAL_SECONDS: '300',
  ...(process.env.DRAW_SCHEDULER ? { DRAW_SCHEDULER: process.env.DRAW_SCHEDULER } : {}),
  WELCOME_CREDIT_CENTS: '0',
  ...freshSecrets(),
  WEB_ROOT: path.join(dataDir, 'web'),
  ...(PROFILE ? { NODE_OPTIONS: profilerNodeOptions(profileDir) } : {}),
};

const server = await startServer(env);
if (!(await fetch(`${server.url}/api/app/lottery/result/current`).then((r) => r.ok, () => false))) {
  console.error('addbet bench: the server did not start (see its output above)');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const config = loadConfig({ ...env, NODE_OPTIONS: undefined });
const { db } = await openDatabase({ dataDir });
let stopped = false;
try {
  // A period open for the whole run, on its own committed chain (a far-future day the schedule never touches).
  const now = Date.now();
  const issue = '209912310001';
  await db.insertInto('drawChain').values({ id: '20991231', seedHex: '11'.repeat(32), commitmentHex: '00'.repeat(32), length: 288, firstIssue: issue, algorithm: 'pk10-hmac-sha256-v1', salt: '', createdAt: now }).execute();
  await db
    .insertInto('drawPeriod')
    .values({ issue, chainId: '20991231', chainIndex: 1, openAt: now - 1000, closeAt: now + 15 * 60_000, drawAt: now + 15 * 60_000 + 30_000, status: 'scheduled', result: null, revealedKeyHex: null, drawnAt: null, settledAt: null, cancelReason: null })
    .execute();

  // Players with a credited balance (and its ledger row) and a login session each.
  const { tokens } = await createFundedPlayers(db, new TokenService(db, config.jwt), { count: PLAYERS, credit: 1_000_000_000, tag: 'bench', phonePrefix: '+8613700', now });
  const auth = tokens.map((token) => `Bearer ${token}`);
  const oddsIds = (await db.selectFrom('odds').select('id').execute()).map((r) => r.id);

  let sequence = 0;
  const runId = randomBytes(3).toString('hex');
  const tally = { accepted: 0, refused: new Map() };
  const request = (counting) => ({
    method: 'POST',
    path: '/api/app/bet/bet/addbet',
    setupRequest(req) {
      return addbetRequest(req, sequence++, { issue, oddsIds, auth, runId });
    },
    onResponse(status, body) {
      if (!counting) return;
      let code;
      let message = `HTTP ${status}`;
      try {
        ({ code, message } = JSON.parse(body));
      } catch {
        // Not an envelope (a proxy's error page, say): it is tallied under its HTTP status.
      }
      if (status === 200 && code === 1000) tally.accepted++;
      else tally.refused.set(message, (tally.refused.get(message) ?? 0) + 1);
    },
  });

  // Warm-up (not reported): lets the server's JIT settle.
  await autocannon({ url: server.url, connections: 10, duration: 2, requests: [request(false)] });
  const slipsBefore = Number((await db.selectFrom('betSlip').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: DURATION, requests: [request(true)] });
  const slipsAfter = Number((await db.selectFrom('betSlip').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  // Accepted answers within the timed run (the database count also holds slips still in flight at either end).
  const slipsPerSecond = tally.accepted / DURATION;

  const money = await checkMoney(db, require('kysely').sql);

  const refused = [...tally.refused.entries()].map(([m, n]) => `${n} × ${m}`).join('; ') || 'none';
  console.log(`addbet on SQLite (autocannon, ${CONNECTIONS} connections, ${DURATION} s, ${PLAYERS} players, 2 selections per slip), Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}${PROFILE ? ', server under the CPU profiler' : ''}`);
  console.log(
    `  ${slipsPerSecond.toFixed(0).padStart(6)} slips/s (target ≥ ${TARGET.slipsPerSecond})   ${result.requests.average.toFixed(0)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms (target ≤ ${TARGET.p99})   p99.9 ${result.latency.p99_9} ms   max ${result.latency.max} ms   errors ${result.errors}   timeouts ${result.timeouts}   non-2xx ${result.non2xx}   refused ${refused}`,
  );
  console.log(`  ${tally.accepted} slips accepted in the run (${slipsAfter - slipsBefore} written meanwhile)`);
  console.log(`  money: ${money.summary}`);

  await db.destroy();
  await server.stop();
  stopped = true;
  if (PROFILE) printProfile(profileDir, 'addbet');
} finally {
  if (!stopped) {
    await db.destroy().catch(() => {});
    await server.stop();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
