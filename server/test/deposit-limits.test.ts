// Deposit limits beside the stake limits: the first recharge asks for a choice ("no limit" is one), a decrease applies at
// once and an increase or removal after 24 hours, the limit with the least left is the one named, and what counts as
// deposited is the paid recharges and the ones still awaiting payment, in figures worked out by hand.
import { randomInt } from 'node:crypto';
import { BusinessError } from '../src/http/app-error';
import { translate } from '../src/i18n/messages';
import { DAY_MS, depositsUsed, enforceDepositLimits, limitsInForce, selfExclude, setLimits } from '../src/betting/player-limits';
import { type Insertable } from 'kysely';
import { type PayOrderTable, type RechargeStatus } from '../src/db/schema';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';

const HOUR_MS = 3600_000;

describe.each(DIALECTS)('deposit limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const info = async (token: string) => (await get(t.app, '/api/app/user/responsible/info', { authorization: token })).body;
  const setLimitsHttp = async (token: string, body: object, language = 'en') => (await post(t.app, '/api/app/user/responsible/setLimits', body, { authorization: token, language })).body;

  /** The refusal enforceDepositLimits throws, or null when it lets the recharge through. */
  const refusal = async (userId: number, amount: number, now = Date.now()): Promise<BusinessError | null> => {
    try {
      await enforceDepositLimits(t.app.db, userId, amount, now);
      return null;
    } catch (error) {
      if (error instanceof BusinessError) return error;
      throw error;
    }
  };

  /** A recharge (or withdrawal) row as the order service writes it, straight into pay_order. */
  const order = async (userId: number, fields: Partial<Insertable<PayOrderTable>> & { createdAt: number }) => {
    const orderNo = `${fields.kind === 'withdraw' ? 'W' : 'R'}${fields.createdAt}${String(randomInt(1_000_000)).padStart(6, '0')}`;
    await t.app.db
      .insertInto('payOrder')
      .values({
        orderNo,
        userId,
        kind: 'recharge',
        status: 'pending',
        amount: 100,
        currency: 'CNY',
        method: 'alipay',
        provider: 'sandbox',
        providerTradeNo: null,
        account: null,
        failReason: null,
        updatedAt: fields.createdAt,
        expiresAt: null,
        paidAt: null,
        closedAt: null,
        queriedAt: null,
        ...fields,
      })
      .execute();
  };
  const paid = (userId: number, amount: number, paidAt: number, createdAt = paidAt - 60_000) => order(userId, { status: 'paid', amount, createdAt, paidAt });
  const pending = (userId: number, amount: number, createdAt: number, expiresAt = createdAt + 30 * 60_000) => order(userId, { status: 'pending', amount, createdAt, expiresAt });

  describe('the choice the first recharge asks for', () => {
    it('is required until made: the refusal carries depositLimitChoice for the app to ask, in the reader\'s language', async () => {
      const player = await t.createPlayer();
      expect((await info(player.token)).data).toMatchObject({
        depositLimitsChosen: false,
        limits: { depositDay: null, depositWeek: null, depositMonth: null },
        depositUsed: { depositDay: 0, depositWeek: 0, depositMonth: 0 },
      });
      const refused = await refusal(player.id, 10_000);
      expect(refused).toMatchObject({ messageKey: 'depositLimitChoiceRequired', code: 1001, data: { depositLimitChoice: true } });
      expect(translate(refused!.messageKey, 'en', refused!.params)).toBe('Before your first recharge, please choose your deposit limits (no limit is a choice too)');
      expect(translate(refused!.messageKey, 'zh-cn', refused!.params)).toBe('首次充值前，请先设定您的充值限额（也可以选择不设限额）');

      // Stake limits and the reality check are not that choice.
      await setLimitsHttp(player.token, { stakeDay: 5000 });
      await post(t.app, '/api/app/user/responsible/setRealityCheck', { minutes: 30 }, { authorization: player.token });
      expect((await info(player.token)).data.depositLimitsChosen).toBe(false);
      expect((await refusal(player.id, 10_000))?.messageKey).toBe('depositLimitChoiceRequired');
    });

    it('can be "no limit", said explicitly with null: chosen, every deposit limit null, any amount goes through', async () => {
      const player = await t.createPlayer();
      const chosen = await setLimitsHttp(player.token, { depositDay: null, depositWeek: null, depositMonth: null });
      expect(chosen.code).toBe(1000);
      expect(chosen.data).toMatchObject({ depositLimitsChosen: true, limits: { depositDay: null, depositWeek: null, depositMonth: null }, pending: null });
      expect(await refusal(player.id, 5_000_000)).toBeNull();
      // One deposit key is enough to make the choice.
      const other = await t.createPlayer();
      expect((await setLimitsHttp(other.token, { depositMonth: null })).data.depositLimitsChosen).toBe(true);
    });

    it('is recorded once: later changes keep the moment of the first choice', async () => {
      const player = await t.createPlayer();
      const first = Date.now() - 3 * DAY_MS;
      await setLimits(t.app.db, player.id, { depositWeek: 20_000 }, first);
      await setLimits(t.app.db, player.id, { depositWeek: 10_000 }, first + DAY_MS);
      await setLimits(t.app.db, player.id, { stakeDay: 1000 }, first + 2 * DAY_MS);
      expect((await limitsInForce(t.app.db, player.id, Date.now())).depositChosenAt).toBe(first);
    });

    it('does not let a self-excluded player recharge, chosen or not', async () => {
      const player = await t.createPlayer();
      await selfExclude(t.app.db, player.id, 6, Date.now());
      expect((await refusal(player.id, 100))?.messageKey).toBe('selfExcluded');
      await setLimitsHttp(player.token, { depositDay: null });
      const refused = await refusal(player.id, 100);
      expect(refused?.messageKey).toBe('selfExcluded');
      expect(refused?.code).toBe(1001);
    });

    it('refuses limits the schema does not allow (1002), naming the field in words, and changes nothing', async () => {
      const player = await t.createPlayer();
      for (const body of [{ depositDay: -1 }, { depositWeek: 1_000_000_001 }, { depositMonth: 10.5 }, { depositDay: '100' }]) {
        expect((await setLimitsHttp(player.token, body)).code).toBe(1002);
      }
      expect((await setLimitsHttp(player.token, { depositDay: -1 })).message).toBe('24-hour deposit limit must be at least 0.00');
      // A key that is no limit is dropped by the schema: it is not the deposit-limit choice.
      expect((await setLimitsHttp(player.token, { depositYear: 100 })).code).toBe(1000);
      expect((await info(player.token)).data).toMatchObject({ depositLimitsChosen: false, limits: { depositDay: null, depositWeek: null, depositMonth: null } });
    });
  });

  describe('changing a limit', () => {
    it('applies a decrease (or a first limit) at once, and a raise or a removal only after 24 hours', async () => {
      const player = await t.createPlayer();
      const set = await setLimitsHttp(player.token, { depositDay: 10_000 });
      expect(set.data).toMatchObject({ limits: { depositDay: 10_000, depositWeek: null, depositMonth: null }, pending: null, pendingFrom: null });
      expect(await refusal(player.id, 10_000)).toBeNull();
      expect((await refusal(player.id, 10_001))?.messageKey).toBe('depositLimitReached');

      const lowered = await setLimitsHttp(player.token, { depositDay: 8000 });
      expect(lowered.data).toMatchObject({ limits: { depositDay: 8000 }, pending: null });
      expect((await refusal(player.id, 9000))?.messageKey).toBe('depositLimitReached');

      const before = Date.now();
      const raised = await setLimitsHttp(player.token, { depositDay: 50_000 });
      expect(raised.data).toMatchObject({ limits: { depositDay: 8000 }, pending: { depositDay: 50_000, depositWeek: null, depositMonth: null } });
      expect(Date.parse(raised.data.pendingFrom)).toBeGreaterThanOrEqual(before + DAY_MS);
      expect(Date.parse(raised.data.pendingFrom)).toBeLessThanOrEqual(Date.now() + DAY_MS);
      expect((await refusal(player.id, 9000))?.messageKey).toBe('depositLimitReached');

      // The 24 hours pass.
      await t.app.db.updateTable('playerLimit').set({ pendingAt: Date.now() - 1 }).where('userId', '=', player.id).execute();
      expect((await info(player.token)).data).toMatchObject({ limits: { depositDay: 50_000 }, pending: null, pendingFrom: null });
      expect(await refusal(player.id, 50_000)).toBeNull();
    });

    it('waits the 24 hours to the millisecond, on the clock the caller gives', async () => {
      const player = await t.createPlayer();
      const t0 = Date.now();
      await setLimits(t.app.db, player.id, { depositWeek: 20_000, depositMonth: 60_000 }, t0);
      // A removal waits like a raise.
      await setLimits(t.app.db, player.id, { depositWeek: null, depositMonth: 90_000 }, t0 + HOUR_MS);
      const waiting = await limitsInForce(t.app.db, player.id, t0 + HOUR_MS + DAY_MS - 1);
      expect(waiting).toMatchObject({ limits: { depositWeek: 20_000, depositMonth: 60_000 }, pending: { depositWeek: null, depositMonth: 90_000 }, pendingAt: t0 + HOUR_MS + DAY_MS });
      expect((await refusal(player.id, 20_001, t0 + HOUR_MS + DAY_MS - 1))?.messageKey).toBe('depositLimitReached');
      expect(await refusal(player.id, 20_001, t0 + HOUR_MS + DAY_MS)).toBeNull();
      expect(await limitsInForce(t.app.db, player.id, t0 + HOUR_MS + DAY_MS)).toMatchObject({
        limits: { depositWeek: null, depositMonth: 90_000 },
        pending: null,
        pendingAt: null,
      });
    });

    it('cancels a waiting raise when the limit is set back down before it applies', async () => {
      const player = await t.createPlayer();
      const t0 = Date.now();
      await setLimits(t.app.db, player.id, { depositDay: 10_000 }, t0);
      await setLimits(t.app.db, player.id, { depositDay: 30_000 }, t0 + 1000);
      await setLimits(t.app.db, player.id, { depositDay: 9000 }, t0 + 2000);
      expect(await limitsInForce(t.app.db, player.id, t0 + 2 * DAY_MS)).toMatchObject({ limits: { depositDay: 9000 }, pending: null });
    });
  });

  describe('the limit that binds', () => {
    it('is the one with the least left, named with the deposit, the window and what is left, in the reader\'s language', async () => {
      const player = await t.createPlayer();
      const now = Date.now();
      await setLimits(t.app.db, player.id, { depositDay: 50_000, depositWeek: 30_000, depositMonth: 100_000 }, now - 10 * DAY_MS);
      // 25,000 this week (3 days ago) and 60,000 earlier this month (9 days ago).
      await paid(player.id, 25_000, now - 3 * DAY_MS);
      await paid(player.id, 60_000, now - 9 * DAY_MS);
      expect(await depositsUsed(t.app.db, player.id, now)).toEqual({ depositDay: 0, depositWeek: 25_000, depositMonth: 85_000 });

      // 10,000 passes the 7-day limit (5,000 left) and the 30-day one (15,000 left): the 7-day one binds.
      expect(await refusal(player.id, 5000, now)).toBeNull();
      const refused = await refusal(player.id, 10_000, now);
      expect(refused).toMatchObject({
        messageKey: 'depositLimitReached',
        code: 1001,
        params: { amount: { money: 10_000 }, window: { message: 'windowWeek' }, remaining: { money: 5000 } },
      });
      expect(translate(refused!.messageKey, 'en', refused!.params)).toBe('This deposit of 100.00 goes over your 7-day deposit limit (50.00 left)');
      expect(translate(refused!.messageKey, 'zh-cn', refused!.params)).toBe('本次充值 100.00 超出您设定的7 天充值限额（剩余 50.00）');

      // 60,000 passes all three: the 7-day one still has the least left.
      expect((await refusal(player.id, 60_000, now))?.params).toMatchObject({ window: { message: 'windowWeek' }, remaining: { money: 5000 } });
      // Lower the 24-hour limit below the 7-day remainder: now it binds.
      await setLimits(t.app.db, player.id, { depositDay: 2000 }, now);
      expect((await refusal(player.id, 10_000, now))?.params).toMatchObject({ window: { message: 'windowDay' }, remaining: { money: 2000 } });
      // A window already used up leaves nothing, never less.
      await setLimits(t.app.db, player.id, { depositMonth: 80_000 }, now);
      expect((await refusal(player.id, 100, now))?.params).toMatchObject({ window: { message: 'windowMonth' }, remaining: { money: 0 } });
    });

    it('names the shorter window when two leave the same', async () => {
      const player = await t.createPlayer();
      const now = Date.now();
      await setLimits(t.app.db, player.id, { depositDay: 10_000, depositMonth: 10_000 }, now - HOUR_MS);
      expect((await refusal(player.id, 10_001, now))?.params).toMatchObject({ window: { message: 'windowDay' }, remaining: { money: 10_000 } });
    });
  });

  describe('what counts as deposited', () => {
    it('is paid recharges by when they were paid and live pending ones by when they were made; nothing else, nobody else', async () => {
      const player = await t.createPlayer();
      const other = await t.createPlayer();
      const now = Date.now();
      // Paid: an hour ago (all three windows), 3 days ago (7 and 30 days), 20 days ago (30 days), 31 days ago (none).
      await paid(player.id, 1000, now - HOUR_MS);
      await paid(player.id, 2000, now - 3 * DAY_MS);
      await paid(player.id, 4000, now - 20 * DAY_MS);
      await paid(player.id, 8000, now - 31 * DAY_MS);
      // Made 40 days ago, paid 2 hours ago by a late notification: a deposit of today.
      await paid(player.id, 16_000, now - 2 * HOUR_MS, now - 40 * DAY_MS);
      // Awaiting payment, not expired: made 10 minutes ago.
      await pending(player.id, 32_000, now - 10 * 60_000);
      // Awaiting payment but past its expiry (the sweeper has not got to it yet): not a deposit.
      await pending(player.id, 64_000, now - 40 * 60_000, now - 10 * 60_000);
      // Closed without payment, or refunded: not deposits.
      for (const status of ['cancelled', 'failed', 'expired', 'refunded'] satisfies RechargeStatus[]) {
        await order(player.id, { status, amount: 128_000, createdAt: now - HOUR_MS, closedAt: now - HOUR_MS, paidAt: status === 'refunded' ? now - HOUR_MS : null });
      }
      // Withdrawals are money out.
      await order(player.id, { kind: 'withdraw', status: 'requested', amount: 256_000, createdAt: now - HOUR_MS, account: 'ab1234' });
      await order(player.id, { kind: 'withdraw', status: 'paidOut', amount: 256_000, createdAt: now - HOUR_MS, paidAt: now - HOUR_MS, account: 'ab1234' });
      // Another player's recharges are theirs.
      await paid(other.id, 512_000, now - HOUR_MS);
      await pending(other.id, 512_000, now - 60_000);

      const expected = { depositDay: 1000 + 16_000 + 32_000, depositWeek: 1000 + 2000 + 16_000 + 32_000, depositMonth: 1000 + 2000 + 4000 + 16_000 + 32_000 };
      expect(await depositsUsed(t.app.db, player.id, now)).toEqual(expected);
      expect((await info(player.token)).data.depositUsed).toEqual(expected);
      expect(await depositsUsed(t.app.db, other.id, now)).toEqual({ depositDay: 1_024_000, depositWeek: 1_024_000, depositMonth: 1_024_000 });

      // The pending one counts toward a limit: with 49,000 used today, 1,000 is left of a 50,000 limit.
      await setLimits(t.app.db, player.id, { depositDay: 50_000 }, now);
      expect(await refusal(player.id, 1000, now)).toBeNull();
      expect((await refusal(player.id, 1001, now))?.params).toMatchObject({ remaining: { money: 1000 } });
      // Once it expires it no longer does.
      expect(await refusal(player.id, 1001, now + 21 * 60_000)).toBeNull();
    });
  });

  describe('at recharge', () => {
    it('asks for the choice first, then refuses a recharge over the limit in the reader\'s language; an open one counts', async () => {
      const player = await t.createPlayer();
      const recharge = (amount: number, language = 'en') =>
        post(t.app, '/api/app/user/order/recharge', { amount, method: 'alipay' }, { authorization: player.token, language }).then((res) => res.body);
      expect(await recharge(5000)).toEqual({
        code: 1001,
        message: 'Before your first recharge, please choose your deposit limits (no limit is a choice too)',
        data: { depositLimitChoice: true },
      });
      expect(await t.app.db.selectFrom('payOrder').select('id').where('userId', '=', player.id).execute()).toEqual([]);

      await setLimitsHttp(player.token, { depositDay: 10_000 });
      const first = await recharge(5000);
      expect(first.code).toBe(1000);
      expect(first.data.order).toMatchObject({ status: 'pending', amount: 5000 });
      // The order awaiting payment counts: 50.00 of the 100.00 is left.
      expect(await recharge(6000)).toEqual({ code: 1001, message: 'This deposit of 60.00 goes over your 24-hour deposit limit (50.00 left, counting 50.00 in orders pending payment)', data: { depositLimitReached: true } });
      expect((await recharge(6000, 'zh-cn')).message).toBe('本次充值 60.00 超出您设定的24 小时充值限额（剩余 50.00，已计入待付款订单 50.00）');
      expect((await info(player.token)).data.depositUsed).toEqual({ depositDay: 5000, depositWeek: 5000, depositMonth: 5000 });
      expect(await t.app.db.selectFrom('payOrder').select('amount').where('userId', '=', player.id).execute()).toHaveLength(1);
    });
  });

  describe('beside the stake limits', () => {
    it('changes to deposit limits leave the stake limits, and their waiting raise, as they were, and the other way round', async () => {
      const player = await t.createPlayer();
      const t0 = Date.now() - 2 * HOUR_MS;
      await setLimits(t.app.db, player.id, { stakeDay: 5000, stakeWeek: 20_000 }, t0);
      await setLimits(t.app.db, player.id, { stakeWeek: 40_000 }, t0 + 1000);
      const stakes = await limitsInForce(t.app.db, player.id, t0 + 1000);
      expect(stakes).toMatchObject({ limits: { stakeDay: 5000, stakeWeek: 20_000, stakeMonth: null }, pending: { stakeWeek: 40_000 }, pendingAt: t0 + 1000 + DAY_MS });

      // A deposit limit set, then lowered, an hour later: the stake limits and their raise's 24 hours stay as they were.
      await setLimits(t.app.db, player.id, { depositDay: 30_000, depositWeek: null, depositMonth: null }, t0 + HOUR_MS);
      await setLimits(t.app.db, player.id, { depositDay: 20_000 }, t0 + HOUR_MS + 1000);
      expect(await limitsInForce(t.app.db, player.id, t0 + HOUR_MS + 1000)).toMatchObject({
        limits: { stakeDay: 5000, stakeWeek: 20_000, stakeMonth: null, depositDay: 20_000, depositWeek: null, depositMonth: null },
        pending: { stakeWeek: 40_000 },
        pendingAt: t0 + 1000 + DAY_MS,
      });
      // The stake raise applies on its own clock, the deposit limits untouched.
      expect(await limitsInForce(t.app.db, player.id, t0 + 1000 + DAY_MS)).toMatchObject({
        limits: { stakeDay: 5000, stakeWeek: 40_000, stakeMonth: null, depositDay: 20_000, depositWeek: null, depositMonth: null },
        pending: null,
      });

      // And the other way round, through the API: stake changes leave the deposit limits and their waiting raise alone.
      const raised = await setLimitsHttp(player.token, { depositDay: 60_000 });
      expect(raised.data).toMatchObject({ limits: { depositDay: 20_000 }, pending: { depositDay: 60_000, stakeWeek: 40_000 } });
      const stakeLowered = await setLimitsHttp(player.token, { stakeDay: 3000, stakeMonth: 90_000 });
      expect(stakeLowered.data).toMatchObject({
        limits: { stakeDay: 3000, stakeWeek: 40_000, stakeMonth: 90_000, depositDay: 20_000, depositWeek: null, depositMonth: null },
        pending: { depositDay: 60_000 },
        pendingFrom: raised.data.pendingFrom,
        depositLimitsChosen: true,
      });
    });

    it('a raise that comes later restarts the shared 24 hours: nothing waiting applies sooner than 24 hours after it was asked', async () => {
      const player = await t.createPlayer();
      const t0 = Date.now() - 2 * DAY_MS;
      await setLimits(t.app.db, player.id, { stakeDay: 5000, depositDay: 5000 }, t0);
      await setLimits(t.app.db, player.id, { stakeDay: 9000 }, t0 + 1000);
      await setLimits(t.app.db, player.id, { depositDay: 9000 }, t0 + HOUR_MS);
      expect(await limitsInForce(t.app.db, player.id, t0 + HOUR_MS + DAY_MS - 1)).toMatchObject({ limits: { stakeDay: 5000, depositDay: 5000 }, pending: { stakeDay: 9000, depositDay: 9000 } });
      expect(await limitsInForce(t.app.db, player.id, t0 + HOUR_MS + DAY_MS)).toMatchObject({ limits: { stakeDay: 9000, depositDay: 9000 }, pending: null });
    });
  });
});
