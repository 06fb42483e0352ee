// Money in and out: recharge and withdrawal orders, every payment notification received (kept for audit, refused ones
// included), deposit limits beside the stake limits, and the sandbox provider's own record of the payments it took.
import { type Kysely, sql } from 'kysely';
import { type Migration, bigintType, idColumn } from '../migration-kit';

export const payments: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    const big = bigintType(dialect);
    const id = idColumn(dialect, true);
    await db.schema
      .createTable('pay_order')
      .addColumn('id', id.type, id.build)
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('amount', big, (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      // What the player chose (wechat, alipay) and who served it (sandbox, wechat, alipay).
      .addColumn('method', 'varchar(8)', (c) => c.notNull())
      .addColumn('provider', 'varchar(8)', (c) => c.notNull())
      .addColumn('provider_trade_no', 'varchar(64)')
      // A withdrawal's destination as the player typed it (their WeChat ID or Alipay account).
      .addColumn('account', 'varchar(64)')
      // Message key of why it failed, was rejected or refunded.
      .addColumn('fail_reason', 'varchar(40)')
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .addColumn('expires_at', big)
      // Recharge paid, or withdrawal paid out.
      .addColumn('paid_at', big)
      // Cancelled, failed, expired, rejected or refunded.
      .addColumn('closed_at', big)
      // The last time the provider was asked about this order (a late notification is looked for at most every few seconds).
      .addColumn('queried_at', big)
      .addCheckConstraint('pay_order_kind', sql`kind in ('recharge', 'withdraw')`)
      .addCheckConstraint(
        'pay_order_status',
        sql`(kind = 'recharge' and status in ('pending', 'paid', 'cancelled', 'failed', 'expired', 'refunded')) or (kind = 'withdraw' and status in ('requested', 'paidOut', 'rejected'))`,
      )
      .addCheckConstraint('pay_order_amount', sql`amount > 0`)
      .execute();
    // My orders newest first, by tab, by cursor: one index range per player.
    await db.schema.createIndex('pay_order_user_idx').on('pay_order').columns(['user_id', 'id']).execute();
    // The sweeper: pending recharges past their expiry, requested withdrawals by age; deposits in a window.
    await db.schema.createIndex('pay_order_status_idx').on('pay_order').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('pay_order_user_status_idx').on('pay_order').columns(['user_id', 'status', 'created_at']).execute();

    await db.schema
      .createTable('pay_notification')
      .addColumn('id', id.type, id.build)
      .addColumn('provider', 'varchar(8)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)')
      // credited, duplicate, closed (a non-payment state applied), refused (signature, amount, currency, player, unknown order).
      .addColumn('outcome', 'varchar(12)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)')
      .addColumn('amount', big)
      .addColumn('received_at', big, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pay_notification_order_idx').on('pay_notification').columns(['order_no', 'id']).execute();

    // Deposit limits per 24 h / 7 d / 30 d (cents, null for none); deposit_chosen_at: when the player first made the choice
    // (a limit or, explicitly, none), asked for at the first recharge.
    for (const column of ['deposit_day', 'deposit_week', 'deposit_month', 'deposit_chosen_at']) {
      await db.schema.alterTable('player_limit').addColumn(column, big).execute();
    }

    // The sandbox provider's side: what a real provider keeps about each payment it was asked to take.
    await db.schema
      .createTable('sandbox_payment')
      .addColumn('trade_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('amount', big, (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull())
      .addColumn('method', 'varchar(8)', (c) => c.notNull())
      .addColumn('description', 'varchar(128)', (c) => c.notNull())
      .addColumn('attach', 'varchar(64)', (c) => c.notNull())
      .addColumn('return_url', 'varchar(512)', (c) => c.notNull())
      .addColumn('notify_url', 'varchar(512)', (c) => c.notNull())
      // open, paid, cancelled, failed, closed, refunded
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('language', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('expires_at', big, (c) => c.notNull())
      .addColumn('decided_at', big)
      .addColumn('refunded_amount', big, (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
