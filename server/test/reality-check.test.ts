// The reality check: its interval is one of off/15/30/60 minutes and stays beside the stake limits; the session summary
// adds up, from the ledger, what this login has staked and got back since it began, in figures worked out by hand.
import { randomUUID } from 'node:crypto';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { engineWithClock, fundPlayer, oddsId, openPeriodNow } from './support/draws';

const requestId = () => randomUUID().replace(/-/g, '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('reality check (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const info = async (token: string) => (await get(t.app, '/api/app/user/responsible/info', { authorization: token })).body;
  const setRealityCheck = async (token: string, minutes: unknown, language = 'en') =>
    (await post(t.app, '/api/app/user/responsible/setRealityCheck', { minutes }, { authorization: token, language })).body;
  const session = async (token: string) => (await get(t.app, '/api/app/user/responsible/session', { authorization: token })).body;

  describe('its interval', () => {
    it('is off until set, then 15, 30 or 60 minutes or off again, answered with the whole responsible-play view', async () => {
      const player = await t.createPlayer();
      expect((await info(player.token)).data.realityCheckMinutes).toBe(0);
      for (const minutes of [30, 15, 60, 0]) {
        const set = await setRealityCheck(player.token, minutes);
        expect(set.code).toBe(1000);
        expect(set.data).toEqual({ ...(await info(player.token)).data, realityCheckMinutes: minutes });
      }
      // Another player's setting is their own.
      const other = await t.createPlayer();
      await setRealityCheck(other.token, 60);
      expect((await info(player.token)).data.realityCheckMinutes).toBe(0);
    });

    it('refuses any other interval (1002) with a message that names the choices, and keeps the one set', async () => {
      const player = await t.createPlayer();
      await setRealityCheck(player.token, 30);
      for (const minutes of [45, 1, 120]) {
        expect(await setRealityCheck(player.token, minutes)).toEqual({ code: 1002, message: 'The reality check can be off, or every 15, 30 or 60 minutes', data: null });
      }
      expect((await setRealityCheck(player.token, 45, 'fr')).message).toBe('Le rappel de temps de jeu peut être désactivé, ou revenir toutes les 15, 30 ou 60\u00a0minutes');
      for (const minutes of [-15, 15.5, '30', null]) expect((await setRealityCheck(player.token, minutes)).code).toBe(1002);
      expect((await post(t.app, '/api/app/user/responsible/setRealityCheck', {}, { authorization: player.token })).body.code).toBe(1002);
      expect((await info(player.token)).data.realityCheckMinutes).toBe(30);
    });

    it('lives beside the stake limits and self-exclusion without either changing the other', async () => {
      const player = await t.createPlayer();
      await setRealityCheck(player.token, 15);
      const limited = await post(t.app, '/api/app/user/responsible/setLimits', { stakeDay: 5000 }, { authorization: player.token });
      expect(limited.body.data).toMatchObject({ limits: { stakeDay: 5000, stakeWeek: null, stakeMonth: null }, realityCheckMinutes: 15 });
      const excluded = await post(t.app, '/api/app/user/responsible/selfExclude', { months: 6 }, { authorization: player.token });
      expect(excluded.body.data.realityCheckMinutes).toBe(15);
      expect((await setRealityCheck(player.token, 60)).data).toMatchObject({ limits: { stakeDay: 5000 }, excludedUntil: excluded.body.data.excludedUntil, realityCheckMinutes: 60 });
    });
  });

  describe('the session summary', () => {
    it('is all zero for a login that has not played, and starts when the login did, whatever refreshes came after', async () => {
      const player = await t.createPlayer();
      const { createdAt } = await t.app.db.selectFrom('userSession').select('createdAt').where('userId', '=', player.id).executeTakeFirstOrThrow();
      const loginAt = new Date(Number(createdAt)).toISOString();
      const before = Date.now();
      const answer = await session(player.token);
      expect(answer).toEqual({ code: 1000, message: 'success', data: { loginAt, staked: 0, paidOut: 0, net: 0, betCount: 0, serverTime: expect.any(String) } });
      // The server's clock comes along, so a device whose clock is off still times the check from the login.
      expect(Date.parse(answer.data.serverTime)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(answer.data.serverTime)).toBeLessThanOrEqual(Date.now());

      await sleep(5);
      const refreshed = await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: player.refreshToken });
      expect((await session(refreshed.body.data.token)).data.loginAt).toBe(loginAt);
      expect((await get(t.app, '/api/app/user/responsible/session')).status).toBe(401);
    });

    it("adds up the bets placed since this login began: their stakes, what they paid (winnings, refunds) and the net; earlier bets are not in it", async () => {
      const [first, second] = [await openPeriodNow(t.app, '209903010001'), await openPeriodNow(t.app, '209903010002')];
      const player = await t.createPlayer();
      await fundPlayer(t.app, player.id, 100_000);
      const bet = async (token: string, issue: string, items: Array<{ oddsId: number; amount: number }>) => {
        const res = await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items }, { authorization: token });
        expect(res.body.code).toBe(1000);
      };
      const [big, small] = [await oddsId(t.app, 1, 'big'), await oddsId(t.app, 1, 'small')];
      const champion = await Promise.all(Array.from({ length: 10 }, (_, n) => oddsId(t.app, 1, String(n + 1))));
      const runnerUpOdd = await oddsId(t.app, 2, 'odd');
      // The figures below take the catalogue's odds: 1.98 for a side, 9.8 for a number.
      const odds = await t.app.db.selectFrom('odds').select(['id', 'odds']).where('id', 'in', [big, small, champion[0]]).execute();
      expect(Object.fromEntries(odds.map((row) => [row.id, row.odds]))).toEqual({ [big]: 1980, [small]: 1980, [champion[0]]: 9800 });

      // Before the second login: big and small on the champion, 200 each (exactly one of them wins).
      await bet(player.token, first, [{ oddsId: big, amount: 200 }, { oddsId: small, amount: 200 }]);
      await sleep(5);
      const later = await t.app.tokens.issue(player.id, 'password');
      // Since it: every number on the champion, 100 each (exactly one wins), and 300 on a period that will be cancelled.
      await bet(later.token, first, champion.map((id) => ({ oddsId: id, amount: 100 })));
      await bet(player.token, second, [{ oddsId: runnerUpOdd, amount: 300 }]);
      // Another player plays the same period: big and small, 100 each.
      const other = await t.createPlayer();
      await fundPlayer(t.app, other.id, 10_000);
      await bet(other.token, first, [{ oddsId: big, amount: 100 }, { oddsId: small, amount: 100 }]);

      const period = await t.app.db.selectFrom('drawPeriod').select('drawAt').where('issue', '=', first).executeTakeFirstOrThrow();
      const engine = engineWithClock(t.app, { now: period.drawAt });
      expect(await engine.draw(first)).toBe(true);
      await engine.settle(first);
      expect(await engine.cancel(second, 'test')).toBe(true);

      // The later login's bets: floor(100 × 9.8) = 980 for the champion + the 300 refunded = 1280 back on 1300.
      expect((await session(later.token)).data).toMatchObject({ staked: 1000 + 300, paidOut: 1280, net: 1280 - 1300, betCount: 11 });
      // The first login's are all 13: floor(200 × 1.98) = 396 more back, on 400 more staked.
      expect((await session(player.token)).data).toMatchObject({ staked: 400 + 1300, paidOut: 1676, net: 1676 - 1700, betCount: 13 });
      // The other player's play is in theirs alone: floor(100 × 1.98) = 198 back on 200 staked.
      expect((await session(other.token)).data).toMatchObject({ staked: 200, paidOut: 198, net: -2, betCount: 2 });
    });
  });
});
