// `npm run bench:scale`: a year of data, then every player-facing read timed against the built server.
// The year is built with the server's own code: each day's hash chain, every period's result from its chain key
// (drawPermutation), every period's stored outcomes (the draw engine's own choice of rows), the payout definition that
// settlement uses (payoutOf) and a reconciliation of the kept counters. Slips, bets and the ledger are written set-based
// and consistently: one debit row per slip, one winning/refund row per paying bet, running balances that never go below
// zero, every ledger summing to its balance (checked). Then the real server runs on that database (its schedule on) and
// each read is timed at the first page and at the deepest one: one request at a time (p50, p99) and at 10 connections.
// Figures only, no pass/fail. SQLite always; PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set (a fresh
// schema, ANALYZEd, dropped afterwards).
// Run: npm run bench:scale   (SCALE_DAYS=365, SCALE_PLAYERS=10000, SCALE_BETS=2000000, SCALE_HEAVY_SHARE=0.1,
//                             ONLY=sqlite|postgres, SCALE_KEEP=1 keeps the SQLite directory or PostgreSQL schema, SCALE_SECONDS=5 per concurrent run)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';
import autocannon from 'autocannon';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { ROOT, buildTargets, isStale, runOrExit } from '../lib/workspace.mjs';
import { startServer } from './serve-for-bench.mjs';
import { checkMoney } from './bench-money.mjs';

const DAYS = Number(process.env.SCALE_DAYS ?? 365);
const PLAYERS = Number(process.env.SCALE_PLAYERS ?? 10_000);
const BETS = Number(process.env.SCALE_BETS ?? 2_000_000);
const HEAVY_SHARE = Number(process.env.SCALE_HEAVY_SHARE ?? 0.1);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 5);
const PG_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const PAGE_SIZE = 20;

const serverBuild = buildTargets().find((t) => t.name === 'server');
if (isStale(serverBuild.output, serverBuild.inputs)) await runOrExit(...serverBuild.command);
const requireDist = createRequire(path.join(ROOT, 'server', 'dist', 'main.js'));
const { TokenService } = requireDist('./plugins/app/auth.js');

const src = (file) => tsImport(`../../server/src/${file}.ts`, import.meta.url);
const { openDatabase } = await src('db/database');
const { migrateToLatest } = await src('db/migrate');
const { seedAll } = await src('seed/seed-all');
const { loadConfig } = await src('config');
const { createHashChain } = await src('domain/draw/hash-chain');
const { drawPermutation, DRAW_ALGORITHM_VERSION } = await src('domain/draw/draw-permutation');
const { businessDate, periodsOfDay } = await src('domain/draw/period-schedule');
const { periodOutcomes, BET_STATUS } = await src('domain/draw/period-outcomes');
const { payoutOf } = await src('betting/bet-outcome');
const { storedOutcomeRows } = await src('draws/draw-engine');
const { reconcileCounters } = await src('ledger/player-counters');
const { sql } = await import('kysely');

const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;
const fmt = (n) => Math.round(n).toLocaleString('en');
const log = (text) => console.log(`  ${text}`);

function previousDate(date) {
  const d = new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6, 8) - 1));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** Bulk rows: one prepared statement in one transaction on SQLite, unnest() of column arrays on PostgreSQL. */
