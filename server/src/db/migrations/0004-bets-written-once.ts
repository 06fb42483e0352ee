// Bets are written once: their status, payout and settle time follow from their period and its outcome table
// (betting/bet-outcome.ts), so settling a period writes money (ledger rows, balances) and never rewrites its bets;
// and every index on them earns its write.
import { type Kysely } from 'kysely';
import { type Migration } from '../migration-kit';

export const betsWrittenOnce: Migration = {
  async up(db: Kysely<unknown>) {
    // Settlement finds a period's paying bets from its few winning outcomes through this index, not by scanning all of them.
    await db.schema.createIndex('bet_issue_item_idx').on('bet').columns(['issue', 'rank_id', 'code', 'user_id', 'amount', 'odds']).execute();
    await db.schema.dropIndex('bet_issue_status_idx').execute();
    // Every settled bet's judgement is already in draw_outcome (settlement joined the two), so nothing is lost.
    for (const column of ['status', 'payout', 'settled_at']) await db.schema.alterTable('bet').dropColumn(column).execute();
    // One index per player serves both their history (newest first) and their stake windows: one index write less per bet.
    await db.schema.createIndex('bet_user_created_idx').on('bet').columns(['user_id', 'created_at', 'id']).execute();
    await db.schema.dropIndex('bet_user_idx').execute();
    await db.schema.dropIndex('bet_user_time_idx').execute();
  },
};
