// A provider's word about a recharge (its notification, or its answer to a query) applied to the order exactly once: paid
// credits the balance in the same transaction that marks the order paid, whatever the order's state was (a late payment
// of a cancelled or expired order still took the money); failed, cancelled or closed end a pending order; anything that
// disagrees with the order is refused, changes nothing and is logged. Every notification leaves a pay_notification row.
import { type Transaction } from 'kysely';
import { type Database, type PayNotificationTable } from '../db/schema';
import { BALANCE_LOG_TYPE, changeBalance } from '../ledger/balance-ledger';
import { LEDGER_REMARK } from '../ledger/ledger-remark';
import { type MessageKey } from '../i18n/messages';
import { type ProviderOrderState } from './payment-provider';
import { type OrderRow } from './order-view';
import { type OrderDeps } from './order-service';
import { notifyOrderChanged } from './order-notifications';

/** Where the provider's word came from: a notification is always recorded; a query only when it changed or was refused. */
export type StateSource = 'notification' | 'query';

export interface AppliedState {
  outcome: PayNotificationTable['outcome'];
  /** Why it was refused. */
  reason?: string;
}

type Db = OrderDeps['db'] | Transaction<Database>;

/** The order, and what is wrong with the provider's word about it, if anything. */
function refusal(providerName: string, state: ProviderOrderState, order: OrderRow | undefined): string | null {
  if (!order) return 'unknown order';
  if (order.kind !== 'recharge') return 'not a recharge order';
  if (order.provider !== providerName) return `provider ${providerName} did not serve this order (${order.provider} did)`;
  if (state.amount !== Number(order.amount)) return `amount ${state.amount} is not the order's ${Number(order.amount)}`;
  if (state.currency !== order.currency) return `currency ${state.currency} is not the order's ${order.currency}`;
  if (state.attach !== null && state.attach !== String(order.userId)) return "attach does not name the order's player";
  return null;
}

/** The order status and reason a non-payment state ends a pending order with. */
function closing(state: ProviderOrderState['status'], order: OrderRow, now: number): { status: 'failed' | 'cancelled' | 'expired'; reason: MessageKey } {
  if (state === 'cancelled') return { status: 'cancelled', reason: 'payCancelled' };
  // Closed without payment: by its time running out, or by the provider before that.
  if (state === 'closed' && order.expiresAt !== null && Number(order.expiresAt) <= now) return { status: 'expired', reason: 'payExpired' };
  return { status: 'failed', reason: 'payFailed' };
}

async function record(db: Db, providerName: string, state: ProviderOrderState, outcome: AppliedState['outcome'], reason: string | null, now: number): Promise<void> {
  await db
    .insertInto('payNotification')
    .values({ provider: providerName.slice(0, 8), orderNo: state.orderNo.slice(0, 32), outcome, reason: reason?.slice(0, 200) ?? null, amount: Number.isSafeInteger(state.amount) ? state.amount : null, receivedAt: now })
    .execute();
}

export async function applyProviderState(deps: OrderDeps, providerName: string, state: ProviderOrderState, source: StateSource): Promise<AppliedState> {
  const { db, log } = deps;
  const now = deps.now();
  const order = await db.selectFrom('payOrder').selectAll().where('orderNo', '=', state.orderNo).executeTakeFirst();
  const refused = refusal(providerName, state, order);
  if (refused) {
    log.warn({ provider: providerName, orderNo: state.orderNo, status: state.status, amount: state.amount, currency: state.currency, source, reason: refused }, 'payment state refused');
    await record(db, providerName, state, 'refused', refused, now);
    return { outcome: 'refused', reason: refused };
  }
  const paying = order!;

  if (state.status === 'paid') {
    const credited = await db.transaction().execute(async (trx) => {
      // The conditional update is the once-only gate: a second notification (or a racing query) finds the order paid.
      // PostgreSQL re-checks the condition after waiting for the row; SQLite runs one writer at a time.
      const updated = await trx
        .updateTable('payOrder')
        .set({ status: 'paid', paidAt: Math.min(state.paidAt ?? now, now), providerTradeNo: state.providerTradeNo ?? paying.providerTradeNo, failReason: null, closedAt: null, updatedAt: now })
        .where('orderNo', '=', paying.orderNo)
        .where('status', 'not in', ['paid', 'refunded'])
        .returning(['userId', 'amount', 'method'])
        .executeTakeFirst();
      if (!updated) return null;
      const balance = await changeBalance(trx, {
        userId: updated.userId,
        amount: Number(updated.amount),
        type: BALANCE_LOG_TYPE.recharge,
        refKey: `recharge:${paying.orderNo}`,
        remark: updated.method === 'wechat' ? LEDGER_REMARK.rechargeWechat : LEDGER_REMARK.rechargeAlipay,
        now,
      });
      await record(trx, providerName, state, 'credited', source === 'query' ? 'found by a query' : null, now);
      return { userId: updated.userId, balance };
    });
    if (!credited) {
      if (source === 'notification') await record(db, providerName, state, 'duplicate', null, now);
      return { outcome: 'duplicate' };
    }
    deps.realtime().publishToPlayer({ type: 'balance.changed', userId: credited.userId, balance: credited.balance, reason: 'recharge' });
    await notifyOrderChanged(deps, { orderNo: paying.orderNo, userId: credited.userId, kind: 'recharge', status: 'paid', amount: paying.amount });
    log.info({ provider: providerName, orderNo: paying.orderNo, amount: state.amount, source }, 'recharge credited');
    return { outcome: 'credited' };
  }

  if (state.status === 'failed' || state.status === 'cancelled' || state.status === 'closed') {
    const { status, reason } = closing(state.status, paying, now);
    const closed = await db
      .updateTable('payOrder')
      .set({ status, failReason: reason, closedAt: now, updatedAt: now, providerTradeNo: state.providerTradeNo ?? paying.providerTradeNo })
      .where('orderNo', '=', paying.orderNo)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    const changed = Number(closed.numUpdatedRows) > 0;
    if (changed || source === 'notification') await record(db, providerName, state, changed ? 'closed' : 'duplicate', changed ? `${state.status} → ${status}` : null, now);
    if (changed) await notifyOrderChanged(deps, { orderNo: paying.orderNo, userId: paying.userId, kind: 'recharge', status, amount: paying.amount });
    return { outcome: changed ? 'closed' : 'duplicate' };
  }

  if (state.status === 'refunded' && paying.status !== 'refunded') {
    // Refunds start here (refundRecharge), never at the provider alone: one we did not start is for an operator to look at.
    const reason = 'refunded at the provider, not through this server';
    log.warn({ provider: providerName, orderNo: paying.orderNo, source }, reason);
    await record(db, providerName, state, 'refused', reason, now);
    return { outcome: 'refused', reason };
  }

  // Still pending at the provider, or a refund already applied: nothing to change.
  if (source === 'notification') await record(db, providerName, state, 'duplicate', null, now);
  return { outcome: 'duplicate' };
}

/** A notification that failed its signature check (or could not be read): nothing changes, and it is logged and kept. */
export async function refuseNotification(deps: OrderDeps, providerName: string, reason: string): Promise<void> {
  deps.log.warn({ provider: providerName, reason }, 'payment notification rejected');
  await deps.db
    .insertInto('payNotification')
    .values({ provider: providerName.slice(0, 8), orderNo: null, outcome: 'refused', reason: reason.slice(0, 200), amount: null, receivedAt: deps.now() })
    .execute();
}
