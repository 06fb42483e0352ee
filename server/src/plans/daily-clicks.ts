// Daily clicks: a signed-in player's first view of an author page or a plan on a day (in TIME_ZONE) counts once in the
// author's total clicks (and the plan's clicks), written in the transaction that inserts the click row, only if it did.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { businessDate } from '../domain/draw/period-schedule';

export interface Click {
  viewerId: number;
  kind: 'author' | 'plan';
  /** The author's id for 'author', the plan's id for 'plan'. */
  ref: number;
  authorId: number;
}

/** The day of an instant in the time zone, yyyy-mm-dd (daily_click.day). */
export function clickDay(now: number, timeZone: string): string {
  const date = businessDate(now, timeZone);
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}

/** Counts the click unless the viewer is the author or already clicked it that day; answers whether it counted. */
export async function countDailyClick(db: Kysely<Database>, click: Click, timeZone: string, now: number): Promise<boolean> {
  if (click.viewerId === click.authorId) return false;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('dailyClick')
      .values({ userId: click.viewerId, kind: click.kind, ref: click.ref, day: clickDay(now, timeZone), authorId: click.authorId, createdAt: now })
      .onConflict((oc) => oc.columns(['userId', 'kind', 'ref', 'day']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (!inserted) return false;
    // The plan row before the author's, as every plan-hall transaction takes them.
    if (click.kind === 'plan') await trx.updateTable('plan').set({ clicks: sql`clicks + 1` }).where('id', '=', click.ref).execute();
    await trx.updateTable('appUser').set({ totalClicks: sql`total_clicks + 1` }).where('id', '=', click.authorId).execute();
    return true;
  });
}
