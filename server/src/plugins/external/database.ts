// Kysely on SQLite or PostgreSQL: opens the configured database (or takes one a caller opened), migrates it, exposes it and closes it.
import fp from 'fastify-plugin';
import { type Kysely } from 'kysely';
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
