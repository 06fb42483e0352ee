// Row locks inside a transaction on PostgreSQL (SQLite transactions already run one at a time): a player's money, a period's state.
import { type Transaction } from 'kysely';
import { type Dialect } from './database';
import { type Database } from './schema';

export async function lockPlayer(trx: Transaction<Database>, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('appUser').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * Holds the period row shared while a slip is placed: the draw's conditional update (scheduled → drawn) must wait
 * for every slip that saw the period open, so no accepted bet can land in a period already being settled.
 */
export async function sharePeriod(trx: Transaction<Database>, dialect: Dialect, issue: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('drawPeriod').select('issue').where('issue', '=', issue).forShare().execute();
}
