// Viewing history: what a signed-in player opened (a notice, a draw's verification, later a plan), one row per thing,
// its time moved up when opened again; at most a few hundred rows per player, read newest first.
import { type Kysely, sql } from 'kysely';
import { type Migration, bigintType, idColumn } from '../migration-kit';

export const viewHistory: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const id = idColumn(dialect, true);
    await db.schema
      .createTable('view_history')
      .addColumn('id', id.type, id.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      // The notice id, the period's issue or the plan id, as text.
      .addColumn('ref', 'varchar(32)', (c) => c.notNull())
      .addColumn('viewed_at', bigintType(dialect), (c) => c.notNull())
      // Opening the same thing again updates its row (upsert on this key), never adds a second one.
      .addUniqueConstraint('view_history_item_unique', ['user_id', 'kind', 'ref'])
      .addCheckConstraint('view_history_kind', sql`kind in ('notice', 'draw', 'plan')`)
      .execute();
    // The player's list newest first, its cursor pages and the trim past the newest 200: one index range.
    await db.schema.createIndex('view_history_user_viewed_idx').on('view_history').columns(['user_id', 'viewed_at', 'id']).execute();
  },
};
