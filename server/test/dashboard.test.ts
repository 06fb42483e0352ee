// The data dashboard: stakes, payouts and results per local day and per play type, hand-computed over won, lost, push,
// refunded and pending bets; days cut at midnight in the draw schedule's zone (DST included); others' bets never counted.
import { randomUUID } from 'node:crypto';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { firstPeriodOfDay, fundPlayer, oddsId } from './support/draws';
import { betDashboard, dayRange } from '../src/betting/bet-dashboard';
import { betHistoryPage } from '../src/betting/bet-history';
import { placeSlip } from '../src/betting/place-slip';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('dayRange', () => {
  it('cuts Shanghai days at 16:00 UTC, oldest first, today last', () => {
    const now = Date.UTC(2030, 0, 15, 17, 0); // 01:00 on 16 January in Shanghai
    const { dates, boundaries } = dayRange(now, 7, 'Asia/Shanghai');
    expect(dates).toEqual(['20300110', '20300111', '20300112', '20300113', '20300114', '20300115', '20300116']);
    expect(boundaries).toEqual(Array.from({ length: 8 }, (_, i) => Date.UTC(2030, 0, 9, 16) + i * DAY));
  });

  it('gives a London day that springs forward 23 hours, and crosses months', () => {
    const { dates, boundaries } = dayRange(Date.UTC(2030, 3, 1, 12), 3, 'Europe/London'); // 31 March 2030: clocks go forward
    expect(dates).toEqual(['20300330', '20300331', '20300401']);
    expect(boundaries).toEqual([Date.UTC(2030, 2, 30), Date.UTC(2030, 2, 31), Date.UTC(2030, 2, 31, 23), Date.UTC(2030, 3, 1, 23)]);
  });
});

