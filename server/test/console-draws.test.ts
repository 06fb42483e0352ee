// Operators read the draws (chains, periods, a period's seed and verification) and cancel a period not yet drawn: every
// stake is refunded exactly once, in the request and, after a kill -9 between the cancellation and its refund (or in the
// middle of it), by the restarted server; a second cancellation is refused and the audit log holds one row.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Kysely } from 'kysely';
import { type Database } from '../src/db/schema';
import { DIALECTS, post, startTestApp, type TestApp } from './support/test-app';
import { firstPeriodOfDay, fundPlayer, ledgerChains, ledgerSum, oddsId, openPeriodNow } from './support/draws';
import { childDatabase } from './support/child-database';
import { killAt, runToEnd } from './support/killable-child';

describe.each(DIALECTS)('operator draws (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = (await t.createOperator('admin')).token;
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, token = admin) => (await t.adminCall(token, method, `/api/admin/draw/${url}`, body)).json();

  it('lists the chains with their commitments and period counts, and a day of periods newest first', async () => {
    const { issue } = await firstPeriodOfDay(t.app, '20300201');
    const chains = (await call('POST', 'chain/page', { page: 1, size: 100 })).data;
    const chain = chains.list.find((c: { chainId: string }) => c.chainId === '20300201');
    const stored = await t.app.db.selectFrom('drawChain').selectAll().where('id', '=', '20300201').executeTakeFirstOrThrow();
    expect(chain).toMatchObject({ length: 288, firstIssue: issue, commitment: stored.commitmentHex, periods: 288, drawn: 0, cancelled: 0 });
    expect(JSON.stringify(chains)).not.toContain(stored.seedHex);

    const page = (await call('POST', 'period/page', { date: '20300201', page: 1, size: 3 })).data;
    expect(page.pagination).toEqual({ page: 1, size: 3, total: 288 });
    expect(page.list.map((p: { issue: string }) => p.issue)).toEqual(['203002010288', '203002010287', '203002010286']);
    expect(page.list[0]).toMatchObject({ status: 'scheduled', places: null, bets: 0, stakes: 0, cancelReason: null });

    const byIssue = (await call('POST', 'period/page', { issue: '2030020100' })).data;
    expect(byIssue.pagination.total).toBe(99);
    expect((await call('POST', 'period/page', { date: '20300201', status: 'drawn' })).data.list).toEqual([]);
    expect((await call('POST', 'period/page', { date: '2030-02-01' })).code).toBe(1002);
  });

  it('shows a period without its seed until drawn, then the seed and every verification check passing', async () => {
    const { clock, engine, issue } = await firstPeriodOfDay(t.app, '20300202');
    const before = (await call('GET', `period/info?issue=${issue}`)).data;
    expect(before).toMatchObject({ issue, status: 'scheduled', seed: null, places: null, verification: [], chainIndex: 1 });
    const second = `${issue.slice(0, 8)}0002`;
    const secondRow = await t.app.db.selectFrom('drawPeriod').select('drawAt').where('issue', '=', second).executeTakeFirstOrThrow();
    clock.now = secondRow.drawAt;
    expect(await engine.draw(issue)).toBe(true);
    expect(await engine.draw(second)).toBe(true);
    const first = (await call('GET', `period/info?issue=${issue}`)).data;
    const stored = await t.app.db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirstOrThrow();
    expect(first).toMatchObject({ status: 'drawn', seed: stored.revealedKeyHex, places: stored.result!.split(',').map(Number) });
    expect(first.verification.map((s: { step: string; passed: boolean | null }) => [s.step, s.passed])).toEqual([
      ['commitment', true],
      ['previousKey', null],
      ['replay', true],
      ['algorithm', true],
    ]);
    const next = (await call('GET', `period/info?issue=${second}`)).data;
    expect(next.verification.map((s: { passed: boolean | null }) => s.passed)).toEqual([true, true, true, true]);
    expect((await call('GET', 'period/info?issue=203002029999')).message).toBe('Period 203002029999 does not exist');
  });

  it('cancels a period a player bet on: every stake refunded once, a second cancel refused, one audit row with the reason', async () => {
    const issue = await openPeriodNow(t.app, '209906010001');
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 10_000);
    const as = { authorization: player.token };
    const slip = (items: Array<{ oddsId: number; amount: number }>) => post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: randomUUID().replace(/-/g, ''), items }, as);
    expect((await slip([{ oddsId: await oddsId(t.app, 1, '3'), amount: 1000 }, { oddsId: await oddsId(t.app, 0, 'big'), amount: 250 }])).body.code).toBe(1000);
    expect((await slip([{ oddsId: await oddsId(t.app, 2, 'odd'), amount: 1234 }])).body.code).toBe(1000);
    expect((await t.app.db.selectFrom('appUser').select('balance').where('id', '=', player.id).executeTakeFirstOrThrow()).balance).toBe(10_000 - 2484);
    const listed = (await call('POST', 'period/page', { issue })).data.list[0];
    expect(listed).toMatchObject({ issue, status: 'open', bets: 3, stakes: 2484 });

    // Only a role holding the key may cancel; a blank reason is no reason.
    const finance = (await t.createOperator('finance')).token;
    expect((await t.adminCall(finance, 'POST', '/api/admin/draw/period/cancel', { issue, reason: 'x' })).statusCode).toBe(403);
    expect((await t.adminCall(finance, 'POST', '/api/admin/draw/period/page', { issue })).statusCode).toBe(200);
    expect((await call('POST', 'period/cancel', { issue, reason: '   ' })).code).toBe(1002);
    expect((await call('POST', 'period/cancel', { issue })).code).toBe(1002);
    expect((await call('POST', 'period/cancel', { issue, reason: 'r'.repeat(201) })).code).toBe(1002);

    const cancelled = await call('POST', 'period/cancel', { issue, reason: 'Feed outage at the venue' });
    expect(cancelled).toEqual({ code: 1000, message: 'success', data: { issue, status: 'refunded' } });
    expect(await ledgerSum(t.app, player.id)).toEqual({ sum: 10_000, balance: 10_000 });
    const bets = await t.app.db.selectFrom('bet').select(['id', 'amount']).where('issue', '=', issue).orderBy('id').execute();
    const refunds = await t.app.db.selectFrom('balanceLog').select(['refKey', 'amount']).where('userId', '=', player.id).where('type', '=', 5).orderBy('id').execute();
    expect(refunds).toEqual(bets.map((b) => ({ refKey: `bet:${b.id}`, amount: b.amount })));

    const again = await call('POST', 'period/cancel', { issue, reason: 'again' });
    expect(again).toEqual({ code: 1001, message: `Period ${issue} has already been drawn or cancelled and cannot be cancelled`, data: null });
    expect((await t.app.db.selectFrom('balanceLog').select('id').where('userId', '=', player.id).where('type', '=', 5).execute()).length).toBe(3);
    const audit = await t.app.db.selectFrom('auditLog').selectAll().where('targetType', '=', 'period').where('targetId', '=', issue).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'draw:period:cancel', reason: 'Feed outage at the venue' });
    expect(JSON.parse(audit[0].newValue!)).toEqual({ status: 'cancelled', cancelReason: 'operator' });

    const info = (await call('GET', `period/info?issue=${issue}`)).data;
    expect(info).toMatchObject({ status: 'refunded', cancelReason: 'operator', bets: 3, stakes: 2484, payouts: 2484, seed: null });
    const history = (await post(t.app, '/api/app/bet/bet/getHistory', { page: 1, size: 10 }, as)).body.data.list;
    expect(history.filter((b: { issue: string }) => b.issue === issue).map((b: { status: number }) => b.status)).toEqual([4, 4, 4]);
  });

  it('refuses to cancel a drawn period and an unknown one', async () => {
    const { clock, engine, issue } = await firstPeriodOfDay(t.app, '20300203');
    const period = await t.app.db.selectFrom('drawPeriod').select('drawAt').where('issue', '=', issue).executeTakeFirstOrThrow();
    clock.now = period.drawAt;
    await engine.draw(issue);
    expect((await call('POST', 'period/cancel', { issue, reason: 'too late' })).message).toBe(`Period ${issue} has already been drawn or cancelled and cannot be cancelled`);
    expect((await call('POST', 'period/cancel', { issue: '203002039999', reason: 'none' })).message).toBe('Period 203002039999 does not exist');
    expect(await t.app.db.selectFrom('auditLog').select('id').where('targetId', 'in', [issue, '203002039999']).execute()).toEqual([]);
  });
});

