// Opens the database: SQLite through better-sqlite3 by default (WAL, file under DATA_DIR), PostgreSQL through pg when a URL is given.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type Database } from './schema';
import { startCheckpointer } from './sqlite-checkpointer';
import { type DirectRead, readDirectly } from './prepared-query';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * For reads that need no transaction and must not queue behind writes (the login check on every request). SQLite: a
   * second, query-only connection (WAL lets it read the last commit while a write is open). PostgreSQL: the same pool.
   */
  reader: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL schema. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  /** Told when the SQLite checkpoint thread fails (the log, in the app). */
  onBackgroundError?: (message: string) => void;
  databaseUrl?: string;
  /** PostgreSQL schema to create and use (tests isolate themselves with it). */
  schema?: string;
}

// int8 (bigint) columns hold cents and epoch milliseconds: all well inside 2^53, so return them as numbers.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openSqlite(options.dataDir, options.onBackgroundError ?? ((message) => process.emitWarning(`SQLite checkpoint: ${message}`)));
}

/** How often the checkpoint thread copies the WAL back into the database file, and the writer's own far backstop (pages). */
const CHECKPOINT_EVERY_MS = 500;
const BACKSTOP_CHECKPOINT_PAGES = 20_000;
/** Page cache per connection (SQLite's default is 2 MiB): the hot indexes of bets and the ledger stay in memory. */
const CACHE_KIB = 64 * 1024;

function openSqlite(dataDir: string, onBackgroundError: (message: string) => void): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'app.sqlite');
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma(`cache_size = -${CACHE_KIB}`);
  // Checkpoints run on their own thread (sqlite-checkpointer.ts): a commit never waits for pages to be copied and synced.
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpointer = startCheckpointer(file, CHECKPOINT_EVERY_MS, onBackgroundError);
  const readConnection = new SQLite(file);
  readConnection.pragma('query_only = ON');
  readConnection.pragma('busy_timeout = 5000');
  readConnection.pragma(`cache_size = -${CACHE_KIB}`);
  const snapshot = turnSnapshot(readConnection);
  // Every statement the writer runs ends the reader's snapshot, so a read after a commit in the same turn sees it.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(connection, snapshot.end) }), plugins: [new CamelCasePlugin()] });
  const cachedReadConnection = withStatementCache(readConnection);
  const reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedReadConnection }), plugins: [new CamelCasePlugin()] });
  readDirectly(reader, directSqliteRead(readConnection, snapshot.enter));
  return {
    db,
    reader,
    dialect: 'sqlite',
    location: file,
    close: async () => {
      await checkpointer.stop();
      await reader.destroy();
      await db.destroy();
    },
  };
}

/**
 * Kysely's SQLite driver prepares every statement anew; the same few hundred SQL texts repeat all day, so keep
 * their prepared statements (bounded, least recently used dropped first).
 */
function withStatementCache(connection: SQLite.Database, beforeEach?: () => void, limit = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = connection.prepare.bind(connection);
  return new Proxy(connection, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver);
      return (source: string) => {
        // Kysely's driver prepares each statement right before it runs it, in the same synchronous step.
        beforeEach?.();
        let statement = cache.get(source);
        if (statement) {
          cache.delete(source);
        } else {
          statement = prepare(source);
          if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        }
        cache.set(source, statement);
        return statement;
      };
    },
  });
}

/**
 * The direct reads of one turn of the event loop share one read transaction on the read connection. Each statement
 * outside a transaction begins and ends a read of its own, and in WAL mode that takes and drops a lock on the shared
 * index with two system calls: two thirds of a point read's cost (about 5 of 7 µs here), twice per signed-in request.
 * A turn's reads are concurrent requests anyway, so one snapshot serves them all. It never outlives the turn (it ends
 * in the turn's check phase), and every statement on the writer connection ends it first: a read that follows a commit
 * of this process, even in the same turn, sees that commit. Another process's commit is seen from the next turn on.
 */
function turnSnapshot(connection: SQLite.Database): { enter: () => void; end: () => void } {
  const begin = connection.prepare('begin');
  const commit = connection.prepare('commit');
  const end = (): void => {
    if (connection.open && connection.inTransaction) commit.run();
  };
  return {
    enter() {
      if (connection.inTransaction) return;
      begin.run();
      setImmediate(end);
    },
    end,
  };
}

/** CamelCasePlugin's own key conversion, to give direct reads the rows the Kysely instance gives. */
class KeyCase extends CamelCasePlugin {
  of(key: string): string {
    return this.camelCase(key);
  }
}

/** The most direct-read statements kept; a prepared query is built once per module, so far fewer are ever made. */
const DIRECT_READS_KEPT = 200;

/**
 * A read run at once on the read-only connection (prepared-query.ts): better-sqlite3 is synchronous, so nothing
 * interleaves. Each SQL text gets its own statement in raw mode (rows as arrays, which better-sqlite3 builds at half the
 * cost of objects) and a row builder made once from its columns, an object literal with the camelCased keys in a fixed
 * order: the rows are the ones Kysely gives. Its statements are its own: the reader's Kysely shares the cached ones,
 * which must stay in object mode.
 */
function directSqliteRead(connection: SQLite.Database, beforeEach: () => void): DirectRead {
  const keys = new KeyCase();
  const reads = new Map<string, { statement: SQLite.Statement; row: (values: unknown[]) => Record<string, unknown> }>();
  const readFor = (source: string) => {
    let read = reads.get(source);
    if (read) return read;
    const statement = connection.prepare(source);
    if (!statement.reader) throw new Error('a direct read must be a query that returns rows');
    statement.raw(true);
    // Keys are column names of our own queries, written into the builder as JSON string literals (`__proto__` computed,
    // so that it stays a plain key as in better-sqlite3's own rows).
    const fields = statement.columns().map((column, index) => {
      const key = JSON.stringify(keys.of(column.name));
      return `${key === '"__proto__"' ? `[${key}]` : key}: values[${index}]`;
    });
    read = { statement, row: new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Record<string, unknown> };
    if (reads.size >= DIRECT_READS_KEPT) reads.delete(reads.keys().next().value!);
    reads.set(source, read);
    return read;
  };
  return (source, parameters) => {
    const { statement, row } = readFor(source);
    beforeEach();
    return (statement.all(parameters) as unknown[][]).map(row);
  };
}

async function openPostgres(connectionString: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  await sql`select 1`.execute(db);
  return { db, reader: db, dialect: 'postgres', location: schema ? `postgres schema ${schema}` : 'postgres', close: () => db.destroy() };
}
