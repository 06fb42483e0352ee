// Serialises work on one player's money inside a transaction: a row lock on PostgreSQL; SQLite transactions already run one at a time.
import { type Transaction } from 'kysely';
import { type Dialect } from './database';
import { type Database } from './schema';

export async function lockPlayer(trx: Transaction<Database>, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('appUser').select('id').where('id', '=', userId).forUpdate().execute();
}
