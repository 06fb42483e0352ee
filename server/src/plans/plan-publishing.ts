// Publishing one of my slips as a plan: my own slip, not one copied from a plan, once, before its period's betting
// closes by the server clock, and not while I am self-excluded.
import { type Kysely } from 'kysely';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { sharePeriod } from '../db/row-lock';
import { BusinessError } from '../http/app-error';
import { enforceNotSelfExcluded } from '../betting/player-limits';
import { bettingOpen } from './plan-outcome';

export const NOTE_MAX = 140;

export interface PlanRequest {
  userId: number;
  slipId: number;
  /** Trimmed; empty is no note. */
  note?: string;
  showStake?: boolean;
}

export interface PublishedPlan {
  planId: number;
  issue: string;
}

export async function publishPlan(db: Kysely<Database>, dialect: Dialect, request: PlanRequest, now: number): Promise<PublishedPlan> {
  const note = request.note?.trim() || null;
  return db.transaction().execute(async (trx) => {
    const slip = await trx.selectFrom('betSlip').select(['id', 'userId', 'issue', 'planId']).where('id', '=', request.slipId).executeTakeFirst();
    if (!slip || slip.userId !== request.userId) throw new BusinessError('planSlipNotFound');
    if (slip.planId !== null) throw new BusinessError('planCopiedSlip');
    await enforceNotSelfExcluded(trx, request.userId, now);
    // Held shared, as a slip holds it: the draw cannot close the period between this check and the commit.
    await sharePeriod(trx, dialect, slip.issue);
    const period = await trx.selectFrom('drawPeriod').select(['status', 'closeAt']).where('issue', '=', slip.issue).executeTakeFirst();
    if (!period || !bettingOpen({ status: period.status, closeAt: Number(period.closeAt) }, now)) throw new BusinessError('planPeriodClosed', { issue: slip.issue });
    const plan = await trx
      .insertInto('plan')
      .values({ userId: request.userId, slipId: Number(slip.id), issue: slip.issue, note, showStake: request.showStake ? 1 : 0, createdAt: now })
      .onConflict((oc) => oc.column('slipId').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!plan) throw new BusinessError('planAlreadyPublished');
    return { planId: plan.id, issue: slip.issue };
  });
}