describe.each(DIALECTS)('app/user/dashboard (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  let slipId = 1;
  async function addPeriod(issue: string, status: 'settled' | 'refunded' | 'scheduled', outcomes: Array<[number, string, number]> = []) {
    const at = Date.now();
    await t.app.db
      .insertInto('drawChain')
      .values({ id: issue.slice(0, 8), seedHex: '11'.repeat(32), commitmentHex: '00'.repeat(32), length: 288, firstIssue: issue, algorithm: 'pk10-hmac-sha256-v1', salt: '', createdAt: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const drawn = status === 'settled';
    await t.app.db
      .insertInto('drawPeriod')
      .values({
        issue,
        chainId: issue.slice(0, 8),
        chainIndex: Number(issue.slice(8)),
        openAt: at,
        closeAt: at,
        drawAt: at,
        status,
        result: drawn ? '3,1,2,4,5,6,7,8,9,10' : null,
        revealedKeyHex: drawn ? 'ab'.repeat(32) : null,
        drawnAt: drawn ? at : null,
        settledAt: status === 'scheduled' ? null : at,
        cancelReason: null,
      })
      .execute();
    for (const [rankId, code, outcome] of outcomes) await t.app.db.insertInto('drawOutcome').values({ issue, rankId, code, outcome }).execute();
  }

  async function addBet(userId: number, issue: string, rankId: number, type: number, code: string, amount: number, odds: number, createdAt: number) {
    await t.app.db.insertInto('bet').values({ slipId: slipId++, userId, issue, oddsId: 1, rankId, type, code, odds, amount, createdAt }).execute();
  }

  /** Local midnight today in Shanghai (UTC+8, no daylight saving), worked out without the code under test. */
  function shanghaiToday(now: number) {
    const local = new Date(now + 8 * HOUR);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 8 * HOUR;
  }
  const localDate = (start: number) => new Date(start + 8 * HOUR).toISOString().slice(0, 10);

  it('adds up won, lost, push, refunded and pending bets per day and play type, cutting days at local midnight', async () => {
    const todayStart = shanghaiToday(Date.now());
    const player = await t.createPlayer();
    const other = await t.createPlayer();
    // Settled: rank 1 '3' won, rank 0 'big' push, rank 1 '4' lost (no row: only paying outcomes are stored).
    await addPeriod('209903010001', 'settled', [[1, '3', 1], [0, 'big', 3]]);
    await addPeriod('209903010002', 'refunded');
    await addPeriod('209903010003', 'scheduled');
    await addBet(player.id, '209903010001', 1, 0, '3', 1000, 9800, todayStart - 1); // yesterday 23:59:59.999: won, pays 9800
    await addBet(player.id, '209903010001', 1, 0, '4', 500, 9800, todayStart); // today 00:00: lost
    await addBet(player.id, '209903010001', 0, 1, 'big', 2000, 1950, todayStart + HOUR); // push: the stake back
    await addBet(player.id, '209903010002', 2, 1, 'odd', 300, 1950, todayStart + 2 * HOUR); // refunded period
    await addBet(player.id, '209903010003', 1, 0, '5', 700, 9800, todayStart + 3 * HOUR); // pending
    await addBet(player.id, '209903010001', 1, 0, '3', 401, 9800, todayStart - 10 * DAY + HOUR); // 10 days ago: won, floor(401 × 9.8) = 3929
    await addBet(player.id, '209903010001', 1, 0, '3', 999, 9800, todayStart - 40 * DAY); // outside both ranges
    await addBet(other.id, '209903010001', 1, 0, '3', 99_999, 9800, todayStart + HOUR); // someone else's

    const week = await get(t.app, '/api/app/user/dashboard/summary?days=7', { authorization: player.token });
    expect(week.body.code).toBe(1000);
    const { days, byPlayType, totals } = week.body.data;
    expect(days.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => localDate(todayStart - (6 - i) * DAY)));
    expect(days.slice(0, 5)).toEqual(days.slice(0, 5).map((d: { date: string }) => ({ date: d.date, staked: 0, paidOut: 0, net: 0, betCount: 0 })));
    expect(days[5]).toMatchObject({ staked: 1000, paidOut: 9800, net: 8800, betCount: 1 });
    // The pending 700 is staked but not yet net: 2300 paid less the 2800 of settled stakes.
    expect(days[6]).toMatchObject({ staked: 3500, paidOut: 2300, net: -500, betCount: 4 });
    expect(byPlayType).toEqual([
      { type: 0, staked: 2200, paidOut: 9800, net: 8300, betCount: 3, settledCount: 2, wonCount: 1, winRate: 0.5 },
      { type: 1, staked: 2300, paidOut: 2300, net: 0, betCount: 2, settledCount: 2, wonCount: 0, winRate: 0 },
    ]);
    expect(totals).toEqual({ staked: 4500, paidOut: 12_100, net: 8300, betCount: 5, settledCount: 4, wonCount: 1, winRate: 0.25 });

    const month = await get(t.app, '/api/app/user/dashboard/summary?days=30', { authorization: player.token });
    expect(month.body.data.days).toHaveLength(30);
    expect(month.body.data.days[0].date).toBe(localDate(todayStart - 29 * DAY));
    expect(month.body.data.days[19]).toMatchObject({ date: localDate(todayStart - 10 * DAY), staked: 401, paidOut: 3929, net: 3528, betCount: 1 });
    expect(month.body.data.byPlayType[0]).toEqual({ type: 0, staked: 2601, paidOut: 13_729, net: 11_828, betCount: 4, settledCount: 3, wonCount: 2, winRate: 2 / 3 });
    expect(month.body.data.totals).toEqual({ staked: 4901, paidOut: 16_029, net: 11_828, betCount: 6, settledCount: 5, wonCount: 2, winRate: 0.4 });

    const quiet = await get(t.app, '/api/app/user/dashboard/summary', { authorization: (await t.createPlayer()).token });
    expect(quiet.body.data.days).toHaveLength(7);
    expect(quiet.body.data.totals).toEqual({ staked: 0, paidOut: 0, net: 0, betCount: 0, settledCount: 0, wonCount: 0, winRate: null });
    expect(quiet.body.data.byPlayType.map((r: { type: number; winRate: null }) => [r.type, r.winRate])).toEqual([[0, null], [1, null]]);
  });

  it('takes 7 or 30 days only, and a login', async () => {
    const player = await t.createPlayer();
    for (const days of ['1', '14', '31', 'x', '-7', '7.5']) {
      const res = await get(t.app, `/api/app/user/dashboard/summary?days=${days}`, { authorization: player.token, language: 'en' });
      expect({ days, code: res.body.code }).toEqual({ days, code: 1002 });
    }
    expect((await get(t.app, '/api/app/user/dashboard/summary?days=7')).status).toBe(401);
  });

  it('cuts days in the configured zone across a daylight-saving change, in SQL', async () => {
    const player = await t.createPlayer();
    await addPeriod('209904010001', 'settled', [[1, '3', 1]]);
    // London, 31 March 2030 (23 hours): 22:30 UTC is 23:30 local on the 31st, 23:30 UTC is 00:30 local on 1 April.
    await addBet(player.id, '209904010001', 1, 0, '3', 100, 9800, Date.UTC(2030, 2, 31, 22, 30));
    await addBet(player.id, '209904010001', 1, 0, '4', 200, 9800, Date.UTC(2030, 2, 31, 23, 30));
    await addBet(player.id, '209904010001', 1, 0, '4', 400, 9800, Date.UTC(2030, 2, 30, 23, 30)); // 30 March, 23:30 GMT
    const { days } = await betDashboard(t.app.db, t.app.dialect, player.id, 7, 'Europe/London', Date.UTC(2030, 3, 1, 12));
    expect(days.slice(-3)).toEqual([
      { date: '2030-03-30', staked: 400, paidOut: 0, net: -400, betCount: 1 },
      { date: '2030-03-31', staked: 100, paidOut: 980, net: 880, betCount: 1 },
      { date: '2030-04-01', staked: 200, paidOut: 0, net: -200, betCount: 1 },
    ]);
  });

  it('pays out exactly what my bets show, for bets placed and settled by the engine', async () => {
    const { clock, engine, period } = await firstPeriodOfDay(t.app, '20300601');
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 1_000_000);
    clock.now = period.openAt + 1000;
    const items = [];
    for (const [rankId, code] of [[1, '1'], [1, '2'], [1, '3'], [0, 'big'], [0, 'small'], [2, 'odd'], [2, 'even'], [0, '11']] as const) items.push({ oddsId: await oddsId(t.app, rankId, code), amount: 300 + rankId * 7 });
    await placeSlip(t.app.db, t.app.dialect, { userId: player.id, issue: period.issue, requestId: randomUUID().replace(/-/g, ''), items }, 'en', () => clock.now);
    clock.now = period.drawAt;
    await engine.draw(period.issue);
    await engine.settle(period.issue);

    const { rows } = await betHistoryPage(t.app.db, t.app.dialect, player.id, { page: 1, size: 100 });
    const dashboard = await betDashboard(t.app.db, t.app.dialect, player.id, 7, t.app.config.timeZone, clock.now);
    const sum = (list: typeof rows) => list.reduce((s, r) => s + r.payout, 0);
    expect(dashboard.totals.paidOut).toBe(sum(rows));
    expect(dashboard.totals.staked).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(dashboard.totals.settledCount).toBe(rows.filter((r) => r.status !== 0).length);
    expect(dashboard.totals.wonCount).toBe(rows.filter((r) => r.status === 1).length);
    for (const type of [0, 1]) expect(dashboard.byPlayType[type].paidOut).toBe(sum(rows.filter((r) => r.type === type)));
    expect(dashboard.totals.wonCount).toBeGreaterThan(0);
    // The history endpoint agrees with the domain read the dashboard was checked against.
    const page = await post(t.app, '/api/app/bet/bet/getHistory', { size: 100 }, { authorization: player.token });
    expect(page.body.data.list.map((b: { payout: number }) => b.payout).reduce((a: number, b: number) => a + b, 0)).toBe(dashboard.totals.paidOut);
  });
});
