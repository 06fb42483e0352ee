// Recomputes every plan-hall counter from the rows it counts (plans/CONTRACT.md, "Counters") and fixes the ones that
// differ: a check that the counters written with their rows stayed right, and the repair if they did not.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';

export interface CounterFix {
  table: 'app_user' | 'plan';
  id: number;
  column: 'follows' | 'fans' | 'likes' | 'total_clicks' | 'clicks' | 'copies';
  was: number;
  counted: number;
}

type Count = { table: CounterFix['table']; column: CounterFix['column']; rows: ReturnType<typeof sql<number>> };

/** Each counter and the count of its rows for the row it sits on (`t`). */
const COUNTS: Count[] = [
  { table: 'app_user', column: 'follows', rows: sql<number>`(select count(*) from user_follow f where f.user_id = t.id)` },
  { table: 'app_user', column: 'fans', rows: sql<number>`(select count(*) from user_follow f where f.followee_id = t.id)` },
  { table: 'app_user', column: 'likes', rows: sql<number>`(select count(*) from plan_like l inner join plan p on p.id = l.plan_id where p.user_id = t.id)` },
  { table: 'app_user', column: 'total_clicks', rows: sql<number>`(select count(*) from daily_click c where c.author_id = t.id)` },
  { table: 'plan', column: 'likes', rows: sql<number>`(select count(*) from plan_like l where l.plan_id = t.id)` },
  { table: 'plan', column: 'clicks', rows: sql<number>`(select count(*) from daily_click c where c.kind = 'plan' and c.ref = t.id)` },
  { table: 'plan', column: 'copies', rows: sql<number>`(select count(*) from bet_slip s where s.plan_id = t.id)` },
];

/** Answers the differences it fixed: none when every counter matched its rows. */
export async function reconcilePlanCounters(db: Kysely<Database>): Promise<CounterFix[]> {
  const fixes: CounterFix[] = [];
  for (const { table, column, rows } of COUNTS) {
    const wrong = await sql<{ id: number; was: number; counted: number }>`select t.id, t.${sql.ref(column)} as was, ${rows} as counted from ${sql.table(table)} t where t.${sql.ref(column)} <> ${rows}`.execute(db);
    for (const row of wrong.rows) {
      const counted = Number(row.counted);
      // Set to the count of the rows as the statement sees them, not the number read a moment ago.
      await sql`update ${sql.table(table)} as t set ${sql.ref(column)} = ${rows} where t.id = ${row.id}`.execute(db);
      fixes.push({ table, id: Number(row.id), column, was: Number(row.was), counted });
    }
  }
  return fixes;
}
