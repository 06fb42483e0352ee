// Withdrawal orders: the amount held at once and never more than the balance, even with 200 asked for together; a
// rejection gives it back once; approval by an operator or, for the sandbox, after the configured delay; and a paid
// recharge refunded only while the balance covers it. Every ledger still sums to its balance.
import { DIALECTS, post, startTestApp, type TestApp } from './support/test-app';
import { balanceOf, decide, openRecharge, orderInfo, payer } from './support/orders';
import { ledgerSum } from './support/draws';
import { counterDrift } from '../src/ledger/player-counters';

const withdrawUrl = '/api/app/user/order/withdraw';

describe.each(DIALECTS)('withdrawal orders (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Withdrawals from 1.00 (the 200-at-once test), and sandbox ones paid out after 60 s.
    t = await startTestApp(dialect, { PAY_WITHDRAW_MIN_CENTS: '100', SANDBOX_WITHDRAW_APPROVE_SECONDS: '60' });
  });
  afterAll(async () => {
    expect(await counterDrift(t.app.db)).toEqual([]);
    await t.close();
  });

  it('holds the amount at once with a consumption row, and shows the account masked under processing', async () => {
    const who = await payer(t, { balance: 10_000 });
    const body = (await post(t.app, withdrawUrl, { amount: 2_500, method: 'wechat', account: '  wxid_player42  ' }, who.auth)).body;
    expect(body).toMatchObject({ code: 1000, data: { kind: 'withdraw', status: 'requested', tab: 'processing', amount: 2_500, method: 'wechat', sandbox: true, account: 'wx*********42', expireTime: null, canCancel: false } });
    expect(body.data.orderNo).toMatch(/^W\d{19}$/);
    expect(await balanceOf(t.app, who.id)).toBe(7_500);
    const bill = (await post(t.app, '/api/app/user/balanceLog/page', { type: 1 }, who.auth)).body.data.list;
    expect(bill).toEqual([expect.objectContaining({ amount: -2_500, refKey: `withdraw:${body.data.orderNo}`, remark: 'Withdrawal (WeChat Pay)' })]);
  });

  it('refuses a withdrawal beyond the balance, outside the bounds or without an account, and writes nothing', async () => {
    const who = await payer(t, { balance: 1_000 });
    expect((await post(t.app, withdrawUrl, { amount: 1_001, method: 'alipay', account: 'me@example.com' }, who.auth)).body).toEqual({ code: 1001, message: 'Insufficient balance', data: null });
    expect((await post(t.app, withdrawUrl, { amount: 99, method: 'alipay', account: 'me@example.com' }, who.auth)).body).toEqual({ code: 1002, message: 'Withdraw between ¥1.00 and ¥50,000.00', data: { field: 'amount' } });
    expect((await post(t.app, withdrawUrl, { amount: 500, method: 'alipay', account: '   ' }, who.auth)).body).toEqual({ code: 1002, message: 'Please fill in the account to receive the money', data: { field: 'account' } });
    expect(await balanceOf(t.app, who.id)).toBe(1_000);
    expect(await t.app.db.selectFrom('payOrder').select('id').where('userId', '=', who.id).execute()).toEqual([]);
  });

  it('lets exactly 50 of 200 simultaneous withdrawals of 1.00 through against a balance of 50.00, ending at zero', async () => {
    const who = await payer(t, { balance: 5_000 });
    const replies = await Promise.all(Array.from({ length: 200 }, (_, n) => post(t.app, withdrawUrl, { amount: 100, method: n % 2 ? 'alipay' : 'wechat', account: `acct-${n}` }, who.auth)));
    const codes = replies.map((reply) => reply.body.code);
    expect(codes.filter((code) => code === 1000)).toHaveLength(50);
    expect(codes.filter((code) => code !== 1000).every((code) => code === 1001)).toBe(true);
    expect(await balanceOf(t.app, who.id)).toBe(0);
    const orders = await t.app.db.selectFrom('payOrder').select('status').where('userId', '=', who.id).execute();
    expect(orders).toHaveLength(50);
    expect(orders.every((order) => order.status === 'requested')).toBe(true);
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 0, balance: 0 });
  }, 60_000);

  it('gives the amount back once on rejection, and refuses to approve or reject a decided withdrawal', async () => {
    const who = await payer(t, { balance: 3_000 });
    const { orderNo } = (await post(t.app, withdrawUrl, { amount: 2_000, method: 'alipay', account: 'me@example.com' }, who.auth)).body.data;
    const { orders } = t.app.payments;
    expect(await Promise.all([orders.rejectWithdrawal(orderNo), orders.rejectWithdrawal(orderNo)])).toEqual(expect.arrayContaining([true, false]));
    expect(await orders.approveWithdrawal(orderNo)).toBe(false);
    expect(await balanceOf(t.app, who.id)).toBe(3_000);
    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status: 'rejected', tab: 'refunds', failReason: 'The withdrawal was rejected and the amount returned to your balance' });
    const returned = await t.app.db.selectFrom('balanceLog').select(['type', 'amount', 'refKey']).where('userId', '=', who.id).where('type', '=', 5).execute();
    expect(returned).toEqual([{ type: 5, amount: 2_000, refKey: `withdraw-return:${orderNo}` }]);

    const second = (await post(t.app, withdrawUrl, { amount: 1_000, method: 'wechat', account: 'wxid_me' }, who.auth)).body.data.orderNo;
    expect(await orders.approveWithdrawal(second)).toBe(true);
    expect(await orders.rejectWithdrawal(second)).toBe(false);
    expect((await orderInfo(t, who, second)).data).toMatchObject({ status: 'paidOut', tab: 'completed' });
    expect(await balanceOf(t.app, who.id)).toBe(2_000);
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 2_000, balance: 2_000 });
  });

  it('pays sandbox withdrawals out once they are older than the configured seconds', async () => {
    const who = await payer(t, { balance: 2_000 });
    const { orderNo } = (await post(t.app, withdrawUrl, { amount: 1_200, method: 'alipay', account: 'me@example.com' }, who.auth)).body.data;
    const { sweeper } = t.app.payments;
    await sweeper.sweepOnce(Date.now() + 50_000);
    expect((await orderInfo(t, who, orderNo)).data.status).toBe('requested');
    await sweeper.sweepOnce(Date.now() + 61_000);
    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status: 'paidOut', tab: 'completed' });
    expect(await balanceOf(t.app, who.id)).toBe(800);
  });

  it('refunds a paid recharge while the balance covers it, never twice, and not once it is spent', async () => {
    const who = await payer(t);
    const { orderNo, tradeNo } = await openRecharge(t, who, 6_000);
    await decide(t.app, tradeNo, 'pay');
    const { orders } = t.app.payments;
    expect(await orders.refundRecharge(orderNo)).toEqual({ status: 'success' });
    expect(await balanceOf(t.app, who.id)).toBe(0);
    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status: 'refunded', tab: 'refunds', failReason: 'The recharge was refunded' });
    // Asked again (as after a crash between the debit and the provider): the ledger is not touched, and the provider,
    // asked under the same refund number, answers that refund without giving anything more back.
    expect(await orders.refundRecharge(orderNo)).toEqual({ status: 'success' });
    expect(await balanceOf(t.app, who.id)).toBe(0);
    const refundedAtSandbox = await t.app.db.selectFrom('sandboxPayment').select(['status', 'refundedAmount']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(refundedAtSandbox).toEqual({ status: 'refunded', refundedAmount: 6_000 });
    const rows = await t.app.db.selectFrom('balanceLog').select(['type', 'amount', 'refKey', 'remark']).where('userId', '=', who.id).orderBy('id').execute();
    expect(rows).toEqual([
      { type: 0, amount: 6_000, refKey: `recharge:${orderNo}`, remark: 'recharge:alipay' },
      { type: 0, amount: -6_000, refKey: `recharge-refund:${orderNo}`, remark: 'rechargeRefunded' },
    ]);

    const spent = await openRecharge(t, who, 4_000);
    await decide(t.app, spent.tradeNo, 'pay');
    await post(t.app, withdrawUrl, { amount: 3_000, method: 'alipay', account: 'me@example.com' }, who.auth);
    await expect(orders.refundRecharge(spent.orderNo)).rejects.toMatchObject({ messageKey: 'insufficientBalance' });
    expect((await orderInfo(t, who, spent.orderNo)).data.status).toBe('paid');
    const sandboxRow = await t.app.db.selectFrom('sandboxPayment').select(['status', 'refundedAmount']).where('orderNo', '=', spent.orderNo).executeTakeFirstOrThrow();
    expect(sandboxRow).toEqual({ status: 'paid', refundedAmount: 0 });
    await expect(orders.refundRecharge('W1999999999999000000')).rejects.toMatchObject({ messageKey: 'recordNotFound' });
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 1_000, balance: 1_000 });
  });
});
