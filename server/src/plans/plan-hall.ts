// The plan hall: a page of visible plans (the open period's first, then newest) with its filters, and one plan opened
// by a reader, which counts the reader's daily click on it.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError } from '../http/app-error';
import { countDailyClick } from './daily-clicks';
import { inOpenPeriod, PLAN_COLUMNS, planViewById, planViews, visiblePlans, type PlanReader, type PlanView } from './plan-views';

export interface HallFilter {
  page: number;
  size: number;
  /** Plans with a pick on this rank (0: the sum). */
  rankId?: number;
  /** Only plans of players the reader follows (a guest follows no one). */
  following?: boolean;
  authorId?: number;
}

export async function hallPage(db: Kysely<Database>, reader: PlanReader, filter: HallFilter): Promise<{ list: PlanView[]; total: number }> {
  if (filter.following && reader.userId === null) return { list: [], total: 0 };
  let plans = visiblePlans(db);
  if (filter.authorId !== undefined) plans = plans.where('pl.userId', '=', filter.authorId);
  if (filter.following) {
    const me = reader.userId!;
    plans = plans.where('pl.userId', 'in', (eb) => eb.selectFrom('userFollow').select('followeeId').where('userFollow.userId', '=', me));
  }
  if (filter.rankId !== undefined) {
    const rankId = filter.rankId;
    // The slip's bets through the bet(user_id, created_at) index, as everywhere a slip's bets are read.
    plans = plans.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('bet as b')
          .select(sql.lit(1).as('one'))
          .whereRef('b.userId', '=', 'pl.userId')
          .whereRef('b.createdAt', '=', 's.createdAt')
          .whereRef('b.slipId', '=', 'pl.slipId')
          .where('b.rankId', '=', rankId),
      ),
    );
  }
  const { total } = await plans.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await plans
    .select(PLAN_COLUMNS)
    .orderBy(inOpenPeriod(reader.now))
    .orderBy('pl.id', 'desc')
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size)
    .execute();
  return { list: await planViews(db, rows, reader), total: Number(total) };
}

/** A visible plan opened by the reader: a signed-in reader other than the author counts a daily click on it first. */
export async function openPlan(db: Kysely<Database>, planId: number, reader: PlanReader, timeZone: string): Promise<PlanView> {
  const plan = await visiblePlans(db).select(['pl.id', 'pl.userId']).where('pl.id', '=', planId).executeTakeFirst();
  if (!plan) throw new BusinessError('planNotFound');
  if (reader.userId !== null) await countDailyClick(db, { viewerId: reader.userId, kind: 'plan', ref: plan.id, authorId: plan.userId }, timeZone, reader.now);
  const view = await planViewById(db, planId, reader);
  // Hidden between the two reads (the author frozen that moment): not found, as a moment later.
  if (!view) throw new BusinessError('planNotFound');
  return view;
}
