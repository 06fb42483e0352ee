// Which notices a signed-in player has opened: one row per player and notice, written when the notice's detail is read,
// so the notices page marks the rest unread on every device of theirs.
import { type Kysely } from 'kysely';
import { type Migration, bigintType } from '../migration-kit';

export const noticeReads: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    await db.schema
      .createTable('notice_read')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      // No foreign key: deleting a notice deletes its reads in the same transaction (notice-editing.ts).
      .addColumn('notice_id', 'integer', (c) => c.notNull())
      .addColumn('read_at', bigintType(dialect), (c) => c.notNull())
      // The key serves every read: a player's reads among a page of notices, their unread count, marking one read once.
      .addPrimaryKeyConstraint('notice_read_pkey', ['user_id', 'notice_id'])
      .execute();
  },
};
