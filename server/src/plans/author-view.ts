// An author's page (AuthorView, plans/CONTRACT.md): the public profile and counters, the reader's follow, the number of
// plans, the hit rate over the last settled plans and the current streak; opening it counts the reader's daily click.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError } from '../http/app-error';
import { readSettings } from '../accounts/profile-service';
import { countDailyClick } from './daily-clicks';
import { currentStreak, hitRate, type SettledPlanStatus } from './plan-outcome';
import { judgedBetsOfSlips, playerRef, statusOfBets, visibleAuthor, type PlanReader } from './plan-views';

/** The hit rate is over this many of the author's newest settled plans. */
export const HIT_RATE_PLANS = 30;
/** The streak is looked for among this many of the newest settled plans: a longer run reads as this long. */
export const STREAK_PLANS = 100;

export interface AuthorView {
  id: number;
  nickName: string;
  avatarUrl: string | null;
  signature: string | null;
  fans: number;
  follows: number;
  likes: number;
  totalClicks: number;
  orderReceiving: boolean;
  following: boolean;
  mine: boolean;
  plans: number;
  hitRate: { won: number; of: number };
  streak: { kind: 'won' | 'lost'; length: number } | null;
}

/** The statuses of the author's newest plans whose period is settled or refunded, newest first. */
async function settledStatuses(db: Kysely<Database>, authorId: number, now: number): Promise<SettledPlanStatus[]> {
  const plans = await db
    .selectFrom('plan as pl')
    .innerJoin('drawPeriod as p', 'p.issue', 'pl.issue')
    .select(['pl.slipId'])
    .where('pl.userId', '=', authorId)
    .where('p.status', 'in', ['settled', 'refunded'])
    .orderBy('pl.id', 'desc')
    .limit(STREAK_PLANS)
    .execute();
  const bets = await judgedBetsOfSlips(
    db,
    plans.map((plan) => Number(plan.slipId)),
  );
  return plans.map((plan) => statusOfBets(bets.get(Number(plan.slipId)) ?? [], now) as SettledPlanStatus);
}

export async function authorView(db: Kysely<Database>, authorId: number, reader: PlanReader, timeZone: string): Promise<AuthorView> {
  const exists = await db.selectFrom('appUser').select(['id', 'status', 'frozenAt']).where('id', '=', authorId).executeTakeFirst();
  if (!visibleAuthor(exists)) throw new BusinessError('authorNotFound');
  if (reader.userId !== null) await countDailyClick(db, { viewerId: reader.userId, kind: 'author', ref: authorId, authorId }, timeZone, reader.now);
  const user = await db
    .selectFrom('appUser')
    .select(['id', 'nickname', 'avatar', 'phone', 'status', 'signature', 'fans', 'follows', 'likes', 'totalClicks', 'settings'])
    .where('id', '=', authorId)
    .executeTakeFirstOrThrow();
  const following =
    reader.userId !== null && (await db.selectFrom('userFollow').select('followeeId').where('userId', '=', reader.userId).where('followeeId', '=', authorId).executeTakeFirst()) !== undefined;
  const { plans } = await db.selectFrom('plan').select(sql<number>`count(*)`.as('plans')).where('userId', '=', authorId).executeTakeFirstOrThrow();
  const statuses = await settledStatuses(db, authorId, reader.now);
  return {
    ...playerRef({ ...user, status: Number(user.status) }, reader),
    signature: user.signature,
    fans: Number(user.fans),
    follows: Number(user.follows),
    likes: Number(user.likes),
    totalClicks: Number(user.totalClicks),
    orderReceiving: readSettings(user.settings).orderReceiving === true,
    following,
    mine: reader.userId === authorId,
    plans: Number(plans),
    hitRate: hitRate(statuses.slice(0, HIT_RATE_PLANS)),
    streak: currentStreak(statuses),
  };
}
