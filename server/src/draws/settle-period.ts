// Settles a period set-based and exactly once, writing money only: bets are never updated (their status follows from the
// outcome table), so a settlement is one ledger insert of the paying bets (running balance per player) and one balance
// update. A drawn period pays the bets of its winning, push and refund outcomes; a cancelled one refunds every stake.
// Each player of the period gets their betSettled notification in the same transaction (one statement for all).
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { BALANCE_LOG_TYPE } from '../ledger/balance-ledger';
import { payoutOf } from '../betting/bet-outcome';
import { betSettledInsert } from '../notifications/notification-store';

export interface PlayerSettlement {
  userId: number;
  /** Everything the player staked on the period: with the payout, what they really gained or lost. */
  stake: number;
  won: number;
  lost: number;
  pushed: number;
  refunded: number;
  payout: number;
  balance: number;
}

/** A period's paying bets as rows (id, user_id, outcome, payout). */
export type PaidBets = RawBuilder<{ id: number; user_id: number; outcome: number; payout: number }>;

/**
 * Bets of a drawn period that get money back, found from the few paying outcomes through the covering
 * bet(issue, rank_id, code, …) index rather than by reading every bet of the period. `cross join` keeps that order:
 * SQLite would otherwise start from the bets and look up an outcome for each of them.
 */
export function paidBetsOfDraw(issue: string): PaidBets {
  const paying = [BET_STATUS.won, BET_STATUS.push, BET_STATUS.refunded].map((status) => sql.lit(status));
  return sql`
    select b.id, b.user_id, o.outcome, ${payoutOf(sql`o.outcome`)} as payout
    from draw_outcome o cross join bet b
    where o.issue = ${issue} and o.outcome in (${sql.join(paying)}) and b.issue = o.issue and b.rank_id = o.rank_id and b.code = o.code`;
}

/** Every bet of a cancelled period, its stake back. */
export function paidBetsOfCancellation(issue: string): PaidBets {
  return sql`select b.id, b.user_id, ${sql.lit(BET_STATUS.refunded)} as outcome, b.amount as payout from bet b where b.issue = ${issue}`;
}

/**
 * Credits paid bets in the caller's transaction: one `winning` or `refund` ledger row per bet (unique per bet, so a
 * replay fails instead of paying twice) with the player's running balance, then each player's balance once, then each
 * player's betSettled notification (`refunded`: the period was cancelled). The paid set is worked out once into a
 * temporary table that the lock, the ledger rows, the balances and the notifications all read.
 */
export async function creditPaidBets(trx: Transaction<Database>, dialect: Dialect, issue: string, paid: PaidBets, now: number, refunded: boolean): Promise<void> {
  await sql`create temp table paid_bets as ${paid}`.execute(trx);
  // The notifications first: they touch no player row, so the players' rows are held (below) no longer for them.
  await betSettledInsert(issue, refunded, sql.table('paid_bets'), now).execute(trx);
  if (dialect === 'postgres') {
    // Players betting on the next period debit concurrently: hold their rows (in id order, as addbet does one at a time).
    await sql`select id from app_user where id in (select user_id from paid_bets) order by id for update`.execute(trx);
  }
  await sql`
    insert into balance_log (user_id, type, amount, balance_after, ref_key, remark, created_at)
    select x.user_id,
           case x.outcome when ${sql.lit(BET_STATUS.won)} then ${sql.lit(BALANCE_LOG_TYPE.winning)} else ${sql.lit(BALANCE_LOG_TYPE.refund)} end,
           x.payout,
           u.balance + sum(x.payout) over (partition by x.user_id order by x.id rows unbounded preceding),
           'bet:' || x.id,
           ${issue},
           ${now}
    from paid_bets x join app_user u on u.id = x.user_id
    where x.payout > 0
    order by x.user_id, x.id
  `.execute(trx);
  // The balance and the counters of what was just written (ledger rows by type, bets by outcome), in one statement.
  const countOf = (condition: RawBuilder<unknown>) => sql`sum(case when ${condition} then 1 else 0 end)`;
  const won = sql`outcome = ${sql.lit(BET_STATUS.won)}`;
  await sql`
    update app_user set balance = balance + s.total,
      ledger_winning_count = ledger_winning_count + s.winning_rows, ledger_refund_count = ledger_refund_count + s.refund_rows,
      ledger_winning_in = ledger_winning_in + s.winning_total, ledger_refund_in = ledger_refund_in + s.refund_total,
      bet_won_count = bet_won_count + s.won, bet_push_count = bet_push_count + s.pushed, bet_refund_count = bet_refund_count + s.refunded
    from (
      select user_id, sum(payout) as total,
             ${countOf(sql`${won} and payout > 0`)} as winning_rows, ${countOf(sql`not (${won}) and payout > 0`)} as refund_rows,
             sum(case when ${won} then payout else 0 end) as winning_total, sum(case when ${won} then 0 else payout end) as refund_total,
             ${countOf(won)} as won, ${countOf(sql`outcome = ${sql.lit(BET_STATUS.push)}`)} as pushed, ${countOf(sql`outcome = ${sql.lit(BET_STATUS.refunded)}`)} as refunded
      from paid_bets group by user_id
    ) s
    where app_user.id = s.user_id
  `.execute(trx);
  await sql`drop table paid_bets`.execute(trx);
}

/** What each player of the period got from `paid` (read after the settlement committed), for their notifications. */
export async function settlementsOf(db: Kysely<Database>, issue: string, paid: PaidBets): Promise<PlayerSettlement[]> {
  const countOf = (status: number) => sql`sum(case when x.outcome = ${sql.lit(status)} then 1 else 0 end)`;
  const { rows } = await sql<{ userId: number; bets: number; stake: number; won: number; pushed: number; refunded: number; payout: number; balance: number }>`
    select s.user_id, s.bets, s.stake, coalesce(p.won, 0) as won, coalesce(p.pushed, 0) as pushed, coalesce(p.refunded, 0) as refunded,
           coalesce(p.payout, 0) as payout, u.balance
    from (select user_id, count(*) as bets, sum(amount) as stake from bet where issue = ${issue} group by user_id) s
    join app_user u on u.id = s.user_id
    left join (
      select x.user_id, ${countOf(BET_STATUS.won)} as won, ${countOf(BET_STATUS.push)} as pushed, ${countOf(BET_STATUS.refunded)} as refunded, sum(x.payout) as payout
      from (${paid}) x group by x.user_id
    ) p on p.user_id = s.user_id
  `.execute(db);
  // Raw results pass the camel-case plugin too; PostgreSQL answers sums as numeric strings.
  return rows.map((row) => {
    const [won, pushed, refunded] = [Number(row.won), Number(row.pushed), Number(row.refunded)];
    return { userId: Number(row.userId), stake: Number(row.stake), won, lost: Number(row.bets) - won - pushed - refunded, pushed, refunded, payout: Number(row.payout), balance: Number(row.balance) };
  });
}
