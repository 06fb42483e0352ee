// The bill's totals (GET /app/user/balanceLog/summary): rows, money in and money out of any filter, kept with every
// ledger row and every settlement, equal to a direct sum over the rows after slips race one balance, and never another
// player's.
import { randomUUID } from 'node:crypto';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { engineWithClock, fundPlayer, oddsId, openPeriodNow } from './support/draws';
import { changeBalance, BALANCE_LOG_TYPE } from '../src/ledger/balance-ledger';
import { counterDrift } from '../src/ledger/player-counters';

const requestId = () => randomUUID().replace(/-/g, '');

describe.each(DIALECTS)('bill totals (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  async function directSums(userId: number, type?: number) {
    const rows = await t.app.db.selectFrom('balanceLog').select(['type', 'amount']).where('userId', '=', userId).execute();
    const chosen = rows.filter((row) => type === undefined || row.type === type);
    return {
      count: chosen.length,
      moneyIn: chosen.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0),
      moneyOut: chosen.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0),
    };
  }

  it('adds up credits and debits of each type, an adjustment either way, and answers only for the caller', async () => {
    const player = await t.createPlayer();
    const other = await t.createPlayer();
    await fundPlayer(t.app, player.id, 10_000);
    await fundPlayer(t.app, other.id, 99_999);
    await t.app.db.transaction().execute(async (trx) => {
      await changeBalance(trx, { userId: player.id, amount: 2_500, type: BALANCE_LOG_TYPE.recharge, refKey: 'test-order:1' });
      await changeBalance(trx, { userId: player.id, amount: -1_200, type: BALANCE_LOG_TYPE.adjustment, refKey: 'test-adjust:1' });
      await changeBalance(trx, { userId: player.id, amount: -300, type: BALANCE_LOG_TYPE.consumption, refKey: 'test-buy:1' });
    });
    const auth = { authorization: player.token };
    const all = await get(t.app, '/api/app/user/balanceLog/summary', auth);
    expect(all.body).toMatchObject({ code: 1000, data: { count: 4, moneyIn: 12_500, moneyOut: 1_500 } });
    const adjustments = await get(t.app, '/api/app/user/balanceLog/summary?type=3', auth);
    expect(adjustments.body.data).toEqual({ count: 2, moneyIn: 10_000, moneyOut: 1_200 });
    expect((await get(t.app, '/api/app/user/balanceLog/summary?type=0', auth)).body.data).toEqual({ count: 1, moneyIn: 2_500, moneyOut: 0 });
    expect((await get(t.app, '/api/app/user/balanceLog/summary?type=4', auth)).body.data).toEqual({ count: 0, moneyIn: 0, moneyOut: 0 });
    // The same filter's page agrees on the row count.
    expect((await post(t.app, '/api/app/user/balanceLog/page', { size: 1, type: 3 }, auth)).body.data.pagination.total).toBe(2);
    // Bad filters are a validation answer; no token is 401.
    expect((await get(t.app, '/api/app/user/balanceLog/summary?type=9', auth)).body.code).toBe(1002);
    // Another player's id in the query is dropped before it reaches anything: still the caller's own totals.
    expect((await get(t.app, `/api/app/user/balanceLog/summary?userId=${other.id}`, auth)).body.data).toEqual(all.body.data);
    expect((await get(t.app, '/api/app/user/balanceLog/summary')).status).toBe(401);
    expect(await counterDrift(t.app.db)).toEqual([]);
  });

  it('keeps the totals equal to the rows while slips race one balance and their period settles', async () => {
    const issue = await openPeriodNow(t.app, '209903050001');
    const players = await Promise.all([0, 1].map(() => t.createPlayer()));
    for (const player of players) await fundPlayer(t.app, player.id, 4_000);
    const items = [await oddsId(t.app, 1, '2'), await oddsId(t.app, 0, 'big'), await oddsId(t.app, 2, 'odd')];
    // 20 slips of 3.00 per player against 40.00: some are refused for the balance and must add nothing.
    const results = await Promise.allSettled(
      players.flatMap((player) =>
        Array.from({ length: 20 }, (_, n) =>
          post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items: [{ oddsId: items[n % 3], amount: 100 }, { oddsId: items[(n + 1) % 3], amount: 200 }] }, { authorization: player.token }),
        ),
      ),
    );
    const codes = results.map((r) => (r.status === 'fulfilled' ? r.value.body.code : 'rejected'));
    expect(codes.filter((code) => code === 1000).length).toBeGreaterThan(0);
    expect(codes.filter((code) => code !== 1000).length).toBeGreaterThan(0);

    const period = await t.app.db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirstOrThrow();
    await t.app.db.updateTable('drawPeriod').set({ closeAt: Date.now() - 1, drawAt: Date.now() }).where('issue', '=', issue).execute();
    const engine = engineWithClock(t.app, { now: Math.max(period.drawAt, Date.now()) + 1 });
    expect(await engine.draw(issue)).toBe(true);
    await engine.settle(issue);

    for (const player of players) {
      for (const type of [undefined, 2, 3, 4, 5]) {
        const res = await get(t.app, `/api/app/user/balanceLog/summary${type === undefined ? '' : `?type=${type}`}`, { authorization: player.token });
        expect({ type, ...res.body.data }).toEqual({ type, ...(await directSums(player.id, type)) });
      }
      const { balance } = await t.app.db.selectFrom('appUser').select('balance').where('id', '=', player.id).executeTakeFirstOrThrow();
      const all = await directSums(player.id);
      expect(all.moneyIn - all.moneyOut).toBe(balance);
    }
    expect(await counterDrift(t.app.db)).toEqual([]);
  });
});
