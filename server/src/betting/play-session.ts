// What a player has done since they logged in (the reality check's summary): stakes, money back and the net, read from
// the ledger, and the bets placed.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { AuthError } from '../http/app-error';
import { BALANCE_LOG_TYPE } from '../ledger/balance-ledger';

export interface PlaySessionSummary {
  /** When this login began (epoch ms); refreshing its tokens does not move it. */
  loginAt: number;
  /** Cents staked by bet slips placed since loginAt. */
  staked: number;
  /** Cents credited since loginAt by winnings and refunds (a push or a cancelled period gives the stake back). */
  paidOut: number;
  /** paidOut − staked. */
  net: number;
  /** Bets (picks) placed since loginAt. */
  betCount: number;
}

const { bet, winning, refund } = BALANCE_LOG_TYPE;

/** The summary of the login `sessionId` of `userId`, in one statement over the ledger and the bets since it began. */
export async function playSessionSummary(db: Kysely<Database>, userId: number, sessionId: string): Promise<PlaySessionSummary> {
  const session = await db.selectFrom('userSession').select('createdAt').where('id', '=', sessionId).where('userId', '=', userId).executeTakeFirst();
  if (!session) throw new AuthError('session gone');
  const loginAt = Number(session.createdAt);
  // A slip's debit is one negative `bet` row; each paid bet is one positive `winning` or `refund` row.
  const { rows } = await sql<{ staked: number | string; paidOut: number | string; betCount: number | string }>`
    select
      coalesce(sum(case when l.type = ${sql.lit(bet)} then -l.amount else 0 end), 0) as staked,
      coalesce(sum(case when l.type in (${sql.lit(winning)}, ${sql.lit(refund)}) then l.amount else 0 end), 0) as paid_out,
      (select count(*) from bet b where b.user_id = ${userId} and b.created_at >= ${loginAt}) as bet_count
    from balance_log l
    where l.user_id = ${userId} and l.type in (${sql.lit(bet)}, ${sql.lit(winning)}, ${sql.lit(refund)}) and l.created_at >= ${loginAt}
  `.execute(db);
  // PostgreSQL answers sums and counts of bigints as numeric strings.
  const staked = Number(rows[0].staked);
  const paidOut = Number(rows[0].paidOut);
  return { loginAt, staked, paidOut, net: paidOut - staked, betCount: Number(rows[0].betCount) };
}
