// Recharge orders through HTTP and the sandbox's own cashier: paid, cancelled and failed there, cancelled by the player,
// expired by the sweeper, found paid by a query when its notification was lost; the bounds, the five unpaid, a provider
// that cannot start the payment, deposit limits and self-exclusion; and another player's order is nobody's business.
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { balanceOf, decide, notifications, openRecharge, orderInfo, payer, recharge } from './support/orders';
import { ledgerSum } from './support/draws';
import { counterDrift } from '../src/ledger/player-counters';
import { ProviderError } from '../src/payments/payment-provider';

const MINUTE = 60_000;

describe.each(DIALECTS)('recharge orders (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    expect(await counterDrift(t.app.db)).toEqual([]);
    await t.close();
  });

  it('offers both methods through the sandbox with the configured bounds, and says whether deposit limits were chosen', async () => {
    const fresh = await t.createPlayer();
    const options = (await get(t.app, '/api/app/user/order/options', { authorization: fresh.token })).body;
    expect(options).toEqual({
      code: 1000,
      message: 'success',
      data: {
        currency: 'CNY',
        methods: [
          { method: 'wechat', sandbox: true, h5: true, jsapi: false },
          { method: 'alipay', sandbox: true, h5: true, jsapi: false },
        ],
        recharge: { minAmount: 100, maxAmount: 5_000_000, quickAmounts: t.config.payments.recharge.quickAmountsCents, ttlMinutes: 30 },
        withdraw: { minAmount: 1000, maxAmount: 5_000_000, autoApproveSeconds: 0 },
        depositLimitsChosen: false,
      },
    });
    const chosen = await payer(t);
    expect((await get(t.app, '/api/app/user/order/options', chosen.auth)).body.data.depositLimitsChosen).toBe(true);
    expect((await get(t.app, '/api/app/user/order/options')).status).toBe(401);
  });

  it("pays 100.00 on the sandbox's cashier: the order paid, the balance and the bill credited once", async () => {
    const who = await payer(t);
    const started = await recharge(t, who, 10_000, 'wechat');
    expect(started.code).toBe(1000);
    expect(started.data.order).toMatchObject({ kind: 'recharge', status: 'pending', tab: 'pending', amount: 10_000, currency: 'CNY', method: 'wechat', sandbox: true, account: null, failReason: null, canCancel: true, canPayAgain: true });
    expect(Date.parse(started.data.order.expireTime) - Date.parse(started.data.order.createTime)).toBe(30 * MINUTE);
    expect(started.data.pay).toEqual({ kind: 'redirect', url: expect.stringMatching(/^\/api\/app\/pay\/sandbox\/checkout\?tradeNo=\w+&lang=en$/) });
    const { orderNo } = started.data.order;
    const tradeNo = new URL(started.data.pay.url, 'http://local').searchParams.get('tradeNo')!;

    const page = await t.app.inject({ method: 'GET', url: started.data.pay.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('100.00');
    const back = await decide(t.app, tradeNo, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/pages/order/result?orderNo=${orderNo}`);

    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status: 'paid', tab: 'completed', canCancel: false, canPayAgain: false, closeTime: null });
    expect(await balanceOf(t.app, who.id)).toBe(10_000);
    const bill = (await post(t.app, '/api/app/user/balanceLog/page', {}, who.auth)).body.data.list;
    expect(bill).toEqual([expect.objectContaining({ type: 0, amount: 10_000, balanceAfter: 10_000, refKey: `recharge:${orderNo}`, remark: 'Recharge (WeChat Pay)' })]);
    // Deciding again on the cashier changes nothing.
    await decide(t.app, tradeNo, 'pay');
    expect(await balanceOf(t.app, who.id)).toBe(10_000);
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 10_000, balance: 10_000 });
  });

  it.each([
    ['cancel', 'cancelled', 'Payment has been cancelled', '支付已取消'],
    ['fail', 'failed', 'Payment failed', '支付失败'],
  ] as const)('ends the order when the payer chooses %s on the cashier, with the reason in the reader\'s language', async (outcome, status, english, chinese) => {
    const who = await payer(t);
    const { orderNo, tradeNo } = await openRecharge(t, who, 2_000);
    await decide(t.app, tradeNo, outcome);
    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status, tab: null, failReason: english, canCancel: false, canPayAgain: false });
    expect((await get(t.app, `/api/app/user/order/info?orderNo=${orderNo}`, { ...who.auth, language: 'zh-cn' })).body.data.failReason).toBe(chinese);
    expect((await post(t.app, '/api/app/user/order/payAgain', { orderNo }, who.auth)).body).toMatchObject({ code: 1001, message: 'This order can no longer be paid' });
    expect(await balanceOf(t.app, who.id)).toBe(0);
  });

  it('cancels at the player\'s request: closed at the sandbox first, so its cashier can no longer take the money', async () => {
    const who = await payer(t);
    const { orderNo, tradeNo } = await openRecharge(t, who, 3_000);
    const cancelled = (await post(t.app, '/api/app/user/order/cancel', { orderNo }, who.auth)).body;
    expect(cancelled).toMatchObject({ code: 1000, data: { status: 'cancelled', failReason: 'Payment has been cancelled', canCancel: false } });
    expect(cancelled.data.closeTime).not.toBeNull();
    await decide(t.app, tradeNo, 'pay');
    expect(await balanceOf(t.app, who.id)).toBe(0);
    expect((await post(t.app, '/api/app/user/order/cancel', { orderNo }, who.auth)).body).toMatchObject({ code: 1001, message: 'Only an order awaiting payment can be cancelled' });
  });

  it('does not cancel an order the payer has paid at the cashier before its notification arrived: found paid and credited', async () => {
    const who = await payer(t);
    const { orderNo, tradeNo } = await openRecharge(t, who, 2_500);
    // Paid, its notification a minute away: the sandbox refuses to close it, and the cancel asks it about the order instead.
    await decide(t.app, tradeNo, 'pay', { lateSeconds: '60' });
    expect((await post(t.app, '/api/app/user/order/cancel', { orderNo }, who.auth)).body).toMatchObject({ code: 1001, message: 'Only an order awaiting payment can be cancelled' });
    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status: 'paid', canCancel: false });
    expect(await balanceOf(t.app, who.id)).toBe(2_500);
  });

  it('pays again through the same cashier payment while the order is pending', async () => {
    const who = await payer(t);
    const { orderNo, url } = await openRecharge(t, who, 4_000);
    const again = (await post(t.app, '/api/app/user/order/payAgain', { orderNo }, who.auth)).body;
    expect(again).toMatchObject({ code: 1000, data: { order: { orderNo, status: 'pending' }, pay: { kind: 'redirect', url } } });
  });

  it('expires an unpaid order after 30 minutes (closed at the sandbox), and reads an overdue one as expired', async () => {
    const who = await payer(t);
    const swept = await openRecharge(t, who, 1_500);
    const { sweeper } = t.app.payments;
    expect(await sweeper.sweepOnce(Date.now() + 29 * MINUTE)).toMatchObject({ expired: 0 });
    expect((await sweeper.sweepOnce(Date.now() + 31 * MINUTE)).expired).toBeGreaterThanOrEqual(1);
    expect((await orderInfo(t, who, swept.orderNo)).data).toMatchObject({ status: 'expired', failReason: 'The order was not paid in time', canPayAgain: false });
    const sandboxRow = await t.app.db.selectFrom('sandboxPayment').select('status').where('orderNo', '=', swept.orderNo).executeTakeFirstOrThrow();
    expect(sandboxRow.status).toBe('closed');

    // Without a sweep: the order is read after its time ran out.
    const overdue = await openRecharge(t, who, 1_600);
    await t.app.db.updateTable('payOrder').set({ expiresAt: Date.now() - 1 }).where('orderNo', '=', overdue.orderNo).execute();
    expect((await orderInfo(t, who, overdue.orderNo)).data.status).toBe('expired');
    expect((await post(t.app, '/api/app/user/order/payAgain', { orderNo: overdue.orderNo }, who.auth)).body.code).toBe(1001);
  });

  it('finds a payment whose notification never arrived by asking the sandbox, at most once every 5 seconds', async () => {
    const who = await payer(t);
    const { orderNo } = await openRecharge(t, who, 7_700);
    // Paid at the sandbox, its notification lost.
    await t.app.db.updateTable('sandboxPayment').set({ status: 'paid', decidedAt: Date.now() }).where('orderNo', '=', orderNo).execute();
    const query = jest.spyOn(t.app.payments.sandbox, 'queryOrder');
    try {
      expect((await orderInfo(t, who, orderNo)).data.status).toBe('paid');
      expect(query).toHaveBeenCalledTimes(1);
      expect(await balanceOf(t.app, who.id)).toBe(7_700);
      expect(await notifications(t.app, orderNo)).toEqual([expect.objectContaining({ outcome: 'credited', reason: 'found by a query' })]);

      const other = await openRecharge(t, who, 100);
      await orderInfo(t, who, other.orderNo);
      await orderInfo(t, who, other.orderNo);
      expect(query).toHaveBeenCalledTimes(2);
      await t.app.db.updateTable('payOrder').set({ queriedAt: Date.now() - 5_001 }).where('orderNo', '=', other.orderNo).execute();
      await orderInfo(t, who, other.orderNo);
      expect(query).toHaveBeenCalledTimes(3);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses an amount outside the bounds at the amount field, written as money in the reader\'s language', async () => {
    const who = await payer(t);
    expect(await recharge(t, who, 99)).toEqual({ code: 1002, message: 'Recharge between ¥1.00 and ¥50,000.00', data: { field: 'amount' } });
    expect((await post(t.app, '/api/app/user/order/recharge', { amount: 5_000_001, method: 'alipay' }, { ...who.auth, language: 'fr' })).body).toEqual({
      code: 1002,
      message: 'Rechargez entre 1,00\u00a0¥ et 50\u202f000,00\u00a0¥',
      data: { field: 'amount' },
    });
    expect((await post(t.app, '/api/app/user/order/recharge', { amount: 100, method: 'paypal' }, who.auth)).body.code).toBe(1002);
    // Zero is refused by the request's schema: called the amount (not a bet's stake), with no floor that is not the real one.
    expect((await post(t.app, '/api/app/user/order/recharge', { amount: 0, method: 'alipay' }, { ...who.auth, language: 'zh-cn' })).body).toEqual({ code: 1002, message: '金额必须大于 0', data: null });
    expect((await post(t.app, '/api/app/user/order/recharge', { amount: -500, method: 'alipay' }, who.auth)).body.message).toBe('Amount must be more than 0');
    expect(await t.app.db.selectFrom('payOrder').select('id').where('userId', '=', who.id).execute()).toEqual([]);
  });

  it('refuses a sixth unpaid recharge until one is paid or closed', async () => {
    const who = await payer(t);
    const open = [];
    for (let n = 0; n < 5; n += 1) open.push(await openRecharge(t, who, 100 + n));
    expect(await recharge(t, who, 200)).toMatchObject({ code: 1001, message: 'You already have 5 recharges awaiting payment: pay or cancel one first' });
    await post(t.app, '/api/app/user/order/cancel', { orderNo: open[0].orderNo }, who.auth);
    expect((await recharge(t, who, 200)).code).toBe(1000);
  });

  it('marks the order failed when the provider cannot start the payment, and says the service is unavailable', async () => {
    const who = await payer(t);
    const create = jest.spyOn(t.app.payments.sandbox, 'createPayment').mockRejectedValueOnce(new ProviderError('sandbox', 'down for the test'));
    try {
      expect(await recharge(t, who, 800)).toEqual({ code: 1001, message: 'The payment service is unavailable right now, please try again later', data: null });
    } finally {
      create.mockRestore();
    }
    const list = (await post(t.app, '/api/app/user/order/page', {}, who.auth)).body.data.list;
    expect(list).toEqual([expect.objectContaining({ status: 'failed', failReason: 'The payment service is unavailable right now, please try again later', canPayAgain: false })]);
  });

  it('asks for the deposit-limit choice first, refuses a recharge over a limit counting unpaid ones, and refuses all when self-excluded', async () => {
    const fresh = await t.createPlayer();
    const auth = { authorization: fresh.token, language: 'en' };
    expect((await post(t.app, '/api/app/user/order/recharge', { amount: 1_000, method: 'alipay' }, auth)).body).toMatchObject({ code: 1001, data: { depositLimitChoice: true } });
    await post(t.app, '/api/app/user/responsible/setLimits', { depositDay: 15_000 }, auth);
    const who = { id: fresh.id, token: fresh.token, auth };
    await openRecharge(t, who, 10_000);
    // The 100.00 not paid yet counts, and the message says so: the player has paid nothing.
    expect(await recharge(t, who, 6_000)).toMatchObject({ code: 1001, message: 'This deposit of 60.00 goes over your 24-hour deposit limit (50.00 left, counting 100.00 in orders pending payment)' });
    expect((await recharge(t, who, 5_000)).code).toBe(1000);

    // Two at once against what is left: the player's lock lets one through.
    const limited = await payer(t, { depositDay: 1_000 });
    const raced = await Promise.all([recharge(t, limited, 800), recharge(t, limited, 800)]);
    expect(raced.map((body) => body.code).sort()).toEqual([1000, 1001]);

    const excluded = await payer(t, { balance: 5_000 });
    expect((await post(t.app, '/api/app/user/responsible/selfExclude', { months: 6 }, excluded.auth)).body.code).toBe(1000);
    expect(await recharge(t, excluded, 1_000)).toMatchObject({ code: 1001, message: expect.stringMatching(/^You have excluded yourself from play until/) });
    // Taking money out stays possible.
    expect((await post(t.app, '/api/app/user/order/withdraw', { amount: 1_000, method: 'alipay', account: 'excluded@example.com' }, excluded.auth)).body.code).toBe(1000);
  });

  it("answers another player's order exactly like one that does not exist", async () => {
    const owner = await payer(t);
    const stranger = await payer(t);
    const { orderNo } = await openRecharge(t, owner, 2_500);
    const notFound = { code: 1001, message: 'Record not found', data: null };
    expect(await orderInfo(t, stranger, orderNo)).toEqual(notFound);
    expect((await post(t.app, '/api/app/user/order/cancel', { orderNo }, stranger.auth)).body).toEqual(notFound);
    expect((await post(t.app, '/api/app/user/order/payAgain', { orderNo }, stranger.auth)).body).toEqual(notFound);
    expect(await orderInfo(t, stranger, 'R1999999999999000000')).toEqual(notFound);
    expect((await orderInfo(t, owner, orderNo)).data.status).toBe('pending');
  });
});
