// An order closed with its money moved back, for the two decisions that give or take an order's amount after the fact:
// a withdrawal rejected (its hold returned) and a recharge refunded (its credit taken back). The order leaves its status
// by one conditional update and the ledger row is written in the same transaction, so neither happens without the other
// and two racing calls move the money once; balance.changed is published after the commit.
import { type Transaction } from 'kysely';
import { type Database, type PayOrderKind, type PayOrderStatus } from '../db/schema';
import { type MessageKey } from '../i18n/messages';
import { changeBalance, type BalanceLogType } from '../ledger/balance-ledger';
import { type OrderDeps } from './order-service';
import { notifyOrderChanged } from './order-notifications';

export interface OrderClosing {
  orderNo: string;
  kind: PayOrderKind;
  from: PayOrderStatus;
  to: PayOrderStatus;
  /** Kept as the order's failReason, shown in the reader's language. */
  reason: MessageKey;
  /** The ledger row for the order's whole amount: `credit` gives it to the player, `debit` takes it. */
  ledger: { direction: 'credit' | 'debit'; type: BalanceLogType; refKey: string; remark: string };
  /** The balance.changed event's reason. */
  published: string;
  /** Runs in the same transaction once the order closed (an operator's audit row): it commits or fails with the change. */
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * True when this call closed the order; false when the order was not in `from` (another call got there first) and
 * nothing changed. A debit the balance cannot cover throws InsufficientBalanceError and leaves the order as it was.
 */
export async function closeWithLedgerEntry(deps: OrderDeps, closing: OrderClosing): Promise<boolean> {
  const now = deps.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('payOrder')
      .set({ status: closing.to, failReason: closing.reason, closedAt: now, updatedAt: now })
      .where('orderNo', '=', closing.orderNo)
      .where('kind', '=', closing.kind)
      .where('status', '=', closing.from)
      .returning(['userId', 'amount'])
      .executeTakeFirst();
    if (!closed) return null;
    const amount = Number(closed.amount);
    const balance = await changeBalance(trx, {
      userId: closed.userId,
      amount: closing.ledger.direction === 'credit' ? amount : -amount,
      type: closing.ledger.type,
      refKey: closing.ledger.refKey,
      remark: closing.ledger.remark,
      now,
    });
    await closing.alsoInTransaction?.(trx);
    return { userId: closed.userId, balance, amount };
  });
  if (!moved) return false;
  deps.realtime().publishToPlayer({ type: 'balance.changed', userId: moved.userId, balance: moved.balance, reason: closing.published });
  await notifyOrderChanged(deps, { orderNo: closing.orderNo, userId: moved.userId, kind: closing.kind, status: closing.to, amount: moved.amount });
  return true;
}
