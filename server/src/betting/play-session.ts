// What a player has done since they logged in (the reality check's summary): the bets placed since, their stakes, what
// they have paid back so far and the net.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { AuthError } from '../http/app-error';
import { betPayout, betsWithOutcome } from './bet-outcome';

export interface PlaySessionSummary {
  /** When this login began (epoch ms); refreshing its tokens does not move it. */
  loginAt: number;
  /** Cents staked by the bets placed since loginAt. */
  staked: number;
  /** Cents those bets have paid so far: winnings, and stakes back on a push or a cancelled period. */
  paidOut: number;
  /** paidOut − staked. */
  net: number;
  /** Bets (picks) placed since loginAt. */
  betCount: number;
}

/**
 * The summary of the login `sessionId` of `userId`: the bets placed since it began, with what they have paid so far (the
 * same status and payout my bets show). One range of the player's bet index (user, created_at): a player with years of
 * ledger behind them costs what this login played, not what their history holds.
 */
export async function playSessionSummary(db: Kysely<Database>, userId: number, sessionId: string): Promise<PlaySessionSummary> {
  const session = await db.selectFrom('userSession').select('createdAt').where('id', '=', sessionId).where('userId', '=', userId).executeTakeFirst();
  if (!session) throw new AuthError('session gone');
  const loginAt = Number(session.createdAt);
  const row = await betsWithOutcome(db)
    .select([sql<number>`coalesce(sum(b.amount), 0)`.as('staked'), sql<number>`coalesce(sum(${betPayout}), 0)`.as('paidOut'), sql<number>`count(*)`.as('betCount')])
    .where('b.userId', '=', userId)
    .where('b.createdAt', '>=', loginAt)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sums and counts of bigints as numeric strings.
  const staked = Number(row.staked);
  const paidOut = Number(row.paidOut);
  return { loginAt, staked, paidOut, net: paidOut - staked, betCount: Number(row.betCount) };
}
