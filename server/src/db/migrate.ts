// Runs the versioned migrations at start-up, in order, once each, on either dialect.
import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { type Dialect } from './database';
import { type Migration } from './migration-kit';
import { foundation } from './migrations/0001-foundation';
import { accountsAndLedger } from './migrations/0002-accounts-and-ledger';
import { drawsAndBets } from './migrations/0003-draws-and-bets';
import { betsWrittenOnce } from './migrations/0004-bets-written-once';
import { uploadOwners } from './migrations/0005-upload-owners';
import { credentialsVersion } from './migrations/0006-credentials-version';
import { loginFailureCounters } from './migrations/0007-login-failure-counters';
import { phoneMemory } from './migrations/0008-phone-memory';
import { compactOutcomesAndCounters } from './migrations/0009-compact-outcomes-and-counters';
import { invitesAndRealityCheck } from './migrations/0010-invites-and-reality-check';
import { viewHistory } from './migrations/0011-view-history';
import { ledgerMoneyTotals } from './migrations/0012-ledger-money-totals';
import { payments } from './migrations/0013-payments';
import { operators } from './migrations/0014-operators';
import { customerService } from './migrations/0015-customer-service';
import { planHall } from './migrations/0016-plan-hall';
import { noticeReads } from './migrations/0017-notice-reads';
import { storedFiles } from './migrations/0018-stored-files';
import { drawBeacon } from './migrations/0019-draw-beacon';

/** Append only: a released migration is never edited, a change is a new entry. */
const MIGRATIONS = {
  '0001-foundation': foundation,
  '0002-accounts-and-ledger': accountsAndLedger,
  '0003-draws-and-bets': drawsAndBets,
  '0004-bets-written-once': betsWrittenOnce,
  '0005-upload-owners': uploadOwners,
  '0006-credentials-version': credentialsVersion,
  '0007-login-failure-counters': loginFailureCounters,
  '0008-phone-memory': phoneMemory,
  '0009-compact-outcomes-and-counters': compactOutcomesAndCounters,
  '0010-invites-and-reality-check': invitesAndRealityCheck,
  '0011-view-history': viewHistory,
  '0012-ledger-money-totals': ledgerMoneyTotals,
  '0013-payments': payments,
  '0014-operators': operators,
  '0015-customer-service': customerService,
  '0016-plan-hall': planHall,
  '0017-notice-reads': noticeReads,
  '0018-stored-files': storedFiles,
  '0019-draw-beacon': drawBeacon,
} satisfies Record<string, Migration>;

/**
 * `schema` (PostgreSQL) is where the migration bookkeeping lives: without it Kysely may see another schema's tables and
 * skip creating its own. `upTo` stops after that migration (tests of an upgrade from an older schema).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against every past shape of the schema (Kysely's own advice for migrations)
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, schema?: string, upTo?: keyof typeof MIGRATIONS): Promise<string[]> {
  if (dialect === 'sqlite') return migrateOn(db, dialect, schema, upTo);
  // PostgreSQL: one migration at a time in the whole database, from its first look at the catalogue on. Kysely takes its
  // own lock only after that look, which lists every schema's columns: a migration running meanwhile in another schema
  // (another test's, another deployment's) could drop a column under it ("column ... does not exist").
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    try {
      return await migrateOn(connection, dialect, schema, upTo);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    }
  });
}

/** A session-level advisory lock key of this application's migrations (any fixed 64-bit number; not Kysely's own). */
const MIGRATION_LOCK = 7_305_814_239_145_271_731n;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function migrateOn(db: Kysely<any>, dialect: Dialect, schema?: string, upTo?: keyof typeof MIGRATIONS): Promise<string[]> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above: a migration sees the schema as it was then
        Object.entries(MIGRATIONS).map(([name, migration]) => [name, { up: (kdb: Kysely<any>) => migration.up(kdb, dialect) }]),
      );
    },
  };
  const migrator = new Migrator({ db, provider, ...(dialect === 'postgres' ? { migrationTableSchema: schema ?? 'public' } : {}) });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
