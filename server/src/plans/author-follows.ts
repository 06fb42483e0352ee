// Following and unfollowing a player: idempotent, never oneself; the follower's follows and the followee's fans change
// in the transaction that inserts or deletes the follow row, and only if it did.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/schema';
import { BusinessError } from '../http/app-error';
import { visibleAuthor } from './plan-views';

export interface FollowResult {
  id: number;
  following: boolean;
  fans: number;
}

/**
 * Both players' counters, in ascending id order: two players following each other at once take the two rows in the
 * same order, so neither waits on the other (no deadlock on PostgreSQL).
 */
async function moveCounters(trx: Transaction<Database>, userId: number, followeeId: number, step: 1 | -1): Promise<void> {
  const follower = () => trx.updateTable('appUser').set({ follows: sql`follows + ${step}` }).where('id', '=', userId).execute();
  const followee = () => trx.updateTable('appUser').set({ fans: sql`fans + ${step}` }).where('id', '=', followeeId).execute();
  for (const update of userId < followeeId ? [follower, followee] : [followee, follower]) await update();
}

async function fansOf(trx: Transaction<Database>, userId: number): Promise<number> {
  return Number((await trx.selectFrom('appUser').select('fans').where('id', '=', userId).executeTakeFirstOrThrow()).fans);
}

/** Follows a visible player (not frozen, not closed). */
export async function follow(db: Kysely<Database>, userId: number, followeeId: number, now: number): Promise<FollowResult> {
  if (userId === followeeId) throw new BusinessError('followSelf');
  return db.transaction().execute(async (trx) => {
    const followee = await trx.selectFrom('appUser').select(['status', 'frozenAt']).where('id', '=', followeeId).executeTakeFirst();
    if (!visibleAuthor(followee)) throw new BusinessError('authorNotFound');
    const inserted = await trx
      .insertInto('userFollow')
      .values({ userId, followeeId, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'followeeId']).doNothing())
      .returning('followeeId')
      .executeTakeFirst();
    if (inserted) await moveCounters(trx, userId, followeeId, 1);
    return { id: followeeId, following: true, fans: await fansOf(trx, followeeId) };
  });
}

/** Unfollows any existing player: one hidden since (frozen, closed) can still be let go of. */
export async function unfollow(db: Kysely<Database>, userId: number, followeeId: number): Promise<FollowResult> {
  if (userId === followeeId) throw new BusinessError('followSelf');
  return db.transaction().execute(async (trx) => {
    const followee = await trx.selectFrom('appUser').select('id').where('id', '=', followeeId).executeTakeFirst();
    if (!followee) throw new BusinessError('authorNotFound');
    const deleted = await trx.deleteFrom('userFollow').where('userId', '=', userId).where('followeeId', '=', followeeId).returning('followeeId').executeTakeFirst();
    if (deleted) await moveCounters(trx, userId, followeeId, -1);
    return { id: followeeId, following: false, fans: await fansOf(trx, followeeId) };
  });
}
