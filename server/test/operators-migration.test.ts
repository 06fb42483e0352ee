// Migration 0014 folds one-row-per-language notices into one notice with a text per language, and the audit log refuses
// updates and deletes in the database itself.
/* eslint-disable @typescript-eslint/no-explicit-any -- raw rows */
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
test.each(process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'])('0014 folds notices and guards the audit log on %s', async (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-'));
  const schema = `m_${process.pid}_${Date.now()}`;
  const h = await openDatabase({ dataDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? schema : undefined });
  await migrateToLatest(h.db as never, h.dialect, dialect === 'postgres' ? schema : undefined, '0013-payments');
  const now = 1000;
  for (const [i, lang] of [['1','zh-cn'],['1','en'],['1','fr'],['2','zh-cn'],['2','en'],['3','']]) {
    await sql`insert into notice (title, content, language, status, created_at, updated_at) values (${'t'+i+lang}, 'c', ${lang}, 1, ${now + Number(i)}, 0)`.execute(h.db);
  }
  await sql`insert into app_user (nickname, created_at, updated_at) values ('p', 0, 0)`.execute(h.db);
  await sql`insert into view_history (user_id, kind, ref, viewed_at) values (1, 'notice', '2', 5), (1, 'notice', '1', 6), (1, 'notice', '5', 7)`.execute(h.db);
  await migrateToLatest(h.db as never, h.dialect, dialect === 'postgres' ? schema : undefined);
  const notices = await sql`select * from notice order by id`.execute(h.db);
  const texts = await sql`select * from notice_text order by notice_id, language`.execute(h.db);
  const views = await sql`select * from view_history order by id`.execute(h.db);
  expect(notices.rows.map((n: any) => n.id)).toEqual([1, 4, 6]);
  expect(texts.rows.map((t: any) => `${t.noticeId}:${t.language}:${t.title}`)).toEqual(['1:en:t1en', '1:fr:t1fr', '1:zh-cn:t1zh-cn', '4:en:t2en', '4:zh-cn:t2zh-cn', '6:zh-cn:t3']);
  // Opened row 2 (folded into 1) while 1 was in the history already: one entry; row 5 became notice 4.
  expect(views.rows.map((v: any) => v.ref)).toEqual(['1', '4']);
  await sql`insert into audit_log (operator_name, action, target_type, ip, created_at) values ('a','x','y','ip',1)`.execute(h.db);
  // The refusal read by its message: better-sqlite3 throws its error from the realm of the first test file that loaded it
  // in this jest worker, where `instanceof Error` (what rejects.toThrow checks) is false.
  const refusal = (statement: Promise<unknown>) => statement.then(() => 'changed', (error: { message?: string }) => String(error?.message));
  expect(await refusal(sql`update audit_log set action = 'z'`.execute(h.db))).toMatch(/append-only/);
  expect(await refusal(sql`delete from audit_log`.execute(h.db))).toMatch(/append-only/);
  expect((await sql<{ action: string }>`select action from audit_log`.execute(h.db)).rows).toEqual([{ action: 'x' }]);
  await h.close?.();
});
