// Row locks inside a transaction on PostgreSQL (SQLite transactions already run one at a time): a player's money, a period's state.
import { type Transaction } from 'kysely';
import { type Dialect } from './database';
import { type Database } from './schema';
import { prepare, type Slots } from './prepared-query';

const playerRow = prepare((db, $: Slots<{ userId: number }>) => db.selectFrom('appUser').select('id').where('id', '=', $.value('userId')).forUpdate());
const periodRow = prepare((db, $: Slots<{ issue: string }>) => db.selectFrom('drawPeriod').select('issue').where('issue', '=', $.value('issue')).forShare());

export async function lockPlayer(trx: Transaction<Database>, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await playerRow.execute(trx, { userId });
}

/**
 * Holds the period row shared while a slip is placed: the draw's conditional update (scheduled → drawn) must wait
 * for every slip that saw the period open, so no accepted bet can land in a period already being settled.
 */
export async function sharePeriod(trx: Transaction<Database>, dialect: Dialect, issue: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await periodRow.execute(trx, { issue });
}
