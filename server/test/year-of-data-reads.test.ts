// The lists a player scrolls (my bets, the bill, results) page by cursor: every row exactly once while new rows keep
// arriving, totals from counters that equal a direct count after concurrent writes, and searches that are index ranges.
import { randomUUID } from 'node:crypto';
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { engineWithClock, firstPeriodOfDay, fundPlayer, judgedBets, oddsId, openPeriodNow } from './support/draws';
import { placeSlip } from '../src/betting/place-slip';
import { betHistoryPage } from '../src/betting/bet-history';
import { drawnResultsPage } from '../src/draws/draw-results';
import { counterDrift } from '../src/ledger/player-counters';

const requestId = () => randomUUID().replace(/-/g, '');

describe.each(DIALECTS)('reads of a long history (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  async function slip(userId: number, issue: string, items: Array<{ oddsId: number; amount: number }>) {
    return placeSlip(t.app.db, t.app.dialect, { userId, issue, requestId: requestId(), items }, 'en');
  }

  it('walks my bets and my bill by cursor: every row once, in order, while new bets keep arriving', async () => {
    const issue = await openPeriodNow(t.app, '209902010001');
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 10_000_000);
    const items = [await oddsId(t.app, 1, '3'), await oddsId(t.app, 0, 'big'), await oddsId(t.app, 2, 'odd')];
    for (let n = 0; n < 30; n++) await slip(player.id, issue, items.slice(0, 1 + (n % 3)).map((oddsId) => ({ oddsId, amount: 100 + n })));
    const before = await t.app.db.selectFrom('bet').select('id').where('userId', '=', player.id).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    const auth = { authorization: player.token };

    const seenBets: number[] = [];
    let cursor: string | null | undefined;
    do {
      const res = await post(t.app, '/api/app/bet/bet/getHistory', { size: 7, ...(cursor ? { cursor } : {}) }, auth);
      expect(res.body.code).toBe(1000);
      seenBets.push(...res.body.data.list.map((bet: { id: number }) => bet.id));
      cursor = res.body.data.pagination.cursor;
      await slip(player.id, issue, [{ oddsId: items[0], amount: 100 }]); // newer than the walk: never in it
    } while (cursor);
    expect(seenBets).toEqual(before.map((row) => Number(row.id)));

    const ledgerBefore = await t.app.db.selectFrom('balanceLog').select('id').where('userId', '=', player.id).orderBy('id', 'desc').execute();
    const seenLog: number[] = [];
    cursor = undefined;
    do {
      const res = await post(t.app, '/api/app/user/balanceLog/page', { size: 4, ...(cursor ? { cursor } : {}) }, auth);
      expect(res.body.code).toBe(1000);
      seenLog.push(...res.body.data.list.map((row: { id: number }) => row.id));
      cursor = res.body.data.pagination.cursor;
      await slip(player.id, issue, [{ oddsId: items[1], amount: 100 }]);
    } while (cursor);
    expect(seenLog).toEqual(ledgerBefore.map((row) => Number(row.id)));

    // Numbered pages still work and agree with the cursor walk; the totals are the counters'.
    const page3 = await post(t.app, '/api/app/bet/bet/getHistory', { page: 3, size: 7 }, auth);
    const all = await t.app.db.selectFrom('bet').select('id').where('userId', '=', player.id).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    expect(page3.body.data.list.map((bet: { id: number }) => bet.id)).toEqual(all.slice(14, 21).map((row) => Number(row.id)));
    expect(page3.body.data.pagination.total).toBe(all.length);
    // A status search by cursor judges a bounded window and goes on from it: all pending bets, none twice.
    const pending: number[] = [];
    cursor = undefined;
    do {
      const res = await post(t.app, '/api/app/bet/bet/getHistory', { size: 9, status: 0, ...(cursor ? { cursor } : {}) }, auth);
      pending.push(...res.body.data.list.map((bet: { id: number }) => bet.id));
      cursor = res.body.data.pagination.cursor;
    } while (cursor);
    expect(pending).toEqual(all.map((row) => Number(row.id)));
  });

  it('walks results by cursor while new periods are drawn, and searches an issue prefix or a date as a range', async () => {
    const date = '20300301';
    const { clock, engine } = await firstPeriodOfDay(t.app, date);
    const periods = await t.app.db.selectFrom('drawPeriod').select(['issue', 'drawAt']).where('chainId', '=', date).orderBy('issue').execute();
    for (const period of periods.slice(0, 23)) {
      clock.now = period.drawAt;
      await engine.draw(period.issue);
    }
    const drawnBefore = await t.app.db.selectFrom('drawPeriod').select('issue').where('status', 'in', ['drawn', 'settled']).orderBy('issue', 'desc').execute();
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let next = 23;
    do {
      const res = await get(t.app, `/api/app/lottery/result/getList?size=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.body.code).toBe(1000);
      expect(res.body.data.pagination.total).toBe(drawnBefore.length + (next - 23));
      seen.push(...res.body.data.list.map((r: { issue: string }) => r.issue));
      cursor = res.body.data.pagination.cursor;
      clock.now = periods[next].drawAt;
      await engine.draw(periods[next++].issue); // newer than the walk
    } while (cursor);
    expect(seen).toEqual(drawnBefore.map((row) => row.issue));

    const byPrefix = await get(t.app, `/api/app/lottery/result/getList?size=100&issue=${date}001`);
    expect(byPrefix.body.data.list.map((r: { issue: string }) => r.issue)).toEqual(
      periods.slice(0, next).map((p) => p.issue).filter((issue) => issue.startsWith(`${date}001`)).reverse(),
    );
    expect(byPrefix.body.data.pagination.total).toBe(byPrefix.body.data.list.length);
    const byDate = await get(t.app, `/api/app/lottery/result/getList?size=100&date=${date}`);
    expect(byDate.body.data.list).toHaveLength(next);
    expect(byDate.body.data.pagination).toMatchObject({ total: next, cursor: null });
    expect((await get(t.app, '/api/app/lottery/result/getList?cursor=abc')).body.code).toBe(1002);
  });

  it('keeps every total equal to a direct count while slips race one balance and a period settles', async () => {
    const issue = await openPeriodNow(t.app, '209902020001');
    const players = await Promise.all([0, 1, 2].map(() => t.createPlayer()));
    for (const player of players) await fundPlayer(t.app, player.id, 5_000);
    const items = [await oddsId(t.app, 1, '5'), await oddsId(t.app, 0, 'small'), await oddsId(t.app, 3, 'even'), await oddsId(t.app, 1, 'dragon')];
    // 25 slips of 3.00 per player against 50.00 each: some are refused for the balance, and those must count nothing.
    const results = await Promise.allSettled(
      players.flatMap((player) =>
        Array.from({ length: 25 }, (_, n) =>
          post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items: [{ oddsId: items[n % 4], amount: 100 }, { oddsId: items[(n + 1) % 4], amount: 200 }] }, { authorization: player.token }),
        ),
      ),
    );
    const codes = results.map((r) => (r.status === 'fulfilled' ? r.value.body.code : 'rejected'));
    expect(codes.filter((code) => code === 1000).length).toBeGreaterThan(0);
    expect(codes.filter((code) => code !== 1000).length).toBeGreaterThan(0);

    const period = await t.app.db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirstOrThrow();
    const engine = engineWithClock(t.app, { now: period.drawAt + 1 });
    await t.app.db.updateTable('drawPeriod').set({ closeAt: Date.now() - 1, drawAt: Date.now() }).where('issue', '=', issue).execute();
    expect(await engine.draw(issue)).toBe(true);
    await engine.settle(issue);
    const judged = await judgedBets(t.app.db, issue);

    for (const player of players) {
      const auth = { authorization: player.token };
      const mine = judged.filter((bet) => bet.userId === player.id);
      for (const status of [undefined, 0, 1, 2, 3, 4]) {
        const expected = mine.filter((bet) => status === undefined || bet.status === status);
        const res = await post(t.app, '/api/app/bet/bet/getHistory', { size: 100, ...(status === undefined ? {} : { status }) }, auth);
        expect(`${status}: ${res.body.data.pagination.total}`).toBe(`${status}: ${expected.length}`);
        expect(res.body.data.list.map((bet: { id: number; status: number }) => `${bet.id}:${bet.status}`).sort()).toEqual(expected.map((bet) => `${bet.id}:${bet.status}`).sort());
      }
      const ledger = await t.app.db.selectFrom('balanceLog').select('type').where('userId', '=', player.id).execute();
      for (const type of [undefined, 2, 3, 4, 5]) {
        const res = await post(t.app, '/api/app/user/balanceLog/page', { size: 5, ...(type === undefined ? {} : { type }) }, auth);
        expect(`${type}: ${res.body.data.pagination.total}`).toBe(`${type}: ${ledger.filter((row) => type === undefined || row.type === type).length}`);
      }
    }
    expect(await counterDrift(t.app.db)).toEqual([]);
  });

  it('stores only the paying outcomes of a draw: a bet on a judged item that did not pay lost, one on an item gone from the catalogue is refunded', async () => {
    const issue = await openPeriodNow(t.app, '209902030001');
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 1_000_000);
    const numbers = await Promise.all(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((code) => oddsId(t.app, 1, code)));
    const gone = await oddsId(t.app, 5, 'tiger');
    await slip(player.id, issue, [...numbers.map((oddsId) => ({ oddsId, amount: 1000 })), { oddsId: gone, amount: 700 }]);
    await t.app.db.deleteFrom('odds').where('id', '=', gone).execute();
    await t.app.db.updateTable('drawPeriod').set({ closeAt: Date.now() - 1, drawAt: Date.now() }).where('issue', '=', issue).execute();
    const engine = engineWithClock(t.app, { now: Date.now() + 1 });
    expect(await engine.draw(issue)).toBe(true);
    await engine.settle(issue);
    const bets = await judgedBets(t.app.db, issue);
    // Ten numbers on the champion: exactly one won, nine lost (no row), and the removed item's stake came back.
    expect(bets.filter((bet) => bet.rankId === 1).map((bet) => bet.status).sort()).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(bets.find((bet) => bet.code === 'tiger')).toMatchObject({ status: 4, payout: 700 });
    const stored = await t.app.db.selectFrom('drawOutcome').select(['rankId', 'code', 'outcome']).where('issue', '=', issue).execute();
    expect(stored.every((row) => row.outcome !== 2)).toBe(true);
    expect(stored.filter((row) => row.rankId === 1 && /^\d+$/.test(row.code))).toHaveLength(1);
    expect(stored.length).toBeLessThan(60);
    expect(await counterDrift(t.app.db)).toEqual([]);
  });

  it('reads an issue of my bets from the issue index and an issue prefix of results as a key range', async () => {
    const captured: RootOperationNode[] = [];
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        captured.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.app.db.withPlugin(capture);
    const explain = async (node: RootOperationNode) => {
      const compiled = db.getExecutor().compileQuery(node, { queryId: 'plan' });
      const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
      const { rows } = await t.app.db.executeQuery({ ...compiled, sql: prefix + compiled.sql });
      return JSON.stringify(rows);
    };
    const plans = async (run: () => Promise<unknown>) => {
      captured.length = 0;
      await run();
      const all = [];
      for (const node of captured) all.push(await explain(node));
      return all.join('\n');
    };
    if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(t.app.db);
    try {
      const history = await plans(() => betHistoryPage(db, dialect, 1, { page: 1, size: 20, issue: '209902020001' }));
      const results = await plans(() => drawnResultsPage(db, { page: 1, size: 20, issue: '2030030100' }));
      if (dialect === 'sqlite') {
        expect(history).toContain('bet_issue_item_idx');
        expect(history).not.toContain('bet_user_created_idx');
        expect(results).toMatch(/SEARCH draw_period USING INDEX sqlite_autoindex_draw_period_1 \(issue>\? AND issue<\?\)/);
      } else {
        expect(history).toContain('bet_issue_item_idx');
        expect(results).toContain('draw_period_pkey');
        expect(results).not.toContain('Seq Scan on draw_period');
      }
    } finally {
      if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(t.app.db);
    }
  });
});
