// What operators see and decide of players' money orders: recharges and withdrawals listed and opened, a withdrawal
// approved or rejected, a paid recharge refunded; each decision with its audit row.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type PayOrderKind, type PayOrderStatus, type PayOrderTable } from '../db/schema';
import { BusinessError, ValidationError } from '../http/app-error';
import { isoTime } from '../http/time';
import { type Language } from '../i18n/language';
import { MESSAGES, translate, type MessageKey } from '../i18n/messages';
import { type OrderDeps } from '../payments/order-service';
import { refundRecharge } from '../payments/recharge-refund';
import { approveWithdrawal, rejectWithdrawal } from '../payments/withdrawal-orders';
import { type ChangeHook, type PageQuery } from './player-admin';

type OrderRow = Selectable<PayOrderTable>;

export interface OrderSearch extends PageQuery {
  kind?: PayOrderKind;
  status?: PayOrderStatus;
  userId?: number;
  orderNo?: string;
  /** Epoch ms: created at or after. */
  from?: number;
  /** Epoch ms: created before. */
  to?: number;
}

/** A stored reason is a message key, shown in the reader's language; anything else as written. */
function reasonText(key: string | null, language: Language): string | null {
  if (key === null) return null;
  return Object.hasOwn(MESSAGES, key) ? translate(key as MessageKey, language) : key;
}

function orderJson(row: OrderRow, language: Language) {
  return {
    orderNo: row.orderNo,
    kind: row.kind,
    status: row.status,
    amount: Number(row.amount),
    currency: row.currency,
    method: row.method,
    provider: row.provider,
    providerTradeNo: row.providerTradeNo,
    // Operators pay withdrawals out to it: shown whole, unlike the player's masked view.
    account: row.account,
    failReason: reasonText(row.failReason, language),
    userId: row.userId,
    createTime: isoTime(row.createdAt)!,
    expireTime: isoTime(row.expiresAt),
    payTime: isoTime(row.paidAt),
    closeTime: isoTime(row.closedAt),
  };
}

/** Orders newest first, with their player's nickname and phone. */
export async function searchOrders(db: Kysely<Database>, search: OrderSearch, language: Language) {
  let query = db.selectFrom('payOrder as o').innerJoin('appUser as u', 'u.id', 'o.userId');
  if (search.kind) query = query.where('o.kind', '=', search.kind);
  if (search.status) query = query.where('o.status', '=', search.status);
  if (search.userId !== undefined) query = query.where('o.userId', '=', search.userId);
  if (search.orderNo) query = query.where('o.orderNo', '=', search.orderNo);
  if (search.from !== undefined) query = query.where('o.createdAt', '>=', search.from);
  if (search.to !== undefined) query = query.where('o.createdAt', '<', search.to);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll('o')
      .select(['u.nickname', 'u.phone'])
      .orderBy('o.id', 'desc')
      .limit(search.size)
      .offset((search.page - 1) * search.size)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({ ...orderJson(row, language), nickname: row.nickname, phone: row.phone })),
    pagination: { page: search.page, size: search.size, total: Number(total) },
  };
}

/** One order, its player, and every payment notification that named it, oldest first. */
export async function orderDetail(db: Kysely<Database>, orderNo: string, language: Language) {
  const row = await db.selectFrom('payOrder as o').innerJoin('appUser as u', 'u.id', 'o.userId').selectAll('o').select(['u.nickname', 'u.phone']).where('o.orderNo', '=', orderNo).executeTakeFirst();
  if (!row) throw new BusinessError('recordNotFound');
  const notifications = await db.selectFrom('payNotification').selectAll().where('orderNo', '=', orderNo).orderBy('id').execute();
  return {
    ...orderJson(row, language),
    nickname: row.nickname,
    phone: row.phone,
    notifications: notifications.map((n) => ({
      id: Number(n.id),
      provider: n.provider,
      outcome: n.outcome,
      reason: n.reason,
      amount: n.amount === null ? null : Number(n.amount),
      time: isoTime(n.receivedAt)!,
    })),
  };
}

type StatusChange = { status: PayOrderStatus };

async function requireWithdrawal(db: Kysely<Database> | Transaction<Database>, orderNo: string): Promise<OrderRow> {
  const order = await db.selectFrom('payOrder').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
  if (!order) throw new BusinessError('recordNotFound');
  if (order.kind !== 'withdraw') throw new BusinessError('orderNotWithdrawal');
  return order;
}

/** A requested withdrawal paid out. Refused when it was already approved or rejected: nothing is paid twice. */
export async function approveWithdrawalOrder(deps: OrderDeps, orderNo: string, audit: ChangeHook<StatusChange>): Promise<void> {
  await requireWithdrawal(deps.db, orderNo);
  const approved = await approveWithdrawal(deps, orderNo, (trx) => audit(trx, { status: 'requested' }, { status: 'paidOut' }));
  if (!approved) throw new BusinessError('withdrawalAlreadyDecided');
}

/** A requested withdrawal refused: its held amount back to the balance once. Refused when already decided. */
export async function rejectWithdrawalOrder(deps: OrderDeps, orderNo: string, reason: string, audit: ChangeHook<StatusChange>): Promise<void> {
  if (reason.trim() === '') throw new ValidationError('rejectReasonRequired', {}, { field: 'reason' });
  await requireWithdrawal(deps.db, orderNo);
  const rejected = await rejectWithdrawal(deps, orderNo, (trx) => audit(trx, { status: 'requested' }, { status: 'rejected' }));
  if (!rejected) throw new BusinessError('withdrawalAlreadyDecided');
}

/**
 * A paid recharge given back (payments/recharge-refund.ts): the debit commits before the provider is asked, so the audit
 * row follows the call, written whenever the order went paid → refunded, also when the provider then failed (the
 * refusal still reaches the operator). A refunded order asked again retries only the provider, under the same number.
 */
export async function refundRechargeOrder(deps: OrderDeps, orderNo: string, audit: (before: StatusChange, after: StatusChange & { provider: string }) => Promise<void>) {
  const before = await deps.db.selectFrom('payOrder').select(['status', 'kind']).where('orderNo', '=', orderNo).executeTakeFirst();
  try {
    const refunded = await refundRecharge(deps, orderNo);
    await audit({ status: before!.status }, { status: 'refunded', provider: refunded.status });
    return refunded;
  } catch (error) {
    const after = before ? await deps.db.selectFrom('payOrder').select('status').where('orderNo', '=', orderNo).executeTakeFirst() : undefined;
    if (before?.status === 'paid' && after?.status === 'refunded') await audit({ status: 'paid' }, { status: 'refunded', provider: 'failed' });
    throw error;
  }
}
