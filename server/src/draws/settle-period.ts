// Settles a drawn period set-based and exactly once: one statement judges every bet against the outcome table, one writes
// the ledger rows (running balance per player), one credits the balances. Refunds of a cancelled period use the same crediting.
import { sql, type Transaction } from 'kysely';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { BALANCE_LOG_TYPE } from '../ledger/balance-ledger';

export interface PlayerSettlement {
  userId: number;
  won: number;
  lost: number;
  pushed: number;
  refunded: number;
  payout: number;
  balance: number;
}

const PAID = [BET_STATUS.won, BET_STATUS.push, BET_STATUS.refunded];

/** Judges every pending bet of the period; bets whose item has no outcome are refunded rather than left pending. */
export async function judgeBets(trx: Transaction<Database>, issue: string, now: number): Promise<void> {
  await sql`
    update bet set
      status = o.outcome,
      payout = case o.outcome when ${sql.lit(BET_STATUS.won)} then (bet.amount * bet.odds) / 1000 when ${sql.lit(BET_STATUS.push)} then bet.amount else 0 end,
      settled_at = ${now}
    from draw_outcome o
    where bet.issue = ${issue} and bet.status = ${sql.lit(BET_STATUS.pending)}
      and o.issue = bet.issue and o.rank_id = bet.rank_id and o.code = bet.code
  `.execute(trx);
  await refundPendingBets(trx, issue, now);
}

export async function refundPendingBets(trx: Transaction<Database>, issue: string, now: number): Promise<void> {
  await trx
    .updateTable('bet')
    .set({ status: BET_STATUS.refunded, payout: sql`amount`, settledAt: now })
    .where('issue', '=', issue)
    .where('status', '=', BET_STATUS.pending)
    .execute();
}

/**
 * Credits every paid bet of the period: one `winning` or `refund` ledger row per bet (unique per bet, so a
 * replay fails instead of paying twice) with the running balance, then each player's balance once.
 */
export async function creditPaidBets(trx: Transaction<Database>, dialect: Dialect, issue: string, now: number): Promise<PlayerSettlement[]> {
  if (dialect === 'postgres') {
    // Players betting on the next period debit concurrently: hold their rows (in id order, as addbet does one at a time).
    await sql`select id from app_user where id in (select distinct user_id from bet where issue = ${issue} and status in (${sql.join(PAID.map((status) => sql.lit(status)))})) order by id for update`.execute(trx);
  }
  await sql`
    insert into balance_log (user_id, type, amount, balance_after, ref_key, remark, created_at)
    select b.user_id,
           case b.status when ${sql.lit(BET_STATUS.won)} then ${sql.lit(BALANCE_LOG_TYPE.winning)} else ${sql.lit(BALANCE_LOG_TYPE.refund)} end,
           b.payout,
           u.balance + sum(b.payout) over (partition by b.user_id order by b.id rows unbounded preceding),
           'bet:' || b.id,
           ${issue},
           ${now}
    from bet b join app_user u on u.id = b.user_id
    where b.issue = ${issue} and b.status in (${sql.join(PAID.map((status) => sql.lit(status)))}) and b.payout > 0
    order by b.user_id, b.id
  `.execute(trx);
  await sql`
    update app_user set balance = balance + s.total
    from (select user_id, sum(payout) as total from bet where issue = ${issue} and status in (${sql.join(PAID.map((status) => sql.lit(status)))}) group by user_id) s
    where app_user.id = s.user_id and s.total > 0
  `.execute(trx);
  const { rows } = await sql<{ user_id: number; won: number; lost: number; pushed: number; refunded: number; payout: number; balance: number }>`
    select b.user_id,
           sum(case when b.status = ${sql.lit(BET_STATUS.won)} then 1 else 0 end) as won,
           sum(case when b.status = ${sql.lit(BET_STATUS.lost)} then 1 else 0 end) as lost,
           sum(case when b.status = ${sql.lit(BET_STATUS.push)} then 1 else 0 end) as pushed,
           sum(case when b.status = ${sql.lit(BET_STATUS.refunded)} then 1 else 0 end) as refunded,
           sum(b.payout) as payout,
           max(u.balance) as balance
    from bet b join app_user u on u.id = b.user_id
    where b.issue = ${issue}
    group by b.user_id
  `.execute(trx);
  return rows.map((r) => {
    const row = r as unknown as Record<string, number>;
    return {
      userId: Number(row.userId ?? row.user_id),
      won: Number(row.won),
      lost: Number(row.lost),
      pushed: Number(row.pushed),
      refunded: Number(row.refunded),
      payout: Number(row.payout),
      balance: Number(row.balance),
    };
  });
}