const CHILD = path.join(__dirname, 'fixtures', 'cancel-crash-child.ts');
const SERVER_DIR = path.join(__dirname, '..');
const LOG = { recharge: 0, bet: 2, winning: 4, refund: 5 } as const;

describe.each(DIALECTS)('operator cancellation with kill -9 (%s)', (dialect) => {
  const children = childDatabase(dialect, 'cancel', { CANCEL_PERIODS: '5', CANCEL_PLAYERS: '120', CANCEL_BULK_BETS: '45' });
  const env = children.env;

  /** After a kill: the period is cancelled with no refund at all, or refunded whole; never a part of its stakes back. */
  async function cancelState(db: Kysely<Database>, issue: string): Promise<string> {
    await children.backendsGone(db);
    const { status } = await db.selectFrom('drawPeriod').select('status').where('issue', '=', issue).executeTakeFirstOrThrow();
    const bets = await db.selectFrom('bet').select((eb) => eb.fn.countAll<number>().as('n')).where('issue', '=', issue).executeTakeFirstOrThrow();
    const refunds = await db.selectFrom('balanceLog').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', LOG.refund).where('remark', '=', issue).executeTakeFirstOrThrow();
    expect(['cancelled', 'refunded']).toContain(status);
    expect(Number(refunds.n)).toBe(status === 'refunded' ? Number(bets.n) : 0);
    const audits = await db.selectFrom('auditLog').select('id').where('targetType', '=', 'period').where('targetId', '=', issue).execute();
    expect(audits).toHaveLength(1);
    return status;
  }

  it('refunds every stake exactly once after a kill before or during the refund, once the server restarts', async () => {
    const setup = await runToEnd(CHILD, SERVER_DIR, { ...env, CANCEL_MODE: 'setup' });
    const totals: { issues: string[]; players: number; credit: number; bets: number; stakes: number } = JSON.parse(setup.find((l) => l.startsWith('@json '))!.slice(6));
    expect(totals.bets).toBe(5 * 120 * 50);
    const db = await children.open();

    // 1. Killed between the committed cancellation (with its audit row) and the refund.
    const [first, ...rest] = totals.issues;
    const beforeRefund = await killAt(CHILD, SERVER_DIR, { ...env, CANCEL_MODE: 'cancel', CANCEL_ISSUE: first }, '@cancelled', 0);
    expect(beforeRefund.killed).toBe(true);
    expect(await cancelState(db, first)).toBe('cancelled');

    // 2. Killed once the refund has begun, at growing delays: each lands inside the refund's transaction (rolled back
    //    whole) or after its commit, never in between.
    const outcomes: string[] = [];
    for (const [i, issue] of rest.entries()) {
      const delay = [0, 10, 40, 3000][i];
      const { killed } = await killAt(CHILD, SERVER_DIR, { ...env, CANCEL_MODE: 'cancel', CANCEL_ISSUE: issue }, '@refund-start', delay);
      outcomes.push(`${delay} ms: ${killed ? '' : 'finished before the kill, '}${await cancelState(db, issue)}`);
    }
    expect(outcomes.filter((o) => o.endsWith('cancelled')).length).toBeGreaterThanOrEqual(1);

    // 3. The restarted server refunds what is left; nothing is refunded twice.
    await runToEnd(CHILD, SERVER_DIR, { ...env, CANCEL_MODE: 'restart' });
    for (const issue of totals.issues) expect(await cancelState(db, issue)).toBe('refunded');
    const bets = await db.selectFrom('bet').select(['id', 'userId', 'amount']).where('issue', 'in', totals.issues).execute();
    const credits = await db.selectFrom('balanceLog').select(['userId', 'type', 'amount', 'refKey']).where('type', 'in', [LOG.winning, LOG.refund]).execute();
    expect(credits).toHaveLength(bets.length);
    const byRef = new Map(credits.map((c) => [c.refKey, c]));
    expect(bets.filter((b) => { const c = byRef.get(`bet:${b.id}`); return !c || c.type !== LOG.refund || c.amount !== b.amount || c.userId !== b.userId; }).map((b) => b.id).slice(0, 5)).toEqual([]);

    // Every player's ledger chains to their balance, which is their credit again to the cent.
    const { broken, users } = await ledgerChains(db);
    expect(broken.slice(0, 5)).toEqual([]);
    expect(users.filter((u) => u.balance !== totals.credit || u.ledger !== u.balance).map((u) => u.id).slice(0, 5)).toEqual([]);
    console.info(`[${dialect}] ${totals.bets} bets over ${totals.issues.length} periods; killed before the refund, then at ${outcomes.join('; ')}`);
  }, 240_000);
});
