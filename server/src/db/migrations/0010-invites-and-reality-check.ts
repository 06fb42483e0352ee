// Invites and the reality check: each player gets an invite code of their own (assigned at sign-up, or on first ask for
// players from before this migration) and remembers who invited them; the reality check's interval sits with the other
// responsible-play settings in player_limit, read by the same row lookup as the limits and off the hot app_user row.
import { type Kysely } from 'kysely';
import { type Migration } from '../migration-kit';

export const invitesAndRealityCheck: Migration = {
  async up(db: Kysely<unknown>) {
    // Null until assigned; unique among those that have one (both dialects let NULLs repeat under a unique index).
    await db.schema.alterTable('app_user').addColumn('invite_code', 'varchar(16)').execute();
    await db.schema.alterTable('app_user').addColumn('invited_by', 'integer', (c) => c.references('app_user.id')).execute();
    // Named as PostgreSQL would name a column's UNIQUE, so UNIQUE_KEYS.inviteCode reads the same on both dialects.
    await db.schema.createIndex('app_user_invite_code_key').on('app_user').column('invite_code').unique().execute();
    // An inviter's list, newest first, and its count: one index range.
    await db.schema.createIndex('app_user_invited_by_idx').on('app_user').columns(['invited_by', 'id']).execute();

    // Minutes between reality-check reminders; 0 is off.
    await db.schema.alterTable('player_limit').addColumn('reality_check_minutes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
