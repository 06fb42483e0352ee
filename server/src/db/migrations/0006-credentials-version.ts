// A credentials version per player, bumped by every password change, and the version each login was made under:
// a login made under an older version is dead, even one that read the old password while the change was committing.
import { type Kysely } from 'kysely';
import { type Migration } from '../migration-kit';

export const credentialsVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('app_user').addColumn('credentials_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // Logins that exist now were made under version 0, which is every player's version now: they stay alive.
    await db.schema.alterTable('user_session').addColumn('credentials_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
