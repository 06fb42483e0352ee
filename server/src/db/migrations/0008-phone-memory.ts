// What stays with a phone number after its account closes or lets it go: the self-exclusion and whether the one
// welcome credit was paid, under a keyed hash of the number (never the number itself).
import { type Kysely } from 'kysely';
import { type Migration, bigintType } from '../migration-kit';

export const phoneMemory: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const big = bigintType(dialect);
    await db.schema
      .createTable('phone_memory')
      // HMAC-SHA256 (hex) of the E.164 number under PHONE_HASH_SECRET.
      .addColumn('phone_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('excluded_until', big)
      .addColumn('welcome_credited', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();
  },
};
