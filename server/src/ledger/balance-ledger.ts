// The only way a balance changes: a conditional update that can never go below zero plus its balance-log row, in the caller's transaction.
import { type Kysely, type Transaction, sql } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError } from '../http/app-error';
import { prepare, type Slots } from '../db/prepared-query';

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
const debitOrCredit = prepare((db, $: Slots<{ userId: number; amount: number }>) =>
  db
    .updateTable('appUser')
    .set({ balance: sql`balance + ${$.value('amount')}` })
    .where('id', '=', $.value('userId'))
    .where(sql<boolean>`balance + ${$.value('amount')} >= 0`)
    .returning('balance'),
);
const logRow = prepare((db, $: Slots<{ userId: number; type: number; amount: number; balanceAfter: number; refKey: string | null; remark: string | null; createdAt: number }>) =>
  db.insertInto('balanceLog').values({
    userId: $.value('userId'),
    type: $.value('type'),
    amount: $.value('amount'),
    balanceAfter: $.value('balanceAfter'),
    refKey: $.value('refKey'),
    remark: $.value('remark'),
    createdAt: $.value('createdAt'),
  }),
);

export async function changeBalance(trx: Transaction<Database> | Kysely<Database>, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.amount)) throw new Error(`amount must be integer cents, got ${change.amount}`);
  const updated = await debitOrCredit.executeTakeFirst(trx, change);
  if (!updated) throw new InsufficientBalanceError();
  await logRow.execute(trx, {
    userId: change.userId,
    type: change.type,
    amount: change.amount,
    balanceAfter: updated.balance,
    refKey: change.refKey ?? null,
    remark: change.remark ?? null,
    createdAt: change.now ?? Date.now(),
  });
  return updated.balance;
}