function bulkWriter(dialect, db, sqliteFile) {
  if (dialect === 'sqlite') {
    const connection = new SQLite(sqliteFile);
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = OFF');
    return {
      async insert(table, columns, _types, rows) {
        const statement = connection.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
        connection.transaction(() => {
          for (const row of rows) statement.run(row);
        })();
      },
      close: () => connection.close(),
    };
  }
  return {
    async insert(table, columns, types, rows) {
      for (let i = 0; i < rows.length; i += 50_000) {
        const chunk = rows.slice(i, i + 50_000);
        const arrays = columns.map((_, c) => chunk.map((row) => row[c]));
        await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) select * from unnest(${sql.join(arrays.map((a, c) => sql`${a}::${sql.raw(types[c])}[]`))})`.execute(db);
      }
    },
    close() {},
  };
}

async function buildYear(dialect, db, config, sqliteFile) {
  const started = process.hrtime.bigint();
  const writer = bulkWriter(dialect, db, sqliteFile);
  const schedule = { timeZone: config.timeZone, intervalSeconds: config.draws.intervalSeconds, closeSeconds: config.draws.closeSeconds };
  const items = await db.selectFrom('odds').select(['rankId', 'code']).execute();
  // The year ends with yesterday: the server's own schedule takes over from today.
  let date = previousDate(businessDate(Date.now(), config.timeZone));
  const dates = [];
  for (let i = 0; i < DAYS; i++) {
    dates.unshift(date);
    date = previousDate(date);
  }
  let periods = 0;
  let outcomeRows = 0;
  for (let d = 0; d < dates.length; d += 10) {
    const chains = [];
    const periodRows = [];
    const outcomes = [];
    for (const day of dates.slice(d, d + 10)) {
      const times = periodsOfDay(day, schedule);
      const chain = createHashChain(times.length);
      chains.push([day, chain.seedHexForStorage(), chain.commitmentHex, times.length, times[0].issue, DRAW_ALGORITHM_VERSION, config.draws.salt, times[0].openAt - 86_400_000]);
      for (const t of times) {
        const key = chain.keyFor(t.index);
        const places = drawPermutation(key, t.issue, config.draws.salt);
        periodRows.push([t.issue, day, t.index, t.openAt, t.closeAt, t.drawAt, 'settled', places.join(','), key.toString('hex'), t.drawAt, t.drawAt + 1000, null]);
        for (const o of storedOutcomeRows(periodOutcomes(places, items, config.sumEleven))) outcomes.push([t.issue, o.rankId, o.code, o.outcome]);
      }
    }
    await writer.insert('draw_chain', ['id', 'seed_hex', 'commitment_hex', 'length', 'first_issue', 'algorithm', 'salt', 'created_at'], ['varchar', 'varchar', 'varchar', 'int', 'varchar', 'varchar', 'varchar', 'int8'], chains);
    await writer.insert(
      'draw_period',
      ['issue', 'chain_id', 'chain_index', 'open_at', 'close_at', 'draw_at', 'status', 'result', 'revealed_key_hex', 'drawn_at', 'settled_at', 'cancel_reason'],
      ['varchar', 'varchar', 'int', 'int8', 'int8', 'int8', 'varchar', 'varchar', 'varchar', 'int8', 'int8', 'varchar'],
      periodRows,
    );
    await writer.insert('draw_outcome', ['issue', 'rank_id', 'code', 'outcome'], ['varchar', 'int', 'varchar', 'int'], outcomes);
    periods += periodRows.length;
    outcomeRows += outcomes.length;
  }
  writer.close();
  log(`${fmt(periods)} drawn periods over ${DAYS} days, ${fmt(outcomeRows)} outcome rows (${seconds(started).toFixed(0)} s)`);

  // Players: number 1 is the heavy one (HEAVY_SHARE of all slips), the others share the rest.
  const t0 = process.hrtime.bigint();
  const series = (n) =>
    dialect === 'postgres' ? sql`select g - 1 as n from generate_series(1::bigint, ${sql.lit(n)}) g` : sql`with recursive s(n) as (select 0 union all select n + 1 from s where n < ${sql.lit(n - 1)}) select n from s`;
  const firstAt = Number((await sql`select min(open_at) as t from draw_period`.execute(db)).rows[0].t);
  await sql`insert into app_user (phone, nickname, balance, created_at, updated_at) select '1390' || (1000000 + n), 'scale' || n, 0, ${firstAt - 86_400_000}, ${firstAt} from (${series(PLAYERS)}) p`.execute(db);
  const heavy = Number((await sql`select min(id) as id from app_user where nickname like 'scale%'`.execute(db)).rows[0].id);
  const slips = Math.floor(BETS / 2);
  const heavyEvery = Math.max(1, Math.round(1 / HEAVY_SHARE));
  // Slip s: period floor(s × P / S), placed (s mod 200) s after it opens; two bets each, items spread over the catalogue.
  await sql`
    insert into bet_slip (user_id, request_id, issue, total, created_at)
    select case when s.n % ${sql.lit(heavyEvery)} = 0 then ${sql.lit(heavy)} else ${sql.lit(heavy + 1)} + (s.n * 7919) % ${sql.lit(PLAYERS - 1)} end,
           'scale-' || s.n, p.issue, 0, p.open_at + (s.n % 200) * 1000
    from (${series(slips)}) s
    join (select issue, open_at, row_number() over (order by issue) - 1 as k from draw_period) p on p.k = (s.n * ${sql.lit(periods)}) / ${sql.lit(slips)}
    order by p.open_at + (s.n % 200) * 1000, s.n
  `.execute(db);
  await sql`
    insert into bet (slip_id, user_id, issue, odds_id, rank_id, type, code, odds, amount, created_at)
    select sl.id, sl.user_id, sl.issue, o.id, o.rank_id, o.type, o.code, o.odds, 100 + ((sl.id * 2 + h.h) * 37) % 4901, sl.created_at
    from bet_slip sl
    cross join (select 0 as h union all select 1) h
    join (select id, rank_id, type, code, odds, row_number() over (order by id) - 1 as k from odds) o on o.k = ((sl.id * 2 + h.h) * 7 + sl.id % 13) % ${sql.lit(items.length)}
    order by sl.id, h.h
  `.execute(db);
  await sql`update bet_slip set total = t.total from (select slip_id, sum(amount) as total from bet group by slip_id) t where t.slip_id = bet_slip.id`.execute(db);
  log(`${fmt(PLAYERS)} players, ${fmt(slips)} slips, ${fmt(slips * 2)} bets (${seconds(t0).toFixed(0)} s)`);

  // The ledger in time order: a recharge that covers every stake, a debit per slip, a credit per paying bet at settlement.
  const t1 = process.hrtime.bigint();
  const paying = [BET_STATUS.won, BET_STATUS.push, BET_STATUS.refunded].map((s) => sql.lit(s));
  await sql`
    insert into balance_log (user_id, type, amount, balance_after, ref_key, remark, created_at)
    select user_id, type, amount, sum(amount) over (partition by user_id order by created_at, seq rows unbounded preceding), ref_key, remark, created_at
    from (
      select u.id as user_id, 0 as type, coalesce((select sum(total) from bet_slip s where s.user_id = u.id), 0) + 100000 as amount,
             'scale:' || u.id as ref_key, null as remark, u.created_at, 0 as seq
      from app_user u where u.nickname like 'scale%'
      union all
      select s.user_id, 2, -s.total, 'slip:' || s.id, s.issue, s.created_at, s.id from bet_slip s
      union all
      select b.user_id, case o.outcome when ${sql.lit(BET_STATUS.won)} then 4 else 5 end, ${payoutOf(sql`o.outcome`)}, 'bet:' || b.id, b.issue, p.settled_at, b.id
      from bet b join draw_period p on p.issue = b.issue
      join draw_outcome o on o.issue = b.issue and o.rank_id = b.rank_id and o.code = b.code and o.outcome in (${sql.join(paying)})
    ) e
    order by created_at, seq
  `.execute(db);
  await sql`update app_user set balance = coalesce((select sum(amount) from balance_log l where l.user_id = app_user.id), 0)`.execute(db);
  await reconcileCounters(db);
  const ledgerRows = Number((await sql`select count(*) as n from balance_log`.execute(db)).rows[0].n);
  const heavyBets = Number((await sql`select count(*) as n from bet where user_id = ${heavy}`.execute(db)).rows[0].n);
  const heavyLedger = Number((await sql`select count(*) as n from balance_log where user_id = ${heavy}`.execute(db)).rows[0].n);
  log(`${fmt(ledgerRows)} ledger rows; heavy player ${heavy}: ${fmt(heavyBets)} bets, ${fmt(heavyLedger)} ledger rows (${seconds(t1).toFixed(0)} s)`);
  const money = await checkMoney(db, sql);
  log(`money: ${money.summary}`);
  // A year-old database has been through autovacuum: the visibility map lets index-only scans skip the heap.
  if (dialect === 'postgres') for (const table of ['bet', 'bet_slip', 'balance_log', 'draw_outcome', 'draw_period', 'app_user']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  else await sql`pragma optimize=0x10002`.execute(db).catch(() => sql`analyze`.execute(db));
  return { heavy, heavyBets, heavyLedger };
}

async function fileSize(dir) {
  let total = 0;
  for (const name of fs.readdirSync(dir)) if (name.startsWith('app.sqlite')) total += fs.statSync(path.join(dir, name)).size;
  return total;
}

async function postgresSize(db, schema) {
  const { rows } = await sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind in ('r', 'm')`.execute(db);
  return Number(rows[0].bytes);
}

async function tableSizes(dialect, db, schema) {
  if (dialect === 'sqlite') {
    const { rows } = await sql`select name, sum(pgsize) as bytes from dbstat group by name order by bytes desc limit 8`.execute(db).catch(() => ({ rows: [] }));
    return rows.map((r) => `${r.name} ${(Number(r.bytes) / 1e6).toFixed(0)} MB`).join(', ');
  }
  const { rows } = await sql`select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind = 'r' order by bytes desc limit 6`.execute(db);
  return rows.map((r) => `${r.name} ${(Number(r.bytes) / 1e6).toFixed(0)} MB`).join(', ');
}

/** p50/p99 one request at a time (`single` requests), then requests/s and p99 at 10 connections. */
async function time(url, options) {
  const single = await autocannon({ url, connections: 1, amount: 60, ...options });
  const many = await autocannon({ url, connections: 10, duration: SECONDS, ...options });
  const errors = single.errors + single.non2xx + many.errors + many.non2xx;
  return { p50: single.latency.p50, p99: single.latency.p99, rps: many.requests.average, p99x10: many.latency.p99, errors };
}

async function call(base, token, method, route, body) {
  const res = await fetch(`${base}/api${route}`, { method, headers: { 'content-type': 'application/json', authorization: token }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (json.code !== 1000) throw new Error(`${route}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** The reads, each at its first page and at its deepest one (by cursor when the server offers it, else by page). */
async function measureReads(base, token, heavy) {
  const auth = { authorization: token, 'content-type': 'application/json' };
  const post = (route, body) => ({ url: `${base}/api${route}`, options: { method: 'POST', headers: auth, body: JSON.stringify(body) } });
  const get = (route) => ({ url: `${base}/api${route}`, options: { method: 'GET', headers: auth } });
  const first = await call(base, token, 'POST', '/app/bet/bet/getHistory', { page: 1, size: PAGE_SIZE });
  const byCursor = 'cursor' in first.pagination;
  const deepest = async (route, method, firstPage, total) => {
    if (!byCursor) return { page: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
    return { cursor: await deepestCursor(route, method, total) };
  };
  // The last page's cursor: the server's own cursor of the row just before it (found by a deep page-based call).
  async function deepestCursor(route, method, total) {
    const page = Math.max(1, Math.ceil(total / PAGE_SIZE) - 1);
    const data = method === 'POST' ? await call(base, token, 'POST', route, { page, size: PAGE_SIZE }) : await call(base, token, 'GET', `${route}?page=${page}&size=${PAGE_SIZE}`);
    return data.pagination.cursor;
  }
  const history = first.pagination.total;
  const log1 = await call(base, token, 'POST', '/app/user/balanceLog/page', { page: 1, size: PAGE_SIZE });
  const results = await call(base, token, 'GET', `/app/lottery/result/getList?page=1&size=${PAGE_SIZE}`);
  const someIssue = results.list[Math.min(results.list.length - 1, 5)].issue;
  const middle = await call(base, token, 'POST', '/app/bet/bet/getHistory', { page: Math.ceil(history / PAGE_SIZE / 2), size: PAGE_SIZE });
  const heavyIssue = middle.list[0].issue;
  const qs = (deep) => (deep.cursor !== undefined ? `cursor=${encodeURIComponent(deep.cursor)}` : `page=${deep.page}`);
  const deepHistory = await deepest('/app/bet/bet/getHistory', 'POST', first, history);
  const deepLog = await deepest('/app/user/balanceLog/page', 'POST', log1, log1.pagination.total);
  const deepResults = await deepest('/app/lottery/result/getList', 'GET', results, results.pagination.total);
  return [
    ['getHistory, first page', post('/app/bet/bet/getHistory', { page: 1, size: PAGE_SIZE })],
    [`getHistory, deepest (${byCursor ? 'cursor' : `page ${deepHistory.page}`})`, post('/app/bet/bet/getHistory', { size: PAGE_SIZE, ...deepHistory })],
    ...(byCursor ? [[`getHistory, page ${Math.ceil(history / PAGE_SIZE / 2)} by number`, post('/app/bet/bet/getHistory', { page: Math.ceil(history / PAGE_SIZE / 2), size: PAGE_SIZE })]] : []),
    ['getHistory, an issue', post('/app/bet/bet/getHistory', { page: 1, size: PAGE_SIZE, issue: heavyIssue })],
    ['getHistory, status won', post('/app/bet/bet/getHistory', { page: 1, size: PAGE_SIZE, status: BET_STATUS.won })],
    ['balanceLog page, first', post('/app/user/balanceLog/page', { page: 1, size: PAGE_SIZE })],
    [`balanceLog page, deepest (${byCursor ? 'cursor' : `page ${deepLog.page}`})`, post('/app/user/balanceLog/page', { size: PAGE_SIZE, ...deepLog })],
    ['balanceLog page, type winning', post('/app/user/balanceLog/page', { page: 1, size: PAGE_SIZE, type: 4 })],
    ['balanceLog page, type recharge (one row)', post('/app/user/balanceLog/page', { page: 1, size: PAGE_SIZE, type: 0 })],
    ['balanceLog summary (bill totals, all types)', get('/app/user/balanceLog/summary')],
    ['reality check summary (since login)', get('/app/user/responsible/session')],
    ['dashboard, 30 days', get('/app/user/dashboard/summary?days=30')],
    ['result getList, first page', get(`/app/lottery/result/getList?page=1&size=${PAGE_SIZE}`)],
    [`result getList, deepest (${byCursor ? 'cursor' : `page ${deepResults.page}`})`, get(`/app/lottery/result/getList?size=${PAGE_SIZE}&${qs(deepResults)}`)],
    ['result getList, issue prefix (a day)', get(`/app/lottery/result/getList?page=1&size=${PAGE_SIZE}&issue=${someIssue.slice(0, 8)}`)],
    ['result getList, issue prefix (a month)', get(`/app/lottery/result/getList?page=1&size=${PAGE_SIZE}&issue=${someIssue.slice(0, 6)}`)],
    ['result getList, a date', get(`/app/lottery/result/getList?page=1&size=${PAGE_SIZE}&date=${someIssue.slice(0, 8)}`)],
    ['result current', get('/app/lottery/result/current')],
    ['user person', get('/app/user/info/person')],
  ].map(([title, { url, options }]) => ({ title, url, options, heavy }));
}

async function one(dialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-scale-'));
  const schema = dialect === 'postgres' ? `bench_scale_${process.pid}` : undefined;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(schema ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}) });
  const handle = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, schema });
  let server;
  try {
    console.log(`\n${dialect}: building a year of data`);
    await migrateToLatest(handle.db, dialect, schema);
    await seedAll(handle.db, config);
    const { heavy, heavyBets, heavyLedger } = await buildYear(dialect, handle.db, config, path.join(dataDir, 'app.sqlite'));
    if (dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
    const size = dialect === 'sqlite' ? await fileSize(dataDir) : await postgresSize(handle.db, schema);
    log(`storage: ${(size / 1e6).toFixed(0)} MB (${await tableSizes(dialect, handle.db, schema)})`);
    await handle.close();

    const secrets = { JWT_ACCESS_SECRET: randomBytes(32).toString('hex'), JWT_REFRESH_SECRET: randomBytes(32).toString('hex'), PHONE_HASH_SECRET: randomBytes(32).toString('hex'), SANDBOX_PAY_SECRET: randomBytes(32).toString('hex') };
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error', WEB_ROOT: path.join(dataDir, 'web'), ...secrets, ...(schema ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}) };
    server = await startServer(env);
    const tokenHandle = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, schema });
    const { token } = await new TokenService(tokenHandle.db, loadConfig(env).jwt).issue(heavy, 'scale');
    await tokenHandle.close();
    const reads = await measureReads(server.url, token, heavy);
    console.log(`  reads as the heavy player (${fmt(heavyBets)} bets, ${fmt(heavyLedger)} ledger rows), page size ${PAGE_SIZE}: one at a time p50/p99, then ${SECONDS} s at 10 connections`);
    for (const read of reads) {
      const r = await time(read.url, read.options);
      console.log(`    ${read.title.padEnd(44)} p50 ${String(r.p50).padStart(5)} ms  p99 ${String(r.p99).padStart(5)} ms   ×10: ${fmt(r.rps).padStart(6)} req/s  p99 ${String(r.p99x10).padStart(5)} ms${r.errors ? `  ERRORS ${r.errors}` : ''}`);
    }
  } finally {
    if (server) await server.stop();
    else await handle.close().catch(() => {});
    if (process.env.SCALE_KEEP) console.log(`  kept ${schema ? `schema ${schema}` : dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema && !process.env.SCALE_KEEP) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

console.log(`A year of data: ${DAYS} days, ${fmt(PLAYERS)} players, ${fmt(BETS)} bets; Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const dialect of process.env.ONLY ? [process.env.ONLY] : ['sqlite', ...(PG_URL ? ['postgres'] : [])]) await one(dialect);
if (!PG_URL) console.log('\npostgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
