// A new order row under a new number: R (recharge) or W (withdrawal), the epoch milliseconds it was made at, and six random digits.
import { randomInt } from 'node:crypto';
import { type Kysely, type Transaction } from 'kysely';
import { type Database, type PayOrderKind } from '../db/schema';
import { type PayMethod, type ProviderName } from './payment-provider';
import { type OrderRow } from './order-view';

/** 20 characters, readable by time at a glance; two orders of the same millisecond share one once in a million. */
function newOrderNo(kind: PayOrderKind, now: number): string {
  return `${kind === 'recharge' ? 'R' : 'W'}${String(Math.trunc(now)).padStart(13, '0')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** What an order number looks like: the routes refuse anything else before a query runs. */
export const ORDER_NO_PATTERN = '^[RW][0-9]{19}$';

export interface NewOrder {
  kind: PayOrderKind;
  userId: number;
  status: 'pending' | 'requested';
  amount: number;
  method: PayMethod;
  provider: ProviderName;
  account: string | null;
  expiresAt: number | null;
  now: number;
}

/** Inserts the order under a new number (drawn again on a clash with an order of the same millisecond). */
export async function insertOrder(db: Kysely<Database> | Transaction<Database>, order: NewOrder): Promise<OrderRow> {
  for (;;) {
    const inserted = await db
      .insertInto('payOrder')
      .values({
        orderNo: newOrderNo(order.kind, order.now),
        userId: order.userId,
        kind: order.kind,
        status: order.status,
        amount: order.amount,
        currency: 'CNY',
        method: order.method,
        provider: order.provider,
        providerTradeNo: null,
        account: order.account,
        failReason: null,
        createdAt: order.now,
        updatedAt: order.now,
        expiresAt: order.expiresAt,
        paidAt: null,
        closedAt: null,
        queriedAt: null,
      })
      .onConflict((oc) => oc.column('orderNo').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
  }
}
