// The database a kill -9 test shares with its child processes: a temporary DATA_DIR (SQLite) or a schema of its own on
// TEST_DATABASE_URL (PostgreSQL), whose sessions carry an application_name so the test can wait for a killed child's to end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../src/db/database';
import { type Database } from '../../src/db/schema';
import { dropTestSchema } from './test-app';

export interface ChildDatabase {
  /** The children's environment: DATA_DIR, WEB_ROOT, `settings`, and on PostgreSQL DATABASE_URL and DATABASE_SCHEMA. */
  env: Record<string, string>;
  /** Opens the test's own connection to the children's database (closed after the describe block). */
  open(): Promise<Kysely<Database>>;
  /** A killed client's PostgreSQL backend rolls back its transaction only when it notices: waits for it (SQLite: no-op). */
  backendsGone(db: Kysely<Database>): Promise<void>;
}

/** Call inside a describe block: registers the afterAll that closes the connection and removes the data dir and schema. */
export function childDatabase(dialect: Dialect, name: string, settings: Record<string, string>): ChildDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `racing-${name}-`));
  const schema = `${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const appName = `racing_${name}_${schema}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'web'),
    ...settings,
    ...(dialect === 'postgres' ? { DATABASE_URL: `${process.env.TEST_DATABASE_URL}?application_name=${appName}`, DATABASE_SCHEMA: schema } : {}),
  };
  let handle: DatabaseHandle | undefined;

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropTestSchema(schema);
  });

  return {
    env,
    async open() {
      handle = await openDatabase({ dataDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? schema : undefined });
      return handle.db;
    },
    async backendsGone(db) {
      if (dialect !== 'postgres') return;
      for (let i = 0; i < 400; i++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = ${appName}`.execute(db);
        if (rows[0].n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error("the killed child's database sessions did not end");
    },
  };
}
