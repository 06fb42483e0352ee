// Queries built once and run again with new values (db/prepared-query.ts), on both dialects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { prepare, type Slots } from '../src/db/prepared-query';
import { DIALECTS, dropTestSchema } from './support/test-app';

describe.each(DIALECTS)('prepared queries (%s)', (dialect) => {
  let handle: DatabaseHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-prepared-'));
  const schema = `prep_${process.pid}_${Date.now().toString(36)}`;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? schema : undefined });
    await migrateToLatest(handle.db, handle.dialect, dialect === 'postgres' ? schema : undefined);
    const now = Date.now();
    await handle.db
      .insertInto('appUser')
      .values(['ann', 'bob', 'cy'].map((nickname, i) => ({ nickname, phone: null, avatar: null, signature: null, passwordHash: null, balance: (i + 1) * 100, createdAt: now, updatedAt: now })))
      .execute();
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropTestSchema(schema);
  });

  const byNickname = prepare((db, $: Slots<{ nickname: string; min: number }>) =>
    db.selectFrom('appUser').select(['nickname', 'balance']).where('nickname', '=', $.value('nickname')).where('balance', '>=', $.value('min')),
  );

  it('runs the one compiled query with each call\'s values', async () => {
    expect(await byNickname.execute(handle.db, { nickname: 'bob', min: 0 })).toEqual([{ nickname: 'bob', balance: 200 }]);
    expect(await byNickname.execute(handle.db, { nickname: 'ann', min: 0 })).toEqual([{ nickname: 'ann', balance: 100 }]);
    expect(await byNickname.executeTakeFirst(handle.db, { nickname: 'ann', min: 101 })).toBeUndefined();
  });

  it('fills list placeholders element by element, and constants stay as built', async () => {
    const someOf = prepare((db, $: Slots<{ names: string[] }>) =>
      db.selectFrom('appUser').select('nickname').where('nickname', 'in', $.list('names', 2)).where('status', '=', 1).orderBy('nickname'),
    );
    expect((await someOf.execute(handle.db, { names: ['cy', 'ann'] })).map((r) => r.nickname)).toEqual(['ann', 'cy']);
    expect((await someOf.execute(handle.db, { names: ['bob', 'nobody'] })).map((r) => r.nickname)).toEqual(['bob']);
  });

  it('writes inside a transaction and sees its own writes there', async () => {
    const credit = prepare((db, $: Slots<{ nickname: string; amount: number }>) =>
      db.updateTable('appUser').set({ balance: sql`balance + ${$.value('amount')}` }).where('nickname', '=', $.value('nickname')).returning('balance'),
    );
    await expect(
      handle.db.transaction().execute(async (trx) => {
        expect(await credit.executeTakeFirst(trx, { nickname: 'cy', amount: 5 })).toEqual({ balance: 305 });
        expect(await byNickname.execute(trx, { nickname: 'cy', min: 0 })).toEqual([{ nickname: 'cy', balance: 305 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await byNickname.execute(handle.db, { nickname: 'cy', min: 0 })).toEqual([{ nickname: 'cy', balance: 300 }]);
  });

  it('reads on the read handle exactly as through Kysely (camelCased keys, aliases, nulls), and sees what the writer committed', async () => {
    const profile = prepare((db, $: Slots<{ nickname: string }>) =>
      db.selectFrom('appUser').select(['nickname', 'passwordHash', 'createdAt', 'balance as moneyLeft']).where('nickname', '=', $.value('nickname')),
    );
    const viaKysely = await handle.reader.selectFrom('appUser').select(['nickname', 'passwordHash', 'createdAt', 'balance as moneyLeft']).where('nickname', '=', 'bob').execute();
    expect(await profile.execute(handle.reader, { nickname: 'bob' })).toEqual(viaKysely);
    expect(Object.keys(viaKysely[0]).sort()).toEqual(['createdAt', 'moneyLeft', 'nickname', 'passwordHash']);
    await handle.db.updateTable('appUser').set({ balance: 777 }).where('nickname', '=', 'bob').execute();
    expect(await profile.executeTakeFirst(handle.reader, { nickname: 'bob' })).toMatchObject({ moneyLeft: 777 });
    await handle.db.updateTable('appUser').set({ balance: 200 }).where('nickname', '=', 'bob').execute();
  });

  it('a direct read after a commit in the same turn sees it, and another process\'s commit is seen by the next turn at the latest', async () => {
    const balanceOf = prepare((db, $: Slots<{ nickname: string }>) => db.selectFrom('appUser').select('balance').where('nickname', '=', $.value('nickname')));
    // All of this runs in one turn of the event loop (awaits of settled work only), where the reads share one snapshot.
    expect(await balanceOf.executeTakeFirst(handle.reader, { nickname: 'ann' })).toEqual({ balance: 100 });
    await handle.db.updateTable('appUser').set({ balance: 150 }).where('nickname', '=', 'ann').execute();
    expect(await balanceOf.executeTakeFirst(handle.reader, { nickname: 'ann' })).toEqual({ balance: 150 });
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('appUser').set({ balance: 160 }).where('nickname', '=', 'ann').execute();
      // Not committed yet: the reader sees the last commit.
      expect(await balanceOf.executeTakeFirst(handle.reader, { nickname: 'ann' })).toEqual({ balance: 150 });
    });
    expect(await balanceOf.executeTakeFirst(handle.reader, { nickname: 'ann' })).toEqual({ balance: 160 });
    if (dialect === 'sqlite') {
      // A second process (a maintenance command, say) writes the same file.
      const other = new SQLite(path.join(dataDir, 'app.sqlite'));
      try {
        other.prepare('update app_user set balance = 170 where nickname = ?').run('ann');
      } finally {
        other.close();
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(await balanceOf.executeTakeFirst(handle.reader, { nickname: 'ann' })).toEqual({ balance: 170 });
    }
    await handle.db.updateTable('appUser').set({ balance: 100 }).where('nickname', '=', 'ann').execute();
  });

  it('refuses a builder that writes a placeholder into the SQL text instead of passing it as a parameter', async () => {
    const inlined = prepare((db, $: Slots<{ nickname: string }>) => db.selectFrom('appUser').select('id').where('nickname', '=', sql.lit($.value('nickname'))));
    await expect(inlined.execute(handle.db, { nickname: 'ann' })).rejects.toThrow(/placeholders not passed as parameters: nickname/);
  });
});
