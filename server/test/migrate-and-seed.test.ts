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
    expect(await migrateToLatest(first.db, first.dialect, dialect === 'postgres' ? schema : undefined)).toEqual(['0001-foundation', '0002-accounts-and-ledger', '0003-draws-and-bets']);
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
