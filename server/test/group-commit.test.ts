// SQLite group commit (db/group-commit.ts): units that arrive together share one commit, and each succeeds or fails alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { GroupCommit } from '../src/db/group-commit';

let handle: DatabaseHandle;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-group-'));
beforeAll(async () => {
  handle = await openDatabase({ dataDir });
  await migrateToLatest(handle.db, 'sqlite');
  const now = Date.now();
  await handle.db.insertInto('appUser').values({ nickname: 'g', phone: null, avatar: null, signature: null, passwordHash: null, balance: 0, createdAt: now, updatedAt: now }).execute();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const logRow = (refKey: string, userId = 1) => ({ userId, type: 3, amount: 0, balanceAfter: 0, refKey, remark: null, createdAt: Date.now() });
const refKeys = async (prefix: string) =>
  (await handle.db.selectFrom('balanceLog').select('refKey').where('refKey', 'like', `${prefix}%`).orderBy('id').execute()).map((r) => r.refKey);
const outcome = (promise: Promise<unknown>) => promise.then(
  (value) => ({ ok: value }),
  (error: { message?: string }) => ({ failed: String(error.message) }),
);

it('commits units arriving together in one transaction, rolling back only the unit that failed', async () => {
  const group = new GroupCommit(handle.db);
  const transactions = new Set<unknown>();
  const results = await Promise.all(
    [0, 1, 2, 3, 4].map((i) =>
      outcome(
        group.run(async (trx) => {
          transactions.add(trx);
          await trx.insertInto('balanceLog').values(logRow(`a:${i}`)).execute();
          if (i === 2) throw new Error('unit 2 refused');
          return i;
        }),
      ),
    ),
  );
  expect(results).toEqual([{ ok: 0 }, { ok: 1 }, { failed: 'unit 2 refused' }, { ok: 3 }, { ok: 4 }]);
  expect(transactions.size).toBe(1);
  expect(await refKeys('a:')).toEqual(['a:0', 'a:1', 'a:3', 'a:4']);
});

it('fails every unit of a batch whose commit fails, and writes none of them', async () => {
  const group = new GroupCommit(handle.db);
  const results = await Promise.all([
    outcome(group.run(async (trx) => trx.insertInto('balanceLog').values(logRow('b:0')).execute().then(() => 'written'))),
    // A deferred foreign-key violation passes its own statement and savepoint, and fails the commit.
    outcome(
      group.run(async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx.insertInto('balanceLog').values(logRow('b:1', 999_999)).execute();
        return 'written';
      }),
    ),
  ]);
  expect(results).toEqual([{ failed: expect.stringMatching(/FOREIGN KEY/) }, { failed: expect.stringMatching(/FOREIGN KEY/) }]);
  expect(await refKeys('b:')).toEqual([]);
  // The group goes on with later units.
  expect(await group.run(async (trx) => trx.insertInto('balanceLog').values(logRow('b:2')).execute().then(() => 'written'))).toBe('written');
  expect(await refKeys('b:')).toEqual(['b:2']);
});
