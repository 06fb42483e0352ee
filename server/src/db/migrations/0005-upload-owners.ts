// Who uploaded each image: a player may only use their own uploads (as an avatar, say), never another player's URL.
import { type Kysely } from 'kysely';
import { type Migration, bigintType } from '../migration-kit';

export const uploadOwners: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    // Images stored before this migration have no row, so nobody can newly pick one: their owners are unknown.
    await db.schema
      .createTable('uploaded_image')
      .addColumn('url', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('created_at', bigintType(dialect), (c) => c.notNull())
      .execute();
  },
};
