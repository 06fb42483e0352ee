// Crash recovery against real child processes killed with SIGKILL: a period with tens of thousands of bets (a slip per
// player through placeSlip, a large slip per player debited through changeBalance) is drawn and settled by a child that
// the test kills at several points: while drawing, between draw and settle, and at growing delays into the settlement,
// then once more during a real server's start-up catch-up. After every kill the database must show the period either
// untouched by settlement (every bet pending, no credit, money where the debits left it) or settled whole. A final
// restart of the real server (buildApp, scheduler on) must finish the period, and then: settled exactly once, every bet
// judged once by the rule book, one credit row per paid bet, one debit row per slip, every player's ledger chain ending
// at their balance, and total money = credits − stakes + payouts.
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { DIALECTS } from './support/test-app';
import { judgedBets, ledgerChains } from './support/draws';
import { childDatabase } from './support/child-database';
import { killAt, runToEnd } from './support/killable-child';
import { type Dialect } from '../src/db/database';
import { type Database } from '../src/db/schema';
import { judgeItem } from '../src/domain/catalogue/play-items';
import { periodOutcomes } from '../src/domain/draw/period-outcomes';
import { storedOutcomeRows } from '../src/draws/draw-engine';

const CHILD = path.join(__dirname, 'fixtures', 'crash-child.ts');
const SERVER_DIR = path.join(__dirname, '..');
const BET = { pending: 0, won: 1, lost: 2, push: 3, refunded: 4 } as const;
const LOG = { recharge: 0, bet: 2, winning: 4, refund: 5 } as const;

interface Totals {
  issue: string;
  players: number;
  credit: number;
  bets: number;
  stakes: number;
}

describe.each(DIALECTS)('crash recovery with kill -9 (%s)', (dialect: Dialect) => {
  const children = childDatabase(dialect, 'crash', { CRASH_DATE: '20250301', CRASH_PLAYERS: '300', CRASH_SLIP_ITEMS: '10', CRASH_BULK_BETS: '90' });
  const env = children.env;

  async function snapshot(db: Kysely<Database>, issue: string) {
    const period = await db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirstOrThrow();
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) => Number((await query.executeTakeFirstOrThrow()).n);
    const pending = (await judgedBets(db, issue)).filter((bet) => bet.status === BET.pending).length;
    const outcomes = await count(db.selectFrom('drawOutcome').select((eb) => eb.fn.countAll().as('n')).where('issue', '=', issue));
    const credits = await count(db.selectFrom('balanceLog').select((eb) => eb.fn.countAll().as('n')).where('type', 'in', [LOG.winning, LOG.refund]));
    const money = await count(db.selectFrom('appUser').select((eb) => eb.fn.coalesce(eb.fn.sum('balance'), sql.lit(0)).as('n')));
    // A drawn period stores its paying outcomes, all of them in the draw's one transaction.
    const items = await db.selectFrom('odds').select(['rankId', 'code']).execute();
    const paying = period.result ? storedOutcomeRows(periodOutcomes(period.result.split(',').map(Number), items, 'small')).length : 0;
    return { status: period.status, pending, outcomes, paying, credits, money };
  }

  /** After any kill: the period is untouched by settlement or settled whole, never in between. */
  async function expectAtomic(db: Kysely<Database>, totals: Totals): Promise<string> {
    await children.backendsGone(db);
    const s = await snapshot(db, totals.issue);
    const afterDebits = totals.players * totals.credit - totals.stakes;
    if (s.status === 'scheduled' || s.status === 'drawn') {
      expect({ outcomes: s.outcomes, pending: s.pending, credits: s.credits, money: s.money }).toEqual({
        outcomes: s.status === 'drawn' ? s.paying : 0,
        pending: totals.bets,
        credits: 0,
        money: afterDebits,
      });
    } else {
      expect(s.status).toBe('settled');
      expect(s.pending).toBe(0);
      expect(s.credits).toBeGreaterThan(0);
    }
    return s.status;
  }

  it('kills the process while drawing and settling; the restarted server settles every bet exactly once', async () => {
    // 1. A period with many bets, its draw time passed.
    const setupLines = await runToEnd(CHILD, SERVER_DIR, { ...env, CRASH_MODE: 'setup' });
    const totals: Totals = JSON.parse(setupLines.find((l) => l.startsWith('@json '))!.slice(6));
    expect(totals.bets).toBe(300 * 100);
    const db = await children.open();
    expect(await expectAtomic(db, totals)).toBe('scheduled');

    // 2. Kill points: at the draw, between draw and settle, then at growing delays into the settlement (until five kills
    //    landed inside it, or a run got through), then a real server killed once its start-up catch-up is under way.
    const landed: string[] = [];
    let finishedBy = 'the final restart';
    const kill = async (mode: string, marker: string, delay: number): Promise<string> => {
      const { killed, lines } = await killAt(CHILD, SERVER_DIR, { ...env, CRASH_MODE: mode }, marker, delay);
      const state = await expectAtomic(db, totals);
      const point = `${mode} ${marker}+${delay}ms`;
      if (!killed) finishedBy = `${point}, not killed: ${lines.find((l) => l.startsWith('@settled')) ?? 'finished'}`;
      else landed.push(`${point} → ${state}`);
      if (killed && state === 'settled') finishedBy = `${point}, killed after the commit`;
      return killed ? state : 'finished';
    };
    await kill('drive', '@draw-start', 0);
    await kill('drive', '@draw-start', 5);
    await kill('drive', '@drawn', 30);
    let inside = 0;
    for (const delay of [0, 4, 8, 12, 16, 20, 25, 30, 40, 50, 60, 80, 100, 125, 150, 200, 250, 600, 1200, 3000, 8000]) {
      const state = await kill('drive', '@settle-start', delay);
      if (state !== 'drawn') break;
      if (++inside === 5) break;
    }
    // Each of these runs had started settling and was rolled back whole by the kill.
    if (inside < 2) throw new Error(`too few kills inside the settlement: ${landed.join('; ')}; finished by ${finishedBy}`);
    if ((await snapshot(db, totals.issue)).status !== 'settled') {
      // On SQLite the catch-up tick runs to its end before the next start-up hook (better-sqlite3 is synchronous), so
      // this kill lands after its commit; on PostgreSQL it lands in the middle of the catch-up.
      await kill('restart', '@starting', 0);
    }

    // 3. The real server restarts and finishes whatever is left.
    await runToEnd(CHILD, SERVER_DIR, { ...env, CRASH_MODE: 'restart' });
    expect(await expectAtomic(db, totals)).toBe('settled');

    // 4. Running the engine over it again pays nothing more.
    const before = await snapshot(db, totals.issue);
    const again = await runToEnd(CHILD, SERVER_DIR, { ...env, CRASH_MODE: 'drive' });
    expect(again.find((l) => l.startsWith('@settled'))).toMatch(/^@settled 0 players/);
    expect(await snapshot(db, totals.issue)).toEqual(before);

    await verifySettledOnce(db, totals);
    console.info(`[${dialect}] ${totals.bets} bets, ${totals.players} players; kills: ${landed.join('; ')}; finished by ${finishedBy}`);
  }, 240_000);
});

