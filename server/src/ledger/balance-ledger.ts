// The only way a balance changes: a conditional update that can never go below zero plus its balance-log row, in the caller's transaction.
import { type Kysely, type Transaction, sql } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError } from '../http/app-error';

export const BALANCE_LOG_TYPE = {
  recharge: 0,
  consumption: 1,
  bet: 2,
  adjustment: 3,
  winning: 4,
  refund: 5,
} as const;
export type BalanceLogType = (typeof BALANCE_LOG_TYPE)[keyof typeof BALANCE_LOG_TYPE];

export interface BalanceChange {
  userId: number;
  /** Signed cents: negative debits, positive credits. */
  amount: number;
  type: BalanceLogType;
  /** What caused it; unique per type, so replaying the same cause fails instead of paying twice. */
  refKey?: string;
  remark?: string;
  now?: number;
}

export class InsufficientBalanceError extends BusinessError {
  constructor() {
    super('insufficientBalance');
  }
}

/**
 * Applies one change inside `trx` and returns the balance it left. The update is conditional
 * (`balance + amount >= 0`), never read-then-write, so concurrent debits cannot overdraw.
 */
export async function changeBalance(trx: Transaction<Database> | Kysely<Database>, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.amount)) throw new Error(`amount must be integer cents, got ${change.amount}`);
  const updated = await trx
    .updateTable('appUser')
    .set({ balance: sql`balance + ${change.amount}` })
    .where('id', '=', change.userId)
    .where(sql<boolean>`balance + ${change.amount} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  if (!updated) throw new InsufficientBalanceError();
  await trx
    .insertInto('balanceLog')
    .values({
      userId: change.userId,
      type: change.type,
      amount: change.amount,
      balanceAfter: updated.balance,
      refKey: change.refKey ?? null,
      remark: change.remark ?? null,
      createdAt: change.now ?? Date.now(),
    })
    .execute();
  return updated.balance;
}
