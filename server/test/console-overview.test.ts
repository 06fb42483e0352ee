// The operators' overview adds up each business day from its periods' bets: stakes, payouts (winnings and pushes of
// settled periods, stakes of cancelled ones), GGR, bets and active players, per play type, today last.
import { randomUUID } from 'node:crypto';
import { businessDate } from '../src/domain/draw/period-schedule';
import { datesEndingWith } from '../src/console/overview-stats';
import { DIALECTS, post, startTestApp, type TestApp } from './support/test-app';
import { engineWithClock, fundPlayer, judgedBets, oddsId, openPeriodNow } from './support/draws';

describe('business dates of a window', () => {
  it('count back across months, years and a leap day', () => {
    expect(datesEndingWith('20240302', 3)).toEqual(['20240229', '20240301', '20240302']);
    expect(datesEndingWith('20250101', 2)).toEqual(['20241231', '20250101']);
    expect(datesEndingWith('20250101', 1)).toEqual(['20250101']);
  });
});

describe.each(DIALECTS)('operator overview (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('sums each day by play type, counts distinct players, and leaves days outside the window out', async () => {
    const [weekAgo, , , , , yesterday, today] = datesEndingWith(businessDate(Date.now(), t.config.timeZone), 7);
    const eightDaysAgo = datesEndingWith(weekAgo, 2)[0];
    const a = await t.createPlayer();
    const b = await t.createPlayer();
    for (const p of [a, b]) await fundPlayer(t.app, p.id, 100_000);
    const bet = async (player: { token: string }, issue: string, items: Array<[number, string, number]>) => {
      const body = { issue, requestId: randomUUID().replace(/-/g, ''), items: await Promise.all(items.map(async ([rank, code, amount]) => ({ oddsId: await oddsId(t.app, rank, code), amount }))) };
      expect((await post(t.app, '/api/app/bet/bet/addbet', body, { authorization: player.token })).body.code).toBe(1000);
    };

    // Today: one period settled (numbers, two-sided, sum), one cancelled (two-sided); yesterday one pending (sum).
    const settled = await openPeriodNow(t.app, `${today}0200`);
    const cancelled = await openPeriodNow(t.app, `${today}0201`);
    const pending = await openPeriodNow(t.app, `${yesterday}0200`);
    const outside = await openPeriodNow(t.app, `${eightDaysAgo}0200`);
    await bet(a, settled, [[1, '7', 1000], [1, 'big', 500]]);
    await bet(b, settled, [[0, '3', 300]]);
    await bet(b, cancelled, [[2, 'odd', 700]]);
    await bet(a, pending, [[0, 'big', 400]]);
    await bet(a, outside, [[3, '1', 900]]);
    const { drawAt } = await t.app.db.selectFrom('drawPeriod').select('drawAt').where('issue', '=', settled).executeTakeFirstOrThrow();
    const engine = engineWithClock(t.app, { now: drawAt });
    expect(await engine.draw(settled)).toBe(true);
    await engine.settle(settled);
    expect(await engine.cancel(cancelled, 'operator')).toBe(true);
    const paid = await judgedBets(t.app.db, settled);
    const payoutOf = (rank: number, code: string) => paid.find((x) => x.rankId === rank && x.code === code)!.payout;

    const res = await t.adminCall((await t.createOperator('finance')).token, 'GET', '/api/admin/stats/overview/summary');
    expect(res.statusCode).toBe(200);
    const { days, today: todays, byPlayType } = res.json().data;
    expect(days.map((d: { date: string }) => d.date)).toEqual(datesEndingWith(today, 7));
    expect(todays).toEqual(days[6]);
    const numbers = payoutOf(1, '7');
    const twoSided = payoutOf(1, 'big') + 700;
    const sum = payoutOf(0, '3');
    expect(todays).toEqual({
      date: today,
      bets: 4,
      stakes: 2500,
      payouts: numbers + twoSided + sum,
      ggr: 2500 - (numbers + twoSided + sum),
      activePlayers: 2,
      byPlayType: {
        numbers: { bets: 1, stakes: 1000, payouts: numbers, ggr: 1000 - numbers },
        twoSided: { bets: 2, stakes: 1200, payouts: twoSided, ggr: 1200 - twoSided },
        sum: { bets: 1, stakes: 300, payouts: sum, ggr: 300 - sum },
      },
    });
    expect(days[5]).toMatchObject({ date: yesterday, bets: 1, stakes: 400, payouts: 0, ggr: 400, activePlayers: 1 });
    expect(days[5].byPlayType.sum).toEqual({ bets: 1, stakes: 400, payouts: 0, ggr: 400 });
    expect(days[0]).toMatchObject({ date: weekAgo, bets: 0, stakes: 0, activePlayers: 0 });
    expect(byPlayType.sum).toEqual({ bets: 2, stakes: 700, payouts: sum, ggr: 700 - sum });
    expect(byPlayType.numbers.stakes).toBe(1000);

    const wider = (await t.adminCall((await t.createOperator('admin')).token, 'GET', '/api/admin/stats/overview/summary?days=9')).json().data;
    expect(wider.days).toHaveLength(9);
    expect(wider.days[1]).toMatchObject({ date: eightDaysAgo, bets: 1, stakes: 900 });
    expect(wider.byPlayType.numbers.stakes).toBe(1900);
  });

  it('takes 1 to 90 days and is refused to agents', async () => {
    const admin = (await t.createOperator('admin')).token;
    for (const days of [0, 91, 'x']) expect((await t.adminCall(admin, 'GET', `/api/admin/stats/overview/summary?days=${days}`)).json().code).toBe(1002);
    expect((await t.adminCall(admin, 'GET', '/api/admin/stats/overview/summary?days=90')).json().data.days).toHaveLength(90);
    expect((await t.adminCall((await t.createOperator('agent')).token, 'GET', '/api/admin/stats/overview/summary')).statusCode).toBe(403);
  });
});
