// Kysely on SQLite or PostgreSQL: opens the configured database (or takes one a caller opened), migrates it, exposes it and closes it.
import fp from 'fastify-plugin';
import { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { type Database } from '../../db/schema';

export interface DatabasePluginOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** An already opened database: the app uses it and leaves closing it to whoever opened it. */
  handle?: DatabaseHandle;
}

/** Every few hours, as SQLite advises for long-lived connections. */
const OPTIMIZE_EVERY_MS = 4 * 60 * 60 * 1000;

/**
 * SQLite's planner chooses indexes from the statistics ANALYZE gathers, and nothing gathers them unless asked: `PRAGMA
 * optimize` (bounded by analysis_limit, so it stays quick on a large file) at start and every few hours. PostgreSQL's autovacuum keeps its own statistics.
 */
function keepStatisticsFresh(app: FastifyInstance, handle: DatabaseHandle): void {
  if (handle.dialect !== 'sqlite') return;
  const optimize = async (mask: string) => {
    // The writer gathers them into the file; the reader (query-only) picks them up with the schema change.
    await sql`pragma analysis_limit = 1000`.execute(handle.db);
    await sql.raw(`pragma optimize${mask}`).execute(handle.db);
  };
  // 0x10002 at start: also analyzes tables that never had statistics (a database that grew before this existed).
  void optimize('=0x10002').catch((error: unknown) => app.log.warn({ err: error }, 'pragma optimize failed'));
  const timer = setInterval(() => void optimize('').catch((error: unknown) => app.log.warn({ err: error }, 'pragma optimize failed')), OPTIMIZE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(
  async function database(app, opts: DatabasePluginOptions) {
    const handle =
      opts.handle ??
      (await openDatabase({
        dataDir: opts.dataDir,
        databaseUrl: opts.databaseUrl,
        schema: opts.databaseSchema,
        onBackgroundError: (message) => app.log.warn({ message }, 'database background work failed'),
      }));
    // Migrations run before anything can query: every route and service may rely on the latest schema.
    try {
      const applied = await migrateToLatest(handle.db, handle.dialect, opts.databaseSchema);
      if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    } catch (error) {
      // The app never starts, so its onClose never runs: let go of the file or the pool here.
      if (!opts.handle) await handle.close();
      throw error;
    }
    if (!opts.handle) app.addHook('onClose', async () => handle.close());
    keepStatisticsFresh(app, handle);

    app.decorate('db', handle.db);
    app.decorate('dbReader', handle.reader);
    app.decorate('dialect', handle.dialect);
    app.log.info(`database ready: ${handle.dialect} (${handle.location})`);
  },
  { name: 'database' },
);

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Reads that need no transaction and must not queue behind writes (see DatabaseHandle.reader). */
    dbReader: Kysely<Database>;
    dialect: Dialect;
  }
}
