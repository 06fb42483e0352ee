// The only way a balance changes: a conditional update that can never go below zero plus its balance-log row, in the caller's transaction.
import { type Kysely, type Transaction, sql } from 'kysely';
import { type Database, type UserTable } from '../db/schema';
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

/** The player's row counters (app_user.*Count, see player-counters.ts). */
export type CounterColumn = { [K in keyof UserTable]: K extends `${string}Count` ? K : never }[keyof UserTable];

/** The counter each ledger row type adds to. */
export const LEDGER_COUNTER: Record<BalanceLogType, CounterColumn> = {
  [BALANCE_LOG_TYPE.recharge]: 'ledgerRechargeCount',
  [BALANCE_LOG_TYPE.consumption]: 'ledgerConsumptionCount',
  [BALANCE_LOG_TYPE.bet]: 'ledgerBetCount',
  [BALANCE_LOG_TYPE.adjustment]: 'ledgerAdjustmentCount',
  [BALANCE_LOG_TYPE.winning]: 'ledgerWinningCount',
  [BALANCE_LOG_TYPE.refund]: 'ledgerRefundCount',
};

export interface BalanceChange {
  userId: number;
  /** Signed cents: negative debits, positive credits. */
  amount: number;
  type: BalanceLogType;
  /** What caused it; unique per type, so replaying the same cause fails instead of paying twice. */
  refKey?: string;
  remark?: string;
  now?: number;
  /** Bets placed by this change (a slip's debit), added to the player's bet counter in the same statement. */
  bets?: number;
}

export class InsufficientBalanceError extends BusinessError {
  constructor() {
    super('insufficientBalance');
  }
}

/** The player's money sums (app_user.ledger<Type>In / Out, see player-counters.ts). */
export type SumColumn = { [K in keyof UserTable]: K extends `ledger${string}In` | `ledger${string}Out` ? K : never }[keyof UserTable];

/** The sums each ledger row type adds to: credits to `in`, debits (as a positive amount) to `out`. */
export const LEDGER_SUMS: Record<BalanceLogType, { in: SumColumn; out: SumColumn }> = {
  [BALANCE_LOG_TYPE.recharge]: { in: 'ledgerRechargeIn', out: 'ledgerRechargeOut' },
  [BALANCE_LOG_TYPE.consumption]: { in: 'ledgerConsumptionIn', out: 'ledgerConsumptionOut' },
  [BALANCE_LOG_TYPE.bet]: { in: 'ledgerBetIn', out: 'ledgerBetOut' },
  [BALANCE_LOG_TYPE.adjustment]: { in: 'ledgerAdjustmentIn', out: 'ledgerAdjustmentOut' },
  [BALANCE_LOG_TYPE.winning]: { in: 'ledgerWinningIn', out: 'ledgerWinningOut' },
  [BALANCE_LOG_TYPE.refund]: { in: 'ledgerRefundIn', out: 'ledgerRefundOut' },
};

/**
 * Applies one change inside `trx` and returns the balance it left. The update is conditional
 * (`balance + amount >= 0`), never read-then-write, so concurrent debits cannot overdraw. The same statement counts the
 * ledger row (by type), adds its money to the type's in or out sum, and counts the bets it pays for: the bill's and the
 * lists' totals never need a count or a sum over a history. One prepared statement per type and direction.
 */
const debitOrCredit = new Map(
  Object.entries(LEDGER_COUNTER).flatMap(([type, counter]) =>
    (['in', 'out'] as const).map((side) => {
      const sum = LEDGER_SUMS[Number(type) as BalanceLogType][side];
      const added = side === 'in' ? (amount: unknown) => sql`${sql.ref(sum)} + ${amount}` : (amount: unknown) => sql`${sql.ref(sum)} - ${amount}`;
      return [
        `${type}:${side}`,
        prepare((db, $: Slots<{ userId: number; amount: number; bets: number }>) =>
          db
            .updateTable('appUser')
            .set({
              balance: sql`balance + ${$.value('amount')}`,
              [counter]: sql`${sql.ref(counter)} + 1`,
              [sum]: added($.value('amount')),
              betCount: sql`bet_count + ${$.value('bets')}`,
            })
            .where('id', '=', $.value('userId'))
            .where(sql<boolean>`balance + ${$.value('amount')} >= 0`)
            .returning('balance'),
        ),
      ] as const;
    }),
  ),
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
  const updated = await debitOrCredit.get(`${change.type}:${change.amount < 0 ? 'out' : 'in'}`)!.executeTakeFirst(trx, { userId: change.userId, amount: change.amount, bets: change.bets ?? 0 });
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
