// Failed logins counted per phone and per address in one row each, so an attempt is reserved by one conditional
// statement before its password is checked: parallel guesses can no longer all slip under the limit.
import { type Kysely } from 'kysely';
import { type Migration, bigintType } from '../migration-kit';

export const loginFailureCounters: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    await db.schema
      .createTable('login_failure_counter')
      // phone:+8613800138000, ip:10.0.0.1 or user:42 (a player without a phone).
      .addColumn('scope', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', bigintType(dialect), (c) => c.notNull())
      .execute();
    // One row per attempt, counted after the fact: replaced by the counters (its rows only ever mattered for 15 minutes).
    await db.schema.dropTable('login_attempt').execute();
  },
};
