// The bill's money in and out per ledger type, kept beside the row counters of 0009: app_user.ledger_<type>_in (credits)
// and ledger_<type>_out (debits, as a positive sum), written in the same statement as the ledger row they add up
// (changeBalance, settlement). The bill's totals for any filter are then a read of one row, whatever the history's size.
import { type Kysely, sql } from 'kysely';
import { type Migration, bigintType } from '../migration-kit';

/** Ledger types as the balance log stores them (BALANCE_LOG_TYPE), by column name. */
const TYPES = { recharge: 0, consumption: 1, bet: 2, adjustment: 3, winning: 4, refund: 5 } as const;

export const ledgerMoneyTotals: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    for (const name of Object.keys(TYPES)) {
      for (const side of ['in', 'out']) {
        await db.schema.alterTable('app_user').addColumn(`ledger_${name}_${side}`, bigintType(dialect), (c) => c.notNull().defaultTo(0)).execute();
      }
    }
    const sums = Object.entries(TYPES).flatMap(([name, type]) => [
      sql`${sql.ref(`ledger_${name}_in`)} = (select coalesce(sum(l.amount), 0) from balance_log l where l.user_id = app_user.id and l.type = ${sql.lit(type)} and l.amount > 0)`,
      sql`${sql.ref(`ledger_${name}_out`)} = (select coalesce(-sum(l.amount), 0) from balance_log l where l.user_id = app_user.id and l.type = ${sql.lit(type)} and l.amount < 0)`,
    ]);
    await sql`update app_user set ${sql.join(sums)}`.execute(db);
  },
};
