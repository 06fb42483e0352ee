// Soak run: 10 minutes of mixed traffic and live sockets against the built server on SQLite with its draw schedule running fast, watching its memory. Run: npm run soak (SOAK_SECONDS=60 npm run soak for a quick try); not part of CI or npm test.
//
// The server runs with DRAW_INTERVAL_SECONDS=60 and DRAW_CLOSE_SECONDS=10 (both overridable), so a period opens every
// minute, closes 10 s before its draw, is drawn and settled while the load goes on. N players get a balance and a login
// session directly in the database, then autocannon paces SOAK_RATE requests/s (1,300: half the addbet bench) over
// SOAK_CONNECTIONS connections, half of them addbet slips on the open period (refused while betting is closed: counted as
// refusals, not errors), half the reads a player makes (current period, results, trend, my bets, profile, bill, notices,
// board). Meanwhile SOAK_SOCKETS socket.io clients stay connected with player tokens and SOAK_CHURNERS more connect and
// disconnect over and over. Every 30 s one line: requests, errors (HTTP >= 500, network, answers that are not an
// envelope), refusals (code != 1000), the server's RSS (/proc/<pid>/status) and JS heap (a preload in the server process
// writes process.memoryUsage() to a file; no server code involved), sockets and events. At the end: totals, refusals by
// message, draws settled, the memory series and a verdict on growth, and the money check (every ledger sums to its balance).
// Other knobs: SOAK_PLAYERS (1000). Ctrl-C ends the load early and still prints the summary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { io as connectSocket } from 'socket.io-client';
import { ROOT, buildTargets, isStale, run } from '../lib/workspace.mjs';
import { freshSecrets, startServer } from './serve-for-bench.mjs';
import { checkMoney, createFundedPlayers } from './bench-money.mjs';

const DURATION = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 1300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 100);
const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 1000);
const LIVE_SOCKETS = Number(process.env.SOAK_SOCKETS ?? 200);
const CHURNERS = Number(process.env.SOAK_CHURNERS ?? 20);
const DRAW_INTERVAL = process.env.DRAW_INTERVAL_SECONDS ?? '60';
const DRAW_CLOSE = process.env.DRAW_CLOSE_SECONDS ?? '10';
const REPORT_MS = Number(process.env.SOAK_REPORT_SECONDS ?? 30) * 1000;
const SAMPLE_MS = Math.min(5000, Math.max(1000, (DURATION * 1000) / 30));
const MB = 1024 * 1024;
/** USER_HZ: the unit of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

// The traffic mix, out of 100 requests.
const MIX = { addbet: 50, current: 10, results: 6, trend: 4, history: 8, person: 8, bill: 6, notices: 4, board: 4 };
const LANGUAGES = ['zh-cn', 'en', 'zh-tw', 'es', 'fr'];

// The server's build should match its sources; when others' work in progress breaks it, the existing build serves.
const serverBuild = buildTargets().find((t) => t.name === 'server');
if (isStale(serverBuild.output, serverBuild.inputs)) {
  const code = await run(...serverBuild.command);
  if (code !== 0) {
    if (!fs.existsSync(path.join(ROOT, serverBuild.output))) process.exit(code);
    console.warn('soak: the server build failed; running the existing server/dist');
  }
}

const require = createRequire(path.join(ROOT, 'server', 'dist', 'main.js'));
const { openDatabase } = require('./db/database.js');
const { loadConfig } = require('./config.js');
const { TokenService } = require('./plugins/app/auth.js');
const { sql } = require('kysely');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-soak-'));
const memoryFile = path.join(dataDir, 'memory.json');
const accessTtl = Math.max(7200, DURATION + 3600);
const env = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  DRAW_INTERVAL_SECONDS: DRAW_INTERVAL,
  DRAW_CLOSE_SECONDS: DRAW_CLOSE,
  DRAW_SCHEDULER: 'on',
  WELCOME_CREDIT_CENTS: '0',
  ...freshSecrets(),
  JWT_ACCESS_TTL_SECONDS: String(accessTtl),
  JWT_REFRESH_TTL_SECONDS: String(accessTtl + 86_400),
  WEB_ROOT: path.join(dataDir, 'web'),
  SOAK_MEMORY_FILE: memoryFile,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${writeMemoryProbe()}`.trim(),
};

/** A preload that writes the server's process.memoryUsage() to a file every second (main thread only, timer unref'd). */
function writeMemoryProbe() {
  const file = path.join(dataDir, 'memory-probe.cjs');
  fs.writeFileSync(
    file,
    `if (require('node:worker_threads').isMainThread && process.env.SOAK_MEMORY_FILE) {
  const fs = require('node:fs');
  const file = process.env.SOAK_MEMORY_FILE;
  setInterval(() => {
    try {
      fs.writeFileSync(file + '.tmp', JSON.stringify(process.memoryUsage()));
      fs.renameSync(file + '.tmp', file);
    } catch {}
  }, 1000).unref();
}
`,
  );
  return file;
}

