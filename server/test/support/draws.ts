// Test helpers for draws and bets: an engine on a controllable clock, and places/amounts looked up from the catalogue.
import { type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { type Database } from '../../src/db/schema';
import { DrawEngine } from '../../src/draws/draw-engine';
import { betPayout, betSettledAt, betStatus, betsWithOutcome } from '../../src/betting/bet-outcome';
import { businessDate, periodsOfDay } from '../../src/domain/draw/period-schedule';

export interface Clock {
  now: number;
}

/** A draw engine whose clock the test moves. */
export function engineWithClock(app: FastifyInstance, clock: Clock, events: Array<{ type: string }> = []) {
  const publisher = {
    publishPublic: (event: { type: string }) => events.push(event),
    publishToPlayer: (event: { type: string }) => events.push(event),
  };
  return new DrawEngine(app.db, app.dialect, app.config, () => publisher, app.log, () => clock.now);
}

/** A clock set just before the first period of a future day opens, so every period of that day can be created. */
export function clockBeforeDay(app: FastifyInstance, date = '20300115'): Clock {
  const [first] = periodsOfDay(date, { timeZone: app.config.timeZone, intervalSeconds: app.config.draws.intervalSeconds, closeSeconds: app.config.draws.closeSeconds });
  void businessDate;
  return { now: first.openAt - 1000 };
}

/** A committed future day on a test clock, with the engine and that day's first period (the clock still before it opens). */
export async function firstPeriodOfDay(app: FastifyInstance, date: string, events: Array<{ type: string }> = []) {
  const clock = clockBeforeDay(app, date);
  const engine = engineWithClock(app, clock, events);
  await engine.ensureDay(date);
  const period = await app.db.selectFrom('drawPeriod').selectAll().where('issue', '=', `${date}0001`).executeTakeFirstOrThrow();
  return { clock, engine, period, issue: period.issue };
}

export async function oddsId(app: FastifyInstance, rankId: number, code: string): Promise<number> {
  const row = await app.db.selectFrom('odds').select('id').where('rankId', '=', rankId).where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** Gives a player `cents` of play money the way the ledger does: the balance and its adjustment row. */
export async function fundPlayer(app: FastifyInstance, userId: number, cents: number, at = Date.now()): Promise<void> {
  await app.db.updateTable('appUser').set({ balance: cents, ledgerAdjustmentCount: sql`ledger_adjustment_count + 1`, ledgerAdjustmentIn: sql`ledger_adjustment_in + ${cents}` }).where('id', '=', userId).execute();
  await app.db.insertInto('balanceLog').values({ userId, type: 3, amount: cents, balanceAfter: cents, refKey: `test:${userId}`, remark: null, createdAt: at }).execute();
}

/** Sums a player's ledger: it must equal their balance. */
export async function ledgerSum(app: FastifyInstance, userId: number): Promise<{ sum: number; balance: number }> {
  const rows = await app.db.selectFrom('balanceLog').select(['amount', 'balanceAfter']).where('userId', '=', userId).orderBy('id').execute();
  const user = await app.db.selectFrom('appUser').select('balance').where('id', '=', userId).executeTakeFirstOrThrow();
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    if (row.balanceAfter !== running) throw new Error(`balance_after ${row.balanceAfter} != running ${running}`);
  }
  return { sum: running, balance: user.balance };
}

/** Opens a period right now on the real clock (for tests that go through HTTP), with its own committed chain. */
export async function openPeriodNow(app: FastifyInstance, issue = '209901010001', closeInMs = 60_000): Promise<string> {
  const now = Date.now();
  await app.db
    .insertInto('drawChain')
    .values({ id: issue.slice(0, 8), seedHex: '11'.repeat(32), commitmentHex: '00'.repeat(32), length: 288, firstIssue: issue, algorithm: 'pk10-hmac-sha256-v1', salt: '', createdAt: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await app.db
    .insertInto('drawPeriod')
    .values({ issue, chainId: issue.slice(0, 8), chainIndex: Number(issue.slice(8)), openAt: now - 1000, closeAt: now + closeInMs, drawAt: now + closeInMs + 30_000, status: 'scheduled', result: null, revealedKeyHex: null, drawnAt: null, settledAt: null, cancelReason: null })
    .execute();
  return issue;
}

/** A period's bets as a player sees them: status, payout and settle time derived from the period and its outcomes. */
export async function judgedBets(db: Kysely<Database>, issue: string) {
  const rows = await betsWithOutcome(db)
    .select(['b.id', 'b.slipId', 'b.userId', 'b.rankId', 'b.code', 'b.odds', 'b.amount', betStatus.as('status'), betPayout.as('payout'), betSettledAt.as('settledAt')])
    .where('b.issue', '=', issue)
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({ ...row, status: Number(row.status), payout: Number(row.payout), settledAt: row.settledAt === null ? null : Number(row.settledAt) }));
}

/** Every player's ledger replayed in order: the players whose balance_after chain breaks, and each one's balance beside their ledger's sum. */
export async function ledgerChains(db: Kysely<Database>): Promise<{ broken: number[]; users: Array<{ id: number; balance: number; ledger: number }> }> {
  const users = await db.selectFrom('appUser').select(['id', 'balance']).execute();
  const rows = await db.selectFrom('balanceLog').select(['userId', 'amount', 'balanceAfter']).orderBy('userId').orderBy('id').execute();
  const running = new Map<number, number>();
  const broken = new Set<number>();
  for (const row of rows) {
    const after = (running.get(row.userId) ?? 0) + row.amount;
    running.set(row.userId, after);
    if (row.balanceAfter !== after) broken.add(row.userId);
  }
  return { broken: [...broken], users: users.map((u) => ({ ...u, ledger: running.get(u.id) ?? 0 })) };
}
