// A year of draws stays small and its lists stay fast:
// - draw_outcome keeps only the outcomes that pay (won, push, refunded): a bet of a settled period whose item has no row
//   lost. Today 171 rows per period become about 40. Bets whose item had no row were refunded before this migration, so
//   they get an explicit refunded row first: every settled bet keeps its status and payout.
// - Counters written in the same statement as the rows they count (app_user: bets by outcome, ledger rows by type;
//   draw_counter: periods with a result), so a list's total is never a count over a whole history.
// - The ledger's per-type list (the bill's filter) gets its own index.
import { type Kysely, sql } from 'kysely';
import { type Migration } from '../migration-kit';

const LOST = 2;
const REFUNDED = 4;

export const COUNTER_COLUMNS = [
  'bet_count',
  'bet_won_count',
  'bet_push_count',
  'bet_refund_count',
  'ledger_recharge_count',
  'ledger_consumption_count',
  'ledger_bet_count',
  'ledger_adjustment_count',
  'ledger_winning_count',
  'ledger_refund_count',
] as const;

export const compactOutcomesAndCounters: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    await sql`
      insert into draw_outcome (issue, rank_id, code, outcome)
      select distinct b.issue, b.rank_id, b.code, ${sql.lit(REFUNDED)}
      from bet b join draw_period p on p.issue = b.issue
      where p.status in ('drawn', 'settled')
        and not exists (select 1 from draw_outcome o where o.issue = b.issue and o.rank_id = b.rank_id and o.code = b.code)
    `.execute(db);
    // SQLite: a table clustered on its key (no rowid and no second copy of the key in an index).
    await db.schema
      .createTable('draw_outcome_paying')
      .addColumn('issue', 'varchar(16)', (c) => c.notNull())
      .addColumn('rank_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('outcome', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('draw_outcome_paying_pk', ['issue', 'rank_id', 'code'])
      .modifyEnd(dialect === 'sqlite' ? sql`without rowid` : sql``)
      .execute();
    await sql`insert into draw_outcome_paying (issue, rank_id, code, outcome) select issue, rank_id, code, outcome from draw_outcome where outcome <> ${sql.lit(LOST)}`.execute(db);
    await db.schema.dropTable('draw_outcome').execute();
    await db.schema.alterTable('draw_outcome_paying').renameTo('draw_outcome').execute();
    if (dialect === 'postgres') await sql`alter table draw_outcome rename constraint draw_outcome_paying_pk to draw_outcome_pk`.execute(db);

    for (const column of COUNTER_COLUMNS) await db.schema.alterTable('app_user').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`
      update app_user set
        bet_count = (select count(*) from bet b where b.user_id = app_user.id),
        ledger_recharge_count = (select count(*) from balance_log l where l.user_id = app_user.id and l.type = 0),
        ledger_consumption_count = (select count(*) from balance_log l where l.user_id = app_user.id and l.type = 1),
        ledger_bet_count = (select count(*) from balance_log l where l.user_id = app_user.id and l.type = 2),
        ledger_adjustment_count = (select count(*) from balance_log l where l.user_id = app_user.id and l.type = 3),
        ledger_winning_count = (select count(*) from balance_log l where l.user_id = app_user.id and l.type = 4),
        ledger_refund_count = (select count(*) from balance_log l where l.user_id = app_user.id and l.type = 5)
    `.execute(db);
    const judged = (status: number) => sql`(
      select count(*) from bet b join draw_period p on p.issue = b.issue
      left join draw_outcome o on o.issue = b.issue and o.rank_id = b.rank_id and o.code = b.code
      where b.user_id = app_user.id and ${status === REFUNDED ? sql`(p.status = 'refunded' or (p.status = 'settled' and o.outcome = ${sql.lit(REFUNDED)}))` : sql`p.status = 'settled' and o.outcome = ${sql.lit(status)}`}
    )`;
    await sql`update app_user set bet_won_count = ${judged(1)}, bet_push_count = ${judged(3)}, bet_refund_count = ${judged(REFUNDED)}`.execute(db);

    await db.schema
      .createTable('draw_counter')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      // Periods with a result (drawn or settled): the results list's total.
      .addColumn('drawn', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into draw_counter (id, drawn) select 1, count(*) from draw_period where status in ('drawn', 'settled')`.execute(db);

    await db.schema.createIndex('balance_log_user_type_idx').on('balance_log').columns(['user_id', 'type', 'id']).execute();
  },
};
