// Liking a plan: once per player, never one's own; the plan's and its author's like counters go up in the transaction
// that inserts the like row, and only if it did.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError } from '../http/app-error';
import { visiblePlans } from './plan-views';

export interface LikeResult {
  id: number;
  likes: number;
  /** True when this call inserted the like (the author is told); false when the player had liked it before. */
  inserted: boolean;
  authorId: number;
  issue: string;
}

export async function likePlan(db: Kysely<Database>, userId: number, planId: number, now: number): Promise<LikeResult> {
  return db.transaction().execute(async (trx) => {
    const plan = await visiblePlans(trx).select(['pl.id', 'pl.userId', 'pl.issue']).where('pl.id', '=', planId).executeTakeFirst();
    if (!plan) throw new BusinessError('planNotFound');
    if (plan.userId === userId) throw new BusinessError('planOwnLike');
    const inserted = await trx
      .insertInto('planLike')
      .values({ planId, userId, createdAt: now })
      .onConflict((oc) => oc.columns(['planId', 'userId']).doNothing())
      .returning('planId')
      .executeTakeFirst();
    if (inserted) {
      // The plan row before the author's, as every plan-hall transaction takes them.
      await trx.updateTable('plan').set({ likes: sql`likes + 1` }).where('id', '=', planId).execute();
      await trx.updateTable('appUser').set({ likes: sql`likes + 1` }).where('id', '=', plan.userId).execute();
    }
    const { likes } = await trx.selectFrom('plan').select('likes').where('id', '=', planId).executeTakeFirstOrThrow();
    return { id: planId, likes: Number(likes), inserted: inserted !== undefined, authorId: plan.userId, issue: plan.issue };
  });
}
