// Start-up on an existing database: migrations run once, seeding changes nothing the second time and keeps operator edits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedAll } from '../src/seed/seed-all';
import { seedCatalogue } from '../src/seed/seed-catalogue';
import { loadConfig } from '../src/config';
import { DIALECTS } from './support/test-app';
import { judgedBets } from './support/draws';
import { counterDrift } from '../src/ledger/player-counters';
import { periodOutcomes } from '../src/domain/draw/period-outcomes';
import { drawPermutation } from '../src/domain/draw/draw-permutation';

async function counts(handle: DatabaseHandle) {
  const result: Record<string, number> = {};
  for (const table of ['betRank', 'odds', 'dictType', 'dictInfo', 'param', 'notice', 'noticeText'] as const) {
    const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe.each(DIALECTS)('migrations and seeding (%s)', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-seed-'));
  const schema = `seed_${process.pid}_${Date.now().toString(36)}`;
  const open = () => openDatabase({ dataDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? schema : undefined });

  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') {
      const handle = await open();
      await sql.raw(`drop schema if exists "${schema}" cascade`).execute(handle.db);
      await handle.close();
    }
  });

  it('applies each migration once and seeds idempotently across restarts', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await open();
    expect(await migrateToLatest(first.db, first.dialect, dialect === 'postgres' ? schema : undefined)).toEqual(['0001-foundation', '0002-accounts-and-ledger', '0003-draws-and-bets', '0004-bets-written-once', '0005-upload-owners', '0006-credentials-version', '0007-login-failure-counters', '0008-phone-memory', '0009-compact-outcomes-and-counters', '0010-invites-and-reality-check', '0011-view-history', '0012-ledger-money-totals', '0013-payments', '0014-operators', '0015-customer-service', '0016-plan-hall', '0017-notice-reads', '0018-stored-files', '0019-draw-beacon']);
    await seedAll(first.db, config);
    const before = await counts(first);
    expect(before).toEqual({ betRank: 11, odds: 171, dictType: 3, dictInfo: 13, param: 4, notice: 3, noticeText: 15 });
    // An operator lowers some odds; a restart must not undo it.
    await first.db.updateTable('odds').set({ odds: 9500 }).where('rankId', '=', 1).where('code', '=', '1').execute();
    await first.close();

    const second = await open();
    expect(await migrateToLatest(second.db, second.dialect, dialect === 'postgres' ? schema : undefined)).toEqual([]);
    await seedAll(second.db, config);
    await seedAll(second.db, config);
    expect(await counts(second)).toEqual(before);
    const edited = await second.db.selectFrom('odds').select('odds').where('rankId', '=', 1).where('code', '=', '1').executeTakeFirstOrThrow();
    expect(edited.odds).toBe(9500);
    await second.close();
  });

  it('upgrades bets that stored their status to bets judged from the outcome table, every status and payout kept', async () => {
    const upgradeSchema = `${schema}_up`;
    const upgradeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-upgrade-'));
    const handle = await openDatabase({ dataDir: upgradeDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? upgradeSchema : undefined });
    try {
      const db = handle.db;
      expect(await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined, '0003-draws-and-bets')).toHaveLength(3);
      // The play items these bets name; the content seed writes today's notice tables, which this old schema lacks.
      await seedCatalogue(db, loadConfig({ DATA_DIR: upgradeDir }).sumEleven);
      const now = Date.now();
      await sql`insert into app_user (nickname, balance, created_at, updated_at) values ('old', 0, ${now}, ${now})`.execute(db);
      await sql`insert into draw_chain (id, seed_hex, commitment_hex, length, first_issue, algorithm, salt, created_at) values ('20250101', ${'11'.repeat(32)}, ${'00'.repeat(32)}, 288, '202501010001', 'pk10-hmac-sha256-v1', '', ${now})`.execute(db);
      const period = (issue: string, status: string, settledAt: number | null) =>
        sql`insert into draw_period (issue, chain_id, chain_index, open_at, close_at, draw_at, status, settled_at) values (${issue}, '20250101', ${Number(issue.slice(8))}, 1, 2, 3, ${status}, ${settledAt})`.execute(db);
      await period('202501010001', 'settled', 1111);
      await period('202501010002', 'refunded', 2222);
      await period('202501010003', 'scheduled', null);
      await sql`insert into bet_slip (user_id, request_id, issue, total, created_at) values (1, 'old-slip', '202501010001', 0, ${now})`.execute(db);
      // What the old settlement stored: won (floor of 1234 × 1.98), lost, push, refunded for an item with no outcome.
      const bet = (issue: string, rankId: number, code: string, status: number, payout: number, settledAt: number | null) =>
        sql`insert into bet (slip_id, user_id, issue, odds_id, rank_id, type, code, odds, amount, status, payout, created_at, settled_at)
            values (1, 1, ${issue}, 1, ${rankId}, 1, ${code}, 1980, 1234, ${status}, ${payout}, ${now}, ${settledAt})`.execute(db);
      await bet('202501010001', 0, 'big', 1, 2443, 1111);
      await bet('202501010001', 0, 'small', 2, 0, 1111);
      await bet('202501010001', 0, 'odd', 3, 1234, 1111);
      await bet('202501010001', 9, 'dragon', 4, 1234, 1111);
      await bet('202501010002', 1, 'big', 4, 1234, 2222);
      await bet('202501010003', 1, 'big', 0, 0, null);
      for (const [code, outcome] of [['big', 1], ['small', 2], ['odd', 3], ['even', 2]] as const) {
        await sql`insert into draw_outcome (issue, rank_id, code, outcome) values ('202501010001', 0, ${code}, ${outcome})`.execute(db);
      }

      // Through 0004 (bets judged from the outcome table) and 0009 (only paying outcomes stored, counters kept).
      expect(await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined, '0009-compact-outcomes-and-counters')).toEqual([
        '0004-bets-written-once',
        '0005-upload-owners',
        '0006-credentials-version',
        '0007-login-failure-counters',
        '0008-phone-memory',
        '0009-compact-outcomes-and-counters',
      ]);
      const judged = async (issue: string) => (await judgedBets(db, issue)).map(({ code, status, payout, settledAt }) => ({ code, status, payout, settledAt }));
      expect(await judged('202501010001')).toEqual([
        { code: 'big', status: 1, payout: 2443, settledAt: 1111 },
        { code: 'small', status: 2, payout: 0, settledAt: 1111 },
        { code: 'odd', status: 3, payout: 1234, settledAt: 1111 },
        { code: 'dragon', status: 4, payout: 1234, settledAt: 1111 },
      ]);
      expect(await judged('202501010002')).toEqual([{ code: 'big', status: 4, payout: 1234, settledAt: 2222 }]);
      expect(await judged('202501010003')).toEqual([{ code: 'big', status: 0, payout: 0, settledAt: null }]);
      // Only paying outcomes are stored now; the bet whose item had none keeps its refund through an explicit row.
      const stored = await db.selectFrom('drawOutcome').select(['code', 'outcome']).where('issue', '=', '202501010001').orderBy('code').execute();
      expect(stored).toEqual([{ code: 'big', outcome: 1 }, { code: 'dragon', outcome: 4 }, { code: 'odd', outcome: 3 }]);
      // The later migrations too: today's counter check reads today's schema.
      await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined);
      expect(await counterDrift(db)).toEqual([]);
    } finally {
      if (dialect === 'postgres') await sql.raw(`drop schema if exists "${upgradeSchema}" cascade`).execute(handle.db);
      await handle.close();
      fs.rmSync(upgradeDir, { recursive: true, force: true });
    }
  });

  it('keeps every settled bet\'s status and payout when the outcome table drops its losing rows (0009)', async () => {
    const upgradeSchema = `${schema}_compact`;
    const upgradeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-compact-'));
    const handle = await openDatabase({ dataDir: upgradeDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? upgradeSchema : undefined });
    try {
      const db = handle.db;
      await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined, '0008-phone-memory');
      // The play items these bets name; the content seed writes today's notice tables, which this old schema lacks.
      await seedCatalogue(db, loadConfig({ DATA_DIR: upgradeDir }).sumEleven);
      const items = await db.selectFrom('odds').select(['id', 'rankId', 'type', 'code', 'odds']).execute();
      const now = Date.now();
      await sql`insert into app_user (nickname, balance, created_at, updated_at) values ('a', 0, ${now}, ${now}), ('b', 0, ${now}, ${now})`.execute(db);
      await sql`insert into draw_chain (id, seed_hex, commitment_hex, length, first_issue, algorithm, salt, created_at) values ('20250101', ${'11'.repeat(32)}, ${'00'.repeat(32)}, 288, '202501010001', 'pk10-hmac-sha256-v1', '', ${now})`.execute(db);
      // 12 settled periods stored the old way (an outcome row for every play item), one refunded, one not drawn yet.
      const periods: Array<{ issue: string; status: string; outcome: Map<string, number> }> = [];
      for (let k = 1; k <= 14; k++) {
        const issue = `2025010100${String(k).padStart(2, '0')}`;
        const status = k === 13 ? 'refunded' : k === 14 ? 'scheduled' : 'settled';
        const places = drawPermutation(Buffer.alloc(32, k), issue, '');
        await sql`insert into draw_period (issue, chain_id, chain_index, open_at, close_at, draw_at, status, result, settled_at) values (${issue}, '20250101', ${k}, 1, 2, 3, ${status}, ${status === 'scheduled' ? null : places.join(',')}, ${status === 'scheduled' ? null : 1000 + k})`.execute(db);
        const outcome = new Map<string, number>();
        if (status === 'settled') {
          for (const o of periodOutcomes(places, items, 'small')) {
            outcome.set(`${o.rankId}/${o.code}`, o.outcome);
            await sql`insert into draw_outcome (issue, rank_id, code, outcome) values (${issue}, ${o.rankId}, ${o.code}, ${o.outcome})`.execute(db);
          }
        }
        periods.push({ issue, status, outcome });
      }
      await sql`insert into bet_slip (user_id, request_id, issue, total, created_at) values (1, 'old-slip', '202501010001', 0, ${now})`.execute(db);
      // 400 bets over every period and item, and some on an item no longer in the catalogue (no outcome row: refunded).
      const expected: Array<{ id: number; status: number; payout: number }> = [];
      for (let n = 0; n < 400; n++) {
        const period = periods[n % periods.length];
        const item = n % 37 === 0 ? { id: 1, rankId: 9, type: 1, code: 'gone', odds: 1980 } : items[(n * 7) % items.length];
        const amount = 100 + ((n * 37) % 900);
        const { rows } = await sql<{ id: number }>`insert into bet (slip_id, user_id, issue, odds_id, rank_id, type, code, odds, amount, created_at)
          values (1, ${1 + (n % 2)}, ${period.issue}, ${item.id}, ${item.rankId}, ${item.type}, ${item.code}, ${item.odds}, ${amount}, ${now + n}) returning id`.execute(db);
        const status = period.status === 'refunded' ? 4 : period.status === 'scheduled' ? 0 : (period.outcome.get(`${item.rankId}/${item.code}`) ?? 4);
        const payout = status === 1 ? Math.floor((amount * item.odds) / 1000) : status === 3 || status === 4 ? amount : 0;
        expected.push({ id: Number(rows[0].id), status, payout });
      }

      expect(await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined, '0009-compact-outcomes-and-counters')).toEqual(['0009-compact-outcomes-and-counters']);
      const after = [];
      for (const period of periods) after.push(...(await judgedBets(db, period.issue)).map(({ id, status, payout }) => ({ id: Number(id), status, payout })));
      expect(after.sort((x, y) => x.id - y.id)).toEqual(expected);
      expect(expected.filter((bet) => bet.status === 2).length).toBeGreaterThan(100);
      const lostRows = await db.selectFrom('drawOutcome').select((eb) => eb.fn.countAll().as('n')).where('outcome', '=', 2).executeTakeFirstOrThrow();
      expect(Number(lostRows.n)).toBe(0);
      await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined);
      expect(await counterDrift(db)).toEqual([]);
    } finally {
      if (dialect === 'postgres') await sql.raw(`drop schema if exists "${upgradeSchema}" cascade`).execute(handle.db);
      await handle.close();
      fs.rmSync(upgradeDir, { recursive: true, force: true });
    }
  });

  it("keeps every viewing history row when 0016 lets it hold 'author' (SQLite rebuilds the table), its key, index and checks as before", async () => {
    const upgradeSchema = `${schema}_views`;
    const upgradeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-views-'));
    const handle = await openDatabase({ dataDir: upgradeDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? upgradeSchema : undefined });
    const refusal = (statement: Promise<unknown>) => statement.then(() => 'inserted', (error: { message?: string }) => String(error?.message));
    try {
      const db = handle.db;
      await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined, '0015-customer-service');
      await sql`insert into app_user (nickname, balance, created_at, updated_at) values ('a', 0, 1, 1), ('b', 0, 1, 1)`.execute(db);
      await sql`insert into view_history (user_id, kind, ref, viewed_at) values (1, 'notice', '7', 10), (1, 'draw', '202501010001', 20), (2, 'plan', '3', 30), (2, 'notice', '7', 40), (1, 'plan', '9', 50)`.execute(db);
      // The newest id is gone: a rebuilt table must not hand it out again.
      await sql`delete from view_history where ref = '9'`.execute(db);
      expect(await refusal(sql`insert into view_history (user_id, kind, ref, viewed_at) values (1, 'author', '2', 60)`.execute(db))).toMatch(/check/i);
      const rows = async () => (await sql<Record<string, unknown>>`select id, user_id, kind, ref, viewed_at from view_history order by id`.execute(db)).rows.map((r) => Object.values(r).map(String));
      const before = await rows();
      expect(before).toHaveLength(4);

      expect(await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined)).toEqual(['0016-plan-hall', '0017-notice-reads', '0018-stored-files', '0019-draw-beacon']);
      expect(await rows()).toEqual(before);
      const { rows: added } = await sql<{ id: number }>`insert into view_history (user_id, kind, ref, viewed_at) values (1, 'author', '2', 60) returning id`.execute(db);
      // Past 5, the deleted one (PostgreSQL's sequence also spent 6 on the refused insert above).
      expect(Number(added[0].id)).toBeGreaterThan(5);
      expect(await refusal(sql`insert into view_history (user_id, kind, ref, viewed_at) values (1, 'bogus', '2', 70)`.execute(db))).toMatch(/check/i);
      expect(await refusal(sql`insert into view_history (user_id, kind, ref, viewed_at) values (2, 'plan', '3', 80)`.execute(db))).toMatch(/unique|duplicate/i);
      expect(await refusal(sql`insert into view_history (user_id, kind, ref, viewed_at) values (99, 'author', '2', 90)`.execute(db))).toMatch(/foreign key/i);
      if (dialect === 'sqlite') {
        const { rows: indexes } = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'index' and tbl_name = 'view_history' order by name`.execute(db);
        expect(indexes.map((i) => i.sql?.replace(/\s+/g, ' ').replace(/"/g, '').toLowerCase() ?? i.name)).toEqual([
          'sqlite_autoindex_view_history_1',
          'create index view_history_user_viewed_idx on view_history (user_id, viewed_at, id)',
        ]);
        const { rows: unique } = await sql<{ name: string }>`select name from pragma_index_info('sqlite_autoindex_view_history_1') order by seqno`.execute(db);
        expect(unique.map((c) => c.name)).toEqual(['user_id', 'kind', 'ref']);
        expect((await sql`select name from sqlite_master where name like 'view_history_new%'`.execute(db)).rows).toEqual([]);
      } else {
        const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where schemaname = ${upgradeSchema} and tablename = 'view_history' order by indexname`.execute(db);
        expect(indexes.map((i) => i.indexname)).toEqual(['view_history_item_unique', 'view_history_pkey', 'view_history_user_viewed_idx']);
      }
    } finally {
      if (dialect === 'postgres') await sql.raw(`drop schema if exists "${upgradeSchema}" cascade`).execute(handle.db);
      await handle.close();
      fs.rmSync(upgradeDir, { recursive: true, force: true });
    }
  });

  if (dialect === 'sqlite') {
    it('keeps SQLite in WAL mode in a file under DATA_DIR', async () => {
      const handle = await open();
      const { rows } = await sql<Record<string, string>>`pragma journal_mode`.execute(handle.db);
      expect(Object.values(rows[0])).toEqual(['wal']);
      expect(fs.existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
      await handle.close();
    });
  }

  it('refuses a negative balance at the database level', async () => {
    const handle = await open();
    const now = Date.now();
    const insert = handle.db.insertInto('appUser').values({ nickname: 'x', phone: null, avatar: null, signature: null, passwordHash: null, balance: -1, createdAt: now, updatedAt: now });
    // Compare the message: the native driver's errors come from another realm than jest's sandbox.
    const failure = await insert.execute().then(
      () => 'inserted',
      (error: { message?: string }) => String(error.message),
    );
    expect(failure).toMatch(/check/i);
    await handle.close();
  });
});
