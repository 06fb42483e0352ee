// Copying a plan into a slip (addbet with planId), checked inside the slip's transaction: the plan visible and of the
// slip's period, its author taking orders, not my own, and every item of the slip one of the plan's picks.
import { sql, type Transaction } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError } from '../http/app-error';
import { readSettings } from '../accounts/profile-service';
import { visiblePlans } from './plan-views';

export interface CopiedPlan {
  planId: number;
  authorId: number;
  issue: string;
}

export interface CopyRequest {
  planId: number;
  userId: number;
  issue: string;
  oddsIds: number[];
}

/**
 * Refuses a plan id that names no plan, before the slip that would reference it is claimed (plans are never deleted,
 * so no earlier slip can name it either: nothing to replay).
 */
export async function refuseUnknownPlan(trx: Transaction<Database>, planId: number): Promise<void> {
  if (!(await trx.selectFrom('plan').select('id').where('id', '=', planId).executeTakeFirst())) throw new BusinessError('planNotFound');
}

/** Refuses a copy the plan does not allow; the period's own state (open, closed) is the slip's check. */
export async function checkPlanCopy(trx: Transaction<Database>, request: CopyRequest): Promise<CopiedPlan> {
  const plan = await visiblePlans(trx).select(['pl.id', 'pl.userId', 'pl.issue', 'pl.slipId', 's.createdAt', 'u.settings']).where('pl.id', '=', request.planId).executeTakeFirst();
  if (!plan) throw new BusinessError('planNotFound');
  if (plan.userId === request.userId) throw new BusinessError('planOwnCopy');
  if (plan.issue !== request.issue || readSettings(plan.settings).orderReceiving !== true) throw new BusinessError('planNotCopyable');
  const picks = await trx
    .selectFrom('bet')
    .select('oddsId')
    .where('userId', '=', plan.userId)
    .where('createdAt', '=', plan.createdAt)
    .where('slipId', '=', plan.slipId)
    .execute();
  const planPicks = new Set(picks.map((pick) => pick.oddsId));
  if (!request.oddsIds.every((oddsId) => planPicks.has(oddsId))) throw new BusinessError('planPicksChanged');
  return { planId: plan.id, authorId: plan.userId, issue: plan.issue };
}

/** One more slip copied from the plan, in the transaction that placed it. */
export async function countPlanCopy(trx: Transaction<Database>, planId: number): Promise<void> {
  await trx.updateTable('plan').set({ copies: sql`copies + 1` }).where('id', '=', planId).execute();
}
