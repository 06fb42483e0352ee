// The drand beacon of a chain (its hash, key and round rule, published with the commitment) and each period's round,
// assigned at commitment time and stored with the result once fetched and checked (GAME_RULES.md "No foreknowledge").
import { type Kysely } from 'kysely';
import { type Migration, bigintType } from '../migration-kit';

export const drawBeacon: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    await db.schema.alterTable('draw_chain').addColumn('beacon_chain_hash', 'varchar(64)').execute();
    await db.schema.alterTable('draw_chain').addColumn('beacon_public_key', 'varchar(192)').execute();
    await db.schema.alterTable('draw_chain').addColumn('beacon_genesis_time', bigintType(dialect)).execute();
    await db.schema.alterTable('draw_chain').addColumn('beacon_period_seconds', 'integer').execute();
    await db.schema.alterTable('draw_chain').addColumn('beacon_delay_seconds', 'integer').execute();
    await db.schema.alterTable('draw_period').addColumn('beacon_round', bigintType(dialect)).execute();
    await db.schema.alterTable('draw_period').addColumn('beacon_randomness', 'varchar(64)').execute();
    await db.schema.alterTable('draw_period').addColumn('beacon_signature', 'varchar(96)').execute();
  },
};
