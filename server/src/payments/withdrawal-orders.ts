// Withdrawals: the amount is held at once (a consumption row, in the transaction that makes the order, so the balance can
// never go below zero however many are asked for together); paid out or rejected later, a rejection giving it back once.
import { type Transaction } from 'kysely';
import { type Database } from '../db/schema';
import { lockPlayer } from '../db/row-lock';
import { ValidationError } from '../http/app-error';
import { type Language } from '../i18n/language';
import { BALANCE_LOG_TYPE, changeBalance } from '../ledger/balance-ledger';
import { LEDGER_REMARK } from '../ledger/ledger-remark';
import { type PayMethod } from './payment-provider';
import { orderView, type OrderView } from './order-view';
import { type OrderDeps } from './order-service';
import { insertOrder } from './new-order';
import { closeWithLedgerEntry } from './order-ledger';
import { notifyOrderChanged } from './order-notifications';

export interface WithdrawRequest {
  amount: number;
  method: PayMethod;
  /** Where the money goes: the player's WeChat ID or Alipay account, as typed. */
  account: string;
}

export async function requestWithdrawal(deps: OrderDeps, userId: number, request: WithdrawRequest, language: Language): Promise<OrderView> {
  const { minCents, maxCents } = deps.config.withdraw;
  if (request.amount < minCents || request.amount > maxCents) {
    throw new ValidationError('withdrawAmountOutOfRange', { min: { money: minCents }, max: { money: maxCents } }, { field: 'amount' });
  }
  const account = request.account.trim();
  if (account === '') throw new ValidationError('withdrawAccountRequired', {}, { field: 'account' });
  const now = deps.now();
  const provider = deps.registry.forMethod(request.method);
  // Self-exclusion does not stop a withdrawal: a player who stops playing must still be able to take their money out.
  const { order, balance } = await deps.db.transaction().execute(async (trx) => {
    await lockPlayer(trx, deps.dialect, userId);
    const created = await insertOrder(trx, { kind: 'withdraw', userId, status: 'requested', amount: request.amount, method: request.method, provider: provider.name, account, expiresAt: null, now });
    // Refused (insufficientBalance) when the balance cannot cover it: the order goes with the transaction.
    const after = await changeBalance(trx, {
      userId,
      amount: -request.amount,
      type: BALANCE_LOG_TYPE.consumption,
      refKey: `withdraw:${created.orderNo}`,
      remark: request.method === 'wechat' ? LEDGER_REMARK.withdrawWechat : LEDGER_REMARK.withdrawAlipay,
      now,
    });
    return { order: created, balance: after };
  });
  deps.realtime().publishToPlayer({ type: 'balance.changed', userId, balance, reason: 'withdraw' });
  return orderView(order, language, now);
}

/** Work joined to a decision's transaction (an operator's audit row), run only when the decision took effect. */
type AlsoInTransaction = (trx: Transaction<Database>) => Promise<void>;

/** The money was sent: requested → paid out. False when the order is not a requested withdrawal. */
export async function approveWithdrawal(deps: OrderDeps, orderNo: string, alsoInTransaction?: AlsoInTransaction): Promise<boolean> {
  const now = deps.now();
  const approved = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('payOrder')
      .set({ status: 'paidOut', paidAt: now, updatedAt: now })
      .where('orderNo', '=', orderNo)
      .where('kind', '=', 'withdraw')
      .where('status', '=', 'requested')
      .returning(['orderNo', 'userId', 'kind', 'status', 'amount'])
      .executeTakeFirst();
    if (!updated) return null;
    await alsoInTransaction?.(trx);
    return updated;
  });
  if (!approved) return false;
  await notifyOrderChanged(deps, approved);
  return true;
}

/** Not paid out: requested → rejected, and the held amount back to the balance (a refund row) in the same transaction. */
export function rejectWithdrawal(deps: OrderDeps, orderNo: string, alsoInTransaction?: AlsoInTransaction): Promise<boolean> {
  return closeWithLedgerEntry(deps, {
    alsoInTransaction,
    orderNo,
    kind: 'withdraw',
    from: 'requested',
    to: 'rejected',
    reason: 'withdrawRejected',
    ledger: { direction: 'credit', type: BALANCE_LOG_TYPE.refund, refKey: `withdraw-return:${orderNo}`, remark: LEDGER_REMARK.withdrawReturned },
    published: 'withdrawReturned',
  });
}

/**
 * Until operators review withdrawals, sandbox withdrawals older than the configured delay are paid out (the sandbox
 * moves no money). Off (0) by default in production and tests. One statement for all of them.
 */
export async function autoApproveWithdrawals(deps: OrderDeps, now: number): Promise<number> {
  const seconds = deps.config.sandbox.withdrawApproveSeconds;
  if (seconds <= 0) return 0;
  const approved = await deps.db
    .updateTable('payOrder')
    .set({ status: 'paidOut', paidAt: now, updatedAt: now })
    .where('status', '=', 'requested')
    .where('provider', '=', 'sandbox')
    .where('createdAt', '<=', now - seconds * 1000)
    .where('kind', '=', 'withdraw')
    .returning(['orderNo', 'userId', 'kind', 'status', 'amount'])
    .execute();
  await notifyOrderChanged(deps, approved);
  return approved.length;
}