/** Everything a settled period must satisfy, checked row by row from the rule book and the ledger. */
async function verifySettledOnce(db: Kysely<Database>, totals: Totals): Promise<void> {
  const period = await db.selectFrom('drawPeriod').selectAll().where('issue', '=', totals.issue).executeTakeFirstOrThrow();
  expect(period.status).toBe('settled');
  expect(period.settledAt).not.toBeNull();
  const places = period.result!.split(',').map(Number);
  expect([...places].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

  // Every bet judged once, by the rule book, in the one settlement pass.
  const bets = await judgedBets(db, totals.issue);
  expect(bets).toHaveLength(totals.bets);
  let payouts = 0;
  let stakes = 0;
  const wrong: string[] = [];
  for (const bet of bets) {
    const outcome = judgeItem(bet.rankId, bet.code, places, 'small');
    const status = outcome === 'win' ? BET.won : outcome === 'push' ? BET.push : BET.lost;
    const payout = status === BET.won ? Math.floor((bet.amount * bet.odds) / 1000) : status === BET.push ? bet.amount : 0;
    if (bet.status !== status || bet.payout !== payout || bet.settledAt !== period.settledAt) wrong.push(`bet ${bet.id}: ${bet.status}/${bet.payout}/${bet.settledAt}, expected ${status}/${payout}/${period.settledAt}`);
    payouts += bet.payout;
    stakes += bet.amount;
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  expect(stakes).toBe(totals.stakes);
  const winners = bets.filter((b) => b.payout > 0);
  expect(winners.length).toBeGreaterThan(totals.bets / 10);

  // Exactly one credit row per paid bet (winning, or refund for a push), none for anything else.
  const credits = await db.selectFrom('balanceLog').select(['userId', 'type', 'amount', 'refKey']).where('type', 'in', [LOG.winning, LOG.refund]).execute();
  const byRef = new Map<string, typeof credits>();
  for (const row of credits) byRef.set(row.refKey!, [...(byRef.get(row.refKey!) ?? []), row]);
  expect(credits).toHaveLength(winners.length);
  const badCredits = winners.filter((b) => {
    const rows = byRef.get(`bet:${b.id}`) ?? [];
    return rows.length !== 1 || rows[0].amount !== b.payout || rows[0].userId !== b.userId || rows[0].type !== (b.status === BET.won ? LOG.winning : LOG.refund);
  });
  expect(badCredits.map((b) => b.id).slice(0, 5)).toEqual([]);

  // Exactly one debit row per slip, of the slip's total, which is the sum of its bets: no lost or doubled debit.
  const slips = await db.selectFrom('betSlip').select(['id', 'userId', 'total']).where('issue', '=', totals.issue).execute();
  const debits = await db.selectFrom('balanceLog').select(['userId', 'amount', 'refKey']).where('type', '=', LOG.bet).execute();
  expect(debits).toHaveLength(slips.length);
  const debitByRef = new Map(debits.map((d) => [d.refKey, d]));
  const betTotals = new Map<number, number>();
  for (const bet of bets) betTotals.set(bet.slipId, (betTotals.get(bet.slipId) ?? 0) + bet.amount);
  const badSlips = slips.filter((s) => debitByRef.get(`slip:${s.id}`)?.amount !== -s.total || debitByRef.get(`slip:${s.id}`)?.userId !== s.userId || betTotals.get(s.id) !== s.total);
  expect(badSlips.map((s) => s.id).slice(0, 5)).toEqual([]);

  // Every player's ledger: a consistent balance_after chain that ends at their balance.
  const { broken, users } = await ledgerChains(db);
  expect(broken.slice(0, 5)).toEqual([]);
  expect(users.filter((u) => u.ledger !== u.balance).map((u) => u.id).slice(0, 5)).toEqual([]);

  // Money: credits − stakes + payouts, to the cent.
  const money = users.reduce((sum, u) => sum + u.balance, 0);
  expect(money).toBe(totals.players * totals.credit - totals.stakes + payouts);
}
