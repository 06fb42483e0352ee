// The plan hall and the notification centre: slips published as plans, likes, follows, daily clicks (the rows Mine's
// counters count), the plan a copied slip came from, and each player's notifications with their read marks.
import { type Kysely, sql } from 'kysely';
import { type Migration, bigintType, idColumn } from '../migration-kit';

export const planHall: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const big = bigintType(dialect);
    const id = idColumn(dialect);
    const bigId = idColumn(dialect, true);

    await db.schema
      .createTable('plan')
      .addColumn('id', id.type, id.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      // The slip it publishes: a slip is published once. Picks and odds are that slip's bets.
      .addColumn('slip_id', big, (c) => c.notNull().unique().references('bet_slip.id'))
      .addColumn('issue', 'varchar(16)', (c) => c.notNull())
      .addColumn('note', 'varchar(140)')
      // 1: the author chose to show the stake.
      .addColumn('show_stake', 'integer', (c) => c.notNull().defaultTo(0))
      // Counters of plan_like, copied slips (bet_slip.plan_id) and daily_click rows, written with those rows.
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('copies', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('plan_issue_idx').on('plan').columns(['issue', 'id']).execute();
    await db.schema.createIndex('plan_user_idx').on('plan').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('plan_like')
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('plan.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('created_at', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('plan_like_pk', ['plan_id', 'user_id'])
      .execute();
    await db.schema.createIndex('plan_like_user_idx').on('plan_like').columns(['user_id', 'plan_id']).execute();

    await db.schema
      .createTable('user_follow')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('followee_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('created_at', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('user_follow_pk', ['user_id', 'followee_id'])
      .addCheckConstraint('user_follow_not_self', sql`user_id <> followee_id`)
      .execute();
    await db.schema.createIndex('user_follow_followee_idx').on('user_follow').columns(['followee_id', 'user_id']).execute();

    // A click: one player's first view of an author page ('author', ref = author id) or a plan ('plan', ref = plan id) on a day.
    await db.schema
      .createTable('daily_click')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('ref', 'integer', (c) => c.notNull())
      // The day in TIME_ZONE, yyyy-mm-dd.
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      // Whose total clicks it counts in.
      .addColumn('author_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('created_at', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_click_pk', ['user_id', 'kind', 'ref', 'day'])
      .addCheckConstraint('daily_click_kind', sql`kind in ('author', 'plan')`)
      .execute();
    await db.schema.createIndex('daily_click_author_idx').on('daily_click').columns(['author_id']).execute();

    // The plan a slip was copied from.
    await db.schema.alterTable('bet_slip').addColumn('plan_id', 'integer', (c) => c.references('plan.id')).execute();
    await db.schema.createIndex('bet_slip_plan_idx').on('bet_slip').columns(['plan_id']).where(sql.ref('plan_id'), 'is not', null).execute();

    // A settlement writes one row per player of the period in its transaction, so each row costs as little as it can:
    // no foreign key (a check and a key-share lock on app_user per row; players are never deleted) and one index
    // besides the key, the unique one, whose leading user_id also serves the list, the unread count and the pruning
    // (a player keeps at most 500 rows).
    await db.schema
      .createTable('notification')
      .addColumn('id', bigId.type, bigId.build)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      // What it is about, unique per player and kind: a repeat (another reply in one chat) refreshes the row.
      .addColumn('ref', 'varchar(64)', (c) => c.notNull())
      // The player who caused it (liker, copier, author), null for the system.
      .addColumn('actor_id', 'integer')
      // JSON parameters of its text (issue, amounts, order number, status).
      .addColumn('params', 'text')
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('read_at', big)
      .execute();
    await db.schema.createIndex('notification_ref_unique').on('notification').columns(['user_id', 'kind', 'ref']).unique().execute();

    // Viewing history records opened author pages too ('author', ref = the author's user id).
    const kinds = sql`kind in ('notice', 'draw', 'plan', 'author')`;
    if (dialect === 'postgres') {
      await db.schema.alterTable('view_history').dropConstraint('view_history_kind').execute();
      await db.schema.alterTable('view_history').addCheckConstraint('view_history_kind', kinds).execute();
    } else {
      // SQLite cannot alter a check constraint: the table is rebuilt as 0011 created it, its rows (ids included) copied.
      await db.schema
        .createTable('view_history_new')
        .addColumn('id', bigId.type, bigId.build)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('ref', 'varchar(32)', (c) => c.notNull())
        .addColumn('viewed_at', big, (c) => c.notNull())
        .addUniqueConstraint('view_history_item_unique', ['user_id', 'kind', 'ref'])
        .addCheckConstraint('view_history_kind', kinds)
        .execute();
      await sql`insert into view_history_new (id, user_id, kind, ref, viewed_at) select id, user_id, kind, ref, viewed_at from view_history`.execute(db);
      // Ids never come back: the new table's AUTOINCREMENT carries on from where the old one was, not from its largest kept id.
      await sql`delete from sqlite_sequence where name = 'view_history_new'`.execute(db);
      await sql`insert into sqlite_sequence (name, seq) select 'view_history_new', seq from sqlite_sequence where name = 'view_history'`.execute(db);
      await db.schema.dropTable('view_history').execute();
      await db.schema.alterTable('view_history_new').renameTo('view_history').execute();
      await db.schema.createIndex('view_history_user_viewed_idx').on('view_history').columns(['user_id', 'viewed_at', 'id']).execute();
    }
  },
};