const server = await startServer(env);
if (!(await fetch(`${server.url}/api/app/lottery/result/current`).then((r) => r.ok, () => false))) {
  console.error('soak: the server did not start (see its output above)');
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
const config = loadConfig({ ...env, NODE_OPTIONS: undefined });
const { db } = await openDatabase({ dataDir });
const sockets = [];
let stopping = false;
try {
  // Players with a credited balance (and its ledger row) and a login session each.
  const now = Date.now();
  const { tokens } = await createFundedPlayers(db, new TokenService(db, config.jwt), { count: PLAYERS, credit: 1_000_000_000, tag: 'soak', phonePrefix: '+8613800', now });
  const oddsIds = (await db.selectFrom('odds').select('id').execute()).map((r) => r.id);

  // The period to bet on: from /current answers in the traffic and from period.opened events.
  let issue = null;
  const current = async () => (await (await fetch(`${server.url}/api/app/lottery/result/current`)).json()).data?.period;
  const firstWait = Date.now();
  for (;;) {
    const period = await current();
    if (period?.status === 'open') {
      issue = period.issue;
      break;
    }
    if (Date.now() - firstWait > (Number(DRAW_INTERVAL) + 15) * 1000) {
      console.error(`soak: no period opened within ${DRAW_INTERVAL} s (last seen: ${JSON.stringify(period)})`);
      process.exitCode = 1;
      throw new Error('no open period');
    }
    await sleep(500);
  }

  // Socket clients. Live ones stay connected (websocket); churners connect, stay 0.5–3 s, leave, and start again
  // (every other one through long-polling first, as a browser does).
  const events = new Map();
  const drawReceipts = new Map(); // issue → live clients that received its result
  const live = { drops: new Map(), reconnects: 0, duplicates: 0, connectErrors: new Map() };
  const churn = { cycles: 0, failures: new Map(), connected: 0 };
  const onEvent = (name, payload) => {
    events.set(name, (events.get(name) ?? 0) + 1);
    if (name === 'period.opened' && payload?.period?.issue) issue = payload.period.issue;
  };
  const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  await Promise.all(
    Array.from({ length: LIVE_SOCKETS }, (_, i) => {
      const socket = connectSocket(server.url, { forceNew: true, transports: ['websocket'], auth: { token: tokens[i % tokens.length] } });
      const seen = new Set();
      sockets.push(socket);
      socket.onAny((name, payload) => {
        onEvent(name, payload);
        if (name === 'result.drawn') {
          if (seen.has(payload.issue)) live.duplicates++;
          seen.add(payload.issue);
          drawReceipts.set(payload.issue, (drawReceipts.get(payload.issue) ?? 0) + 1);
        }
      });
      socket.on('disconnect', (reason) => {
        if (!stopping) bump(live.drops, reason);
      });
      socket.io.on('reconnect', () => live.reconnects++);
      socket.on('connect_error', (error) => bump(live.connectErrors, error.message));
      return new Promise((resolve) => {
        socket.once('connect', resolve);
        setTimeout(resolve, 15_000).unref();
      });
    }),
  );
  const liveConnected = () => sockets.filter((s) => s.connected).length;
  if (liveConnected() < LIVE_SOCKETS) console.warn(`soak: only ${liveConnected()} of ${LIVE_SOCKETS} live sockets connected`);
  const churners = Array.from({ length: CHURNERS }, (_, i) =>
    (async () => {
      const token = tokens[(LIVE_SOCKETS + i) % tokens.length];
      while (!stopping) {
        const socket = connectSocket(server.url, { forceNew: true, reconnection: false, transports: i % 2 ? ['websocket'] : ['polling', 'websocket'], auth: { token } });
        socket.onAny(onEvent);
        const connected = await new Promise((resolve) => {
          const timer = setTimeout(() => resolve('timeout'), 10_000);
          socket.once('connect', () => (clearTimeout(timer), resolve(true)));
          socket.once('connect_error', (error) => (clearTimeout(timer), resolve(error.message)));
        });
        if (connected === true) {
          churn.connected++;
          await sleep(500 + Math.random() * 2500);
          churn.connected--;
          churn.cycles++;
        } else bump(churn.failures, connected);
        socket.disconnect();
        await sleep(100);
      }
    })(),
  );

  // Traffic: one paced autocannon run; each request picks its kind from a shuffled 100-slot schedule.
  const slots = Object.entries(MIX).flatMap(([kind, weight]) => Array(weight).fill(kind));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = (i * 7919 + 13) % (i + 1);
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  const runId = randomBytes(3).toString('hex');
  let sequence = 0;
  const tally = { ok: 0, accepted: 0, refusals: 0, errors: 0, byKind: new Map(), refusedBy: new Map(), errorsBy: new Map() };
  const json = (body) => JSON.stringify(body);
  const build = (kind, n) => {
    const player = (n * 7) % tokens.length;
    const headers = { authorization: `Bearer ${tokens[player]}`, language: LANGUAGES[n % LANGUAGES.length] };
    const post = (p, body) => ({ method: 'POST', path: p, headers: { ...headers, 'content-type': 'application/json' }, body: json(body) });
    const get = (p) => ({ method: 'GET', path: p, headers, body: undefined });
    switch (kind) {
      case 'addbet': {
        const items = [
          { oddsId: oddsIds[(n * 7) % oddsIds.length], amount: 100 + ((n * 37) % 900) },
          { oddsId: oddsIds[(n * 13 + 5) % oddsIds.length], amount: 100 + ((n * 53) % 900) },
        ];
        const req = post('/api/app/bet/bet/addbet', { issue, requestId: `${runId}-${n}`, items });
        req.headers.language = 'en';
        return req;
      }
      case 'current':
        return get('/api/app/lottery/result/current');
      case 'results':
        return get(`/api/app/lottery/result/getList?page=${1 + (n % 3)}&size=20`);
      case 'trend':
        return get(`/api/app/lottery/result/getList?page=1&size=${[30, 50, 100][n % 3]}`);
      case 'history':
        return post('/api/app/bet/bet/getHistory', { page: 1 + (n % 2), size: 20 });
      case 'person':
        return get('/api/app/user/info/person');
      case 'bill':
        return post('/api/app/user/balanceLog/page', { page: 1, size: 20 });
      case 'notices':
        return post('/api/app/notice/notice/page', { page: 1, size: 10 });
      default:
        return post('/api/app/bet/rank/playItems', {});
    }
  };
  const request = {
    setupRequest(req, context) {
      const n = sequence++;
      const kind = slots[n % slots.length];
      context.kind = kind;
      return { ...req, ...build(kind, n) };
    },
    onResponse(status, body, context) {
      const kind = context.kind ?? '?';
      bump(tally.byKind, kind);
      let envelope;
      try {
        envelope = JSON.parse(body);
      } catch {
        // Not JSON: an error below.
      }
      const isEnvelope = envelope && typeof envelope === 'object' && typeof envelope.code === 'number' && typeof envelope.message === 'string';
      if (status >= 500 || !isEnvelope) {
        tally.errors++;
        bump(tally.errorsBy, `${kind}: HTTP ${status}${isEnvelope ? ` ${envelope.message}` : ', not an envelope'}`);
      } else if (status === 200 && envelope.code === 1000) {
        tally.ok++;
        if (kind === 'addbet') tally.accepted++;
        if (kind === 'current' && envelope.data?.period?.status === 'open') issue = envelope.data.period.issue;
      } else {
        tally.refusals++;
        bump(tally.refusedBy, `${kind}: ${status === 200 ? '' : `HTTP ${status} `}${envelope.code} ${envelope.message.replace(/\d{12}/g, '{issue}')}`);
      }
    },
  };

  const samples = [];
  const cpuStart = serverCpuTicks();
  const sample = () => {
    const status = procStatus(server.pid);
    if (!status) return;
    let heap;
    try {
      heap = JSON.parse(fs.readFileSync(memoryFile, 'utf8'));
    } catch {
      // Not written yet.
    }
    // native: anonymous memory outside V8's committed heap and its external buffers (SQLite's page caches, malloc).
    const native = heap ? status.RssAnon - heap.heapTotal - heap.external : undefined;
    samples.push({ t: Date.now() - start, rss: status.VmRSS, anon: status.RssAnon, heap: heap?.heapUsed, heapTotal: heap?.heapTotal, external: heap?.external, native });
  };

  console.log(
    `soak on SQLite: ${DURATION} s, ${RATE} req/s paced over ${CONNECTIONS} connections (${Object.entries(MIX)
      .map(([k, w]) => `${k} ${w}%`)
      .join(', ')}), ${PLAYERS} players, ${liveConnected()} live sockets + ${CHURNERS} churning, draws every ${DRAW_INTERVAL} s (betting closes ${DRAW_CLOSE} s before)`,
  );
  console.log(`  Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${loadavg()}, server pid ${server.pid}`);

  const start = Date.now();
  sample();
  // ignoreCoordinatedOmission: autocannon 8 corrects paced latencies with an expected interval of ceil(1 / rate) = 1 ms,
  // which turns one slow answer into thousands of made-up samples; the figures here are the answers' own times.
  const instance = autocannon({ url: server.url, connections: CONNECTIONS, overallRate: RATE, ignoreCoordinatedOmission: true, duration: DURATION, requests: [request] });
  let latencies = [];
  instance.on('response', (client, status, bytes, responseTime) => latencies.push(responseTime));
  instance.on('reqError', (error) => {
    tally.errors++;
    bump(tally.errorsBy, `network: ${error?.code ?? error?.message ?? error}`);
  });
  const onSigint = () => instance.stop();
  process.once('SIGINT', onSigint);
  const sampler = setInterval(sample, SAMPLE_MS);
  let last = { at: start, requests: 0, errors: 0, refusals: 0, events: 0, byEvent: new Map(), cpu: cpuStart, driverCpu: process.cpuUsage() };
  const report = () => {
    const at = Date.now();
    const requests = tally.ok + tally.refusals + tally.errors;
    const eventTotal = [...events.values()].reduce((a, b) => a + b, 0);
    const delta = (name) => (events.get(name) ?? 0) - (last.byEvent.get(name) ?? 0);
    const cpu = serverCpuTicks();
    const driverCpu = process.cpuUsage(last.driverCpu);
    const cpuPct = cpu !== undefined && last.cpu !== undefined ? ((cpu - last.cpu) / CLOCK_TICKS / ((at - last.at) / 1000)) * 100 : undefined;
    const m = samples.at(-1);
    const sorted = latencies.sort((a, b) => a - b);
    const pct = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    latencies = [];
    console.log(
      [
        `${clock(at - start).padStart(6)}`,
        `reqs +${fmt(requests - last.requests)} (${fmt(requests)})`,
        `${fmt((requests - last.requests) / ((at - last.at) / 1000))}/s`,
        `p50 ${fmt(pct(0.5))} p99 ${fmt(pct(0.99))} max ${fmt(sorted.at(-1) ?? 0)} ms`,
        `errors +${fmt(tally.errors - last.errors)} (${fmt(tally.errors)})`,
        `refused +${fmt(tally.refusals - last.refusals)} (${fmt(tally.refusals)})`,
        `rss ${mb(m?.rss)} MB (anon ${mb(m?.anon)}) heap ${mb(m?.heap)} MB`,
        `cpu server ${cpuPct === undefined ? '?' : cpuPct.toFixed(0)}% soak ${(((driverCpu.user + driverCpu.system) / 1000 / (at - last.at)) * 100).toFixed(0)}%`,
        `sockets ${liveConnected()}/${LIVE_SOCKETS} live + ${churn.connected} churning (${fmt(churn.cycles)} cycles)`,
        `events +${fmt(eventTotal - last.events)} (period ${fmt(delta('period.opened') + delta('period.closed'))}, result ${fmt(delta('result.drawn'))}, balance ${fmt(delta('balance.changed'))}, settled ${fmt(delta('bet.settled'))})`,
        `load ${os.loadavg()[0].toFixed(1)}`,
      ].join('  '),
    );
    last = { at, requests, errors: tally.errors, refusals: tally.refusals, events: eventTotal, byEvent: new Map(events), cpu, driverCpu: process.cpuUsage() };
  };
  const reporter = setInterval(report, REPORT_MS);
  const result = await instance;
  const end = Date.now();
  clearInterval(reporter);
  process.off('SIGINT', onSigint);
  if (end - last.at > 2000) report();
  sample();
  clearInterval(sampler);
  const serverAlive = !server.exited;

  // Sockets down, then the server (it finishes a settlement under way), then the checks on its database.
  stopping = true;
  const liveAtEnd = liveConnected();
  for (const socket of sockets) socket.disconnect();
  await Promise.all(churners);
  const dbFile = path.join(dataDir, 'app.sqlite');
  const fileMb = ['', '-wal'].reduce((sum, suffix) => sum + (fs.existsSync(dbFile + suffix) ? fs.statSync(dbFile + suffix).size : 0), 0) / MB;
  await server.stop();

  const draws = (
    await sql`select count(*) as due,
                     sum(case when status = 'settled' then 1 else 0 end) as settled,
                     sum(case when status in ('cancelled', 'refunded') then 1 else 0 end) as cancelled,
                     max(case when settled_at is not null then settled_at - draw_at end) as lag
              from draw_period where draw_at >= ${start} and draw_at <= ${end}`.execute(db)
  ).rows[0];
  const bets = (
    await sql`select (select count(*) from bet where created_at >= ${start}) as n,
                     (select count(*) from bet b join draw_period p on p.issue = b.issue where b.created_at >= ${start} and p.status = 'settled') as settled,
                     (select coalesce(sum(amount), 0) from balance_log where type = 4 and created_at >= ${start}) as paid`.execute(db)
  ).rows[0];
  const money = await checkMoney(db, sql);

  // Summary.
  const seconds = (end - start) / 1000;
  const total = tally.ok + tally.refusals + tally.errors;
  const list = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${fmt(n)} × ${k}`);
  console.log(`\nsummary (${seconds.toFixed(0)} s, load ${loadavg()})`);
  console.log(
    `  requests ${fmt(total)} (${fmt(total / seconds)}/s; target ${fmt(RATE)}/s${total / seconds < RATE * 0.95 ? ' NOT reached' : ''})   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   p99.9 ${result.latency.p99_9} ms   max ${result.latency.max} ms`,
  );
  console.log(`  by kind: ${list(tally.byKind).join(', ')}`);
  console.log(`  addbet: ${fmt(tally.accepted)} slips accepted`);
  console.log(`  errors ${fmt(tally.errors)}${tally.errors ? `: ${list(tally.errorsBy).join('; ')}` : ''}`);
  console.log(`  refusals ${fmt(tally.refusals)}${tally.refusals ? ':' : ''}`);
  for (const line of list(tally.refusedBy)) console.log(`    ${line}`);
  console.log(
    `  draws: ${draws.due ?? 0} due during the run, ${draws.settled ?? 0} settled (slowest ${draws.lag ?? '?'} ms after its draw time), ${draws.cancelled ?? 0} cancelled; bets placed ${fmt(Number(bets.n))}, on settled periods ${fmt(Number(bets.settled))}, winnings credited ${fmt(Number(bets.paid ?? 0))} cents`,
  );
  const drawCounts = [...drawReceipts.values()];
  console.log(
    `  sockets: ${liveAtEnd}/${LIVE_SOCKETS} live at the end; drops ${list(live.drops).join(', ') || 'none'}; reconnects ${live.reconnects}; connect errors ${list(live.connectErrors).join(', ') || 'none'}; churn cycles ${fmt(churn.cycles)}, failures ${list(churn.failures).join(', ') || 'none'}`,
  );
  console.log(
    `  events: ${list(events).join(', ') || 'none'}; each result reached ${drawCounts.length ? `${Math.min(...drawCounts)}–${Math.max(...drawCounts)}` : '–'} of ${LIVE_SOCKETS} live clients, duplicates ${live.duplicates}`,
  );
  console.log(`  server ${serverAlive ? 'ran throughout' : 'EXITED during the run'}; SQLite file + WAL ${fileMb.toFixed(0)} MB at the end (its page cache grows with the file up to cache_size)`);
  console.log(`  memory (${samples.length} samples every ${(SAMPLE_MS / 1000).toFixed(0)} s):`);
  for (const [label, key] of [
    ['RSS', 'rss'],
    ['RSS anon', 'anon'],
    ['JS heap', 'heap'],
    ['V8 heap committed', 'heapTotal'],
    ['external', 'external'],
    ['native', 'native'],
  ]) {
    const series = samples.filter((s) => s[key] !== undefined).map((s) => ({ t: s.t, v: s[key] }));
    if (series.length < 3) {
      console.log(`    ${label.padEnd(17)} too few samples`);
      continue;
    }
    const values = series.map((s) => s.v);
    const g = growth(series, end - start);
    console.log(
      `    ${label.padEnd(17)} first ${mb(values[0])} MB, last ${mb(values.at(-1))}, max ${mb(Math.max(...values))}; mean middle third ${mb(g.middle)}, last third ${mb(g.last)}; slope over the last two thirds ${g.slope.toFixed(2)} MB/min (middle ${g.slopeMiddle.toFixed(2)}, last ${g.slopeLast.toFixed(2)}) → ${g.verdict}`,
    );
    // The series itself, one value per minute (the sample nearest each minute mark), to read the shape by eye.
    const marks = Array.from({ length: Math.floor((end - start) / 60_000) + 1 }, (_, i) => series.reduce((best, s) => (Math.abs(s.t - i * 60_000) < Math.abs(best.t - i * 60_000) ? s : best)));
    console.log(`    ${''.padEnd(17)} each minute: ${marks.map((s) => mb(s.v)).join(' ')}`);
  }
  console.log(`  money: ${money.summary}`);
  if (!money.ok || !serverAlive) process.exitCode = 1;
} finally {
  stopping = true;
  for (const socket of sockets) socket.disconnect();
  await db.destroy().catch(() => {});
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Mean of the middle and last thirds (the first is warm-up: caches filling) and Theil–Sen slopes in MB/min (the median of
 * the pairwise slopes, so one garbage-collection peak does not tilt them), with a plain verdict: growth is sustained when
 * the last third's mean is more than 2 % (and 2 MB) above the middle third's and the slope over both is above 1 MB/min.
 */
function growth(series, spanMs) {
  const middle = series.filter((s) => s.t >= spanMs / 3 && s.t < (2 * spanMs) / 3);
  const lastThird = series.filter((s) => s.t >= (2 * spanMs) / 3);
  const mean = (xs) => (xs.length ? xs.reduce((a, s) => a + s.v, 0) / xs.length : NaN);
  const slope = (xs) => {
    const slopes = [];
    for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) if (xs[j].t > xs[i].t) slopes.push((xs[j].v - xs[i].v) / (xs[j].t - xs[i].t));
    if (slopes.length === 0) return 0;
    slopes.sort((a, b) => a - b);
    const mid = slopes.length >> 1;
    const median = slopes.length % 2 ? slopes[mid] : (slopes[mid - 1] + slopes[mid]) / 2;
    return (median * 60_000) / MB;
  };
  const g = { middle: mean(middle), last: mean(lastThird), slope: slope([...middle, ...lastThird]), slopeMiddle: slope(middle), slopeLast: slope(lastThird) };
  const sustained = g.last - g.middle > Math.max(0.02 * g.middle, 2 * MB) && g.slope > 1;
  if (!sustained) g.verdict = 'no sustained growth';
  else if (g.slopeLast < 0.3 * g.slopeMiddle) g.verdict = `grew ~${g.slope.toFixed(1)} MB/min, levelling off in the last third`;
  else g.verdict = `grows ~${g.slope.toFixed(1)} MB/min`;
  return g;
}

/** VmRSS and RssAnon of a process, in bytes; undefined once it has gone. */
function procStatus(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) * 1024;
    return { VmRSS: field('VmRSS'), RssAnon: field('RssAnon') };
  } catch {
    return undefined;
  }
}

/** The server's user + system CPU time in clock ticks (USER_HZ, 100 on Linux). */
function serverCpuTicks() {
  try {
    const stat = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
function fmt(n) {
  return Math.round(n).toLocaleString('en-US');
}
function mb(bytes) {
  return bytes === undefined || Number.isNaN(bytes) ? '?' : (bytes / MB).toFixed(0);
}
function clock(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
function loadavg() {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
