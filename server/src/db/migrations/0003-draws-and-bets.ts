// Draws and bets: committed hash chains, periods, bet slips and bets, and the players' responsible-play limits.
import { type Kysely, sql } from 'kysely';
import { type Migration, idColumn, bigintType } from '../migration-kit';

export const drawsAndBets: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const bigId = idColumn(dialect, true);
    const big = bigintType(dialect);

    // One chain per business day. seed_hex (x_N) is secret: it never leaves the server; keys are revealed one draw at a time.
    await db.schema
      .createTable('draw_chain')
      .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('seed_hex', 'varchar(64)', (c) => c.notNull())
      .addColumn('commitment_hex', 'varchar(64)', (c) => c.notNull())
      .addColumn('length', 'integer', (c) => c.notNull())
      .addColumn('first_issue', 'varchar(16)', (c) => c.notNull())
      .addColumn('algorithm', 'varchar(40)', (c) => c.notNull())
      .addColumn('salt', 'varchar(128)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('draw_period')
      .addColumn('issue', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('chain_id', 'varchar(16)', (c) => c.notNull().references('draw_chain.id'))
      .addColumn('chain_index', 'integer', (c) => c.notNull())
      .addColumn('open_at', big, (c) => c.notNull())
      .addColumn('close_at', big, (c) => c.notNull())
      .addColumn('draw_at', big, (c) => c.notNull())
      // scheduled → drawn → settled, or cancelled → refunded; open/closed follow from the clock.
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('result', 'varchar(32)')
      .addColumn('revealed_key_hex', 'varchar(64)')
      .addColumn('drawn_at', big)
      .addColumn('settled_at', big)
      .addColumn('cancel_reason', 'varchar(255)')
      .execute();
    await db.schema.createIndex('draw_period_draw_at_idx').on('draw_period').columns(['draw_at']).execute();
    await db.schema.createIndex('draw_period_status_idx').on('draw_period').columns(['status', 'draw_at']).execute();

    // One row per accepted slip: the request id makes a retried slip idempotent.
    await db.schema
      .createTable('bet_slip')
      .addColumn('id', bigId.type, bigId.build)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('issue', 'varchar(16)', (c) => c.notNull())
      .addColumn('total', big, (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .addUniqueConstraint('bet_slip_request_unique', ['user_id', 'request_id'])
      .execute();

    await db.schema
      .createTable('bet')
      .addColumn('id', bigId.type, bigId.build)
      .addColumn('slip_id', big, (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('issue', 'varchar(16)', (c) => c.notNull())
      // Snapshot of the play item at bet time: later odds edits never touch placed bets.
      .addColumn('odds_id', 'integer', (c) => c.notNull())
      .addColumn('rank_id', 'integer', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('odds', 'integer', (c) => c.notNull())
      .addColumn('amount', big, (c) => c.notNull())
      // 0 pending, 1 won, 2 lost, 3 push (stake returned), 4 refunded (dictionary betStatus).
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payout', big, (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('settled_at', big)
      .addCheckConstraint('bet_amount_positive', sql`amount > 0`)
      .execute();
    await db.schema.createIndex('bet_issue_status_idx').on('bet').columns(['issue', 'status']).execute();
    await db.schema.createIndex('bet_user_idx').on('bet').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('bet_user_time_idx').on('bet').columns(['user_id', 'created_at']).execute();

    // Play outcome of every item of a drawn period: settlement joins bets to it in one statement.
    await db.schema
      .createTable('draw_outcome')
      .addColumn('issue', 'varchar(16)', (c) => c.notNull())
      .addColumn('rank_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      // 1 win, 2 lose, 3 push: the bet status it leads to.
      .addColumn('outcome', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('draw_outcome_pk', ['issue', 'rank_id', 'code'])
      .execute();

    // Limits a player sets for themselves (cents; null = none) and self-exclusion.
    await db.schema
      .createTable('player_limit')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
      .addColumn('stake_day', big)
      .addColumn('stake_week', big)
      .addColumn('stake_month', big)
      // An increase waits 24 hours: the raised values and when they apply.
      .addColumn('pending_json', 'text')
      .addColumn('pending_at', big)
      .addColumn('excluded_until', big)
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();
  },
};
