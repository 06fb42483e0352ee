// Settlement benchmark: times DrawEngine.settle() of one drawn period holding 100,000 and 1,000,000 pending bets spread
// over 10,000 players, on SQLite and, when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a fresh schema per
// run, dropped afterwards). Bets, slips, balances and ledger rows are written set-based first (not timed, consistent:
// every player's ledger sums to their balance); only settle() is timed, then the ledger is checked again.
// Run: node scripts/bench/settlement.mjs [bets...]   e.g. node scripts/bench/settlement.mjs 100000   (ONLY=sqlite or ONLY=postgres for one dialect)
// Loads the server sources through tsx, so it needs no build and cannot run stale code. Figures only, no pass/fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import pg from 'pg';

const COUNTS = process.argv.slice(2).map(Number).filter((n) => n > 0);
const BET_COUNTS = COUNTS.length > 0 ? COUNTS : [100_000, 1_000_000];
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const PG_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const DATE = '20250301';

const server = (file) => tsImport(`../../server/src/${file}.ts`, import.meta.url);
const { openDatabase } = await server('db/database');
const { migrateToLatest } = await server('db/migrate');
const { seedAll } = await server('seed/seed-all');
const { loadConfig } = await server('config');
const { DrawEngine } = await server('draws/draw-engine');
const { periodsOfDay } = await server('domain/draw/period-schedule');
const { sql } = await import('kysely');

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent };
const quiet = { publishPublic() {}, publishToPlayer() {} };
const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

async function one(dialect, bets) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-settle-'));
  const schema = dialect === 'postgres' ? `bench_settle_${process.pid}_${bets}` : undefined;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(schema ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}) });
  const handle = await openDatabase({ dataDir, databaseUrl: config.databaseUrl, schema });
  const { db } = handle;
  try {
    await migrateToLatest(db, dialect, schema);
    await seedAll(db, config);
    const day = periodsOfDay(DATE, { timeZone: config.timeZone, intervalSeconds: config.draws.intervalSeconds, closeSeconds: config.draws.closeSeconds });
    const period = day[day.length - 1];
    const clock = { now: period.openAt - 1000 };
    const engine = new DrawEngine(db, dialect, config, () => quiet, silent, () => clock.now);
    await engine.ensureDay(DATE); // only the day's last period is still ahead of this clock
    const at = period.openAt + 1000;

    // --- Not timed: players with a credit, one slip each, the bets, the debits. ---
    const loadStart = process.hrtime.bigint();
    const credit = 1_000_000_000;
    const series = (n) =>
      dialect === 'postgres' ? sql`select g - 1 as n from generate_series(1, ${sql.lit(n)}) g` : sql`with recursive s(n) as (select 0 union all select n + 1 from s where n < ${sql.lit(n - 1)}) select n from s`;
    await sql`insert into app_user (phone, nickname, balance, created_at, updated_at) select 'bench' || n, 'bench', ${credit}, ${at}, ${at} from (${series(PLAYERS)}) p`.execute(db);
    await sql`insert into balance_log (user_id, type, amount, balance_after, ref_key, remark, created_at) select id, 0, balance, balance, 'bench:' || id, null, ${at} from app_user`.execute(db);
    await sql`insert into bet_slip (user_id, request_id, issue, total, created_at) select id, 'bench-slip', ${period.issue}, 0, ${at} from app_user`.execute(db);
    // Bet n: player n mod P, item (n × 7) mod 171, stake 1.00..50.00.
    await sql`
      insert into bet (slip_id, user_id, issue, odds_id, rank_id, type, code, odds, amount, created_at)
      select sl.id, sl.user_id, ${period.issue}, o.id, o.rank_id, o.type, o.code, o.odds, 100 + (s.n * 37) % 4901, ${at}
      from (${series(bets)}) s
      join (select id, rank_id, type, code, odds, row_number() over (order by id) - 1 as k from odds) o on o.k = (s.n * 7) % 171
      join (select id, user_id, row_number() over (order by user_id) - 1 as k from bet_slip) sl on sl.k = s.n % ${sql.lit(PLAYERS)}
    `.execute(db);
    await sql`update bet_slip set total = t.total from (select slip_id, sum(amount) as total from bet group by slip_id) t where t.slip_id = bet_slip.id`.execute(db);
    await sql`update app_user set balance = app_user.balance - s.total from bet_slip s where s.user_id = app_user.id`.execute(db);
    await sql`insert into balance_log (user_id, type, amount, balance_after, ref_key, remark, created_at) select s.user_id, 2, -s.total, u.balance, 'slip:' || s.id, s.issue, ${at} from bet_slip s join app_user u on u.id = s.user_id`.execute(db);
    if (dialect === 'postgres') await sql`analyze`.execute(db); // autovacuum would have, over a period's five minutes of bets
    const loadSeconds = seconds(loadStart);

    clock.now = period.drawAt + 1000;
    const drawStart = process.hrtime.bigint();
    await engine.draw(period.issue);
    const drawSeconds = seconds(drawStart);

    // --- Timed: the settlement alone. ---
    const settleStart = process.hrtime.bigint();
    const players = await engine.settle(period.issue);
    const settleSeconds = seconds(settleStart);

    const count = async (query) => Number((await query.execute(db)).rows[0].n);
    const winning = await count(sql`select count(*) as n from balance_log where type = 4 and remark = ${period.issue}`);
    const pushes = await count(sql`select count(*) as n from balance_log where type = 5 and remark = ${period.issue}`);
    const pending = Number(await engine.pendingBets(period.issue));
    const off = await count(sql`select count(*) as n from app_user u where u.balance <> (select sum(amount) from balance_log l where l.user_id = u.id)`);
    const ledger = pending === 0 && off === 0 ? 'ledger = balances' : `CHECK FAILED: ${pending} pending, ${off} players off`;
    console.log(
      `  ${dialect.padEnd(8)} ${bets.toLocaleString('en').padStart(9)} bets  ${PLAYERS.toLocaleString('en')} players  ${winning.toLocaleString('en').padStart(7)} winning + ${pushes} refund rows   settle ${settleSeconds.toFixed(2).padStart(6)} s  (${Math.round(bets / settleSeconds).toLocaleString('en')} bets/s; draw ${(drawSeconds * 1000).toFixed(0)} ms, load ${loadSeconds.toFixed(1)} s; ${players?.length ?? 0} players notified; ${ledger})`,
    );
    return settleSeconds;
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`Settlement (DrawEngine.settle, one period), Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${load}`);
for (const dialect of (process.env.ONLY ? [process.env.ONLY] : ['sqlite', ...(PG_URL ? ['postgres'] : [])])) {
  for (const bets of BET_COUNTS) await one(dialect, bets);
}
if (!PG_URL) console.log('  postgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
