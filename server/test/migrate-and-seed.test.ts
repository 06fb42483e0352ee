// Start-up on an existing database: migrations run once, seeding changes nothing the second time and keeps operator edits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedAll } from '../src/seed/seed-all';
import { loadConfig } from '../src/config';
import { DIALECTS } from './support/test-app';
import { judgedBets } from './support/draws';

async function counts(handle: DatabaseHandle) {
  const result: Record<string, number> = {};
  for (const table of ['betRank', 'odds', 'dictType', 'dictInfo', 'param', 'notice'] as const) {
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
    expect(await migrateToLatest(first.db, first.dialect, dialect === 'postgres' ? schema : undefined)).toEqual(['0001-foundation', '0002-accounts-and-ledger', '0003-draws-and-bets', '0004-bets-written-once', '0005-upload-owners', '0006-credentials-version', '0007-login-failure-counters', '0008-phone-memory']);
    await seedAll(first.db, config);
    const before = await counts(first);
    expect(before).toEqual({ betRank: 11, odds: 171, dictType: 3, dictInfo: 13, param: 3, notice: 15 });
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
      await seedAll(db, loadConfig({ DATA_DIR: upgradeDir }));
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

      expect(await migrateToLatest(db, handle.dialect, dialect === 'postgres' ? upgradeSchema : undefined, '0004-bets-written-once')).toEqual(['0004-bets-written-once']);
      const judged = async (issue: string) => (await judgedBets(db, issue)).map(({ code, status, payout, settledAt }) => ({ code, status, payout, settledAt }));
      expect(await judged('202501010001')).toEqual([
        { code: 'big', status: 1, payout: 2443, settledAt: 1111 },
        { code: 'small', status: 2, payout: 0, settledAt: 1111 },
        { code: 'odd', status: 3, payout: 1234, settledAt: 1111 },
        { code: 'dragon', status: 4, payout: 1234, settledAt: 1111 },
      ]);
      expect(await judged('202501010002')).toEqual([{ code: 'big', status: 4, payout: 1234, settledAt: 2222 }]);
      expect(await judged('202501010003')).toEqual([{ code: 'big', status: 0, payout: 0, settledAt: null }]);
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
