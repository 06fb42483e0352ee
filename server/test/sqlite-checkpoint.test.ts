// SQLite's WAL is copied back into the database file by the checkpoint thread, not by the connection that writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

it('folds committed pages back into the database file from its own thread, while the writer only appends', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-ckpt-'));
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db, 'sqlite');
    const file = path.join(dataDir, 'app.sqlite');
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
    expect(Object.values(rows[0])[0]).toBeGreaterThanOrEqual(10_000); // the writer's own checkpoint is only a far backstop
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
    const before = fs.statSync(file).size;

    // About 2 MB of ledger rows, far below the writer's backstop.
    const now = Date.now();
    await handle.db.insertInto('appUser').values({ nickname: 'ckpt', phone: null, avatar: null, signature: null, passwordHash: null, balance: 0, createdAt: now, updatedAt: now }).execute();
    for (let batch = 0; batch < 20; batch++) {
      const rows = Array.from({ length: 500 }, (_, i) => ({ userId: 1, type: 3, amount: 0, balanceAfter: 0, refKey: `ckpt:${batch}:${i}`, remark: 'x'.repeat(100), createdAt: now }));
      await handle.db.insertInto('balanceLog').values(rows).execute();
    }
    // No assertion on the WAL's size here: on a slow machine the thread may already have folded part of it back while
    // the batches were written, and SQLite then reuses the WAL from its start. The writer's backstop (above) is 40 MB
    // or more, so whatever reaches the database file below got there through the checkpoint thread.

    const deadline = Date.now() + 5000;
    while (fs.statSync(file).size < before + 1_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.statSync(file).size).toBeGreaterThan(before + 1_000_000);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
