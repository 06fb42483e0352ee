// Payment notifications: a genuine paid notification credits the order's amount exactly once however many copies arrive
// together; a forged signature, a wrong amount or currency, another player's attach, another provider or an unknown order
// changes nothing and is kept as refused; the provider's acknowledgement is answered exactly as it expects it.
import { DIALECTS, post, startTestApp, type TestApp } from './support/test-app';
import { balanceOf, notifications, notifySandbox, openRecharge, orderInfo, payer, type SandboxNotice } from './support/orders';
import { ledgerSum } from './support/draws';
import { counterDrift } from '../src/ledger/player-counters';

describe.each(DIALECTS)('payment notifications (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A pending recharge of `amount` and the sandbox notification that would pay it. */
  async function pendingRecharge(amount = 10_000) {
    const who = await payer(t);
    const { orderNo, tradeNo } = await openRecharge(t, who, amount);
    const paid: SandboxNotice = { tradeNo, orderNo, status: 'paid', amount, currency: 'CNY', attach: String(who.id), paidAt: Date.now() };
    return { who, orderNo, paid };
  }

  it('credits ten copies of one paid notification arriving together exactly once, and acknowledges every one', async () => {
    const { who, orderNo, paid } = await pendingRecharge(12_345);
    const replies = await Promise.all(Array.from({ length: 10 }, () => notifySandbox(t.app, paid)));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      // The sandbox's acknowledgement, verbatim: not wrapped in the envelope.
      expect(reply.body).toBe('{"code":"SUCCESS"}');
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(await balanceOf(t.app, who.id)).toBe(12_345);
    const rows = await t.app.db.selectFrom('balanceLog').select(['type', 'amount', 'refKey', 'remark']).where('userId', '=', who.id).execute();
    expect(rows).toEqual([{ type: 0, amount: 12_345, refKey: `recharge:${orderNo}`, remark: 'recharge:alipay' }]);
    const outcomes = (await notifications(t.app, orderNo)).map((row) => row.outcome).sort();
    expect(outcomes).toEqual(['credited', ...Array(9).fill('duplicate')]);
    const order = (await orderInfo(t, who, orderNo)).data;
    expect(order).toMatchObject({ status: 'paid', tab: 'completed', failReason: null, canCancel: false, canPayAgain: false });
    expect(order.payTime).not.toBeNull();
    // The bill names the row in the reader's language.
    const bill = (await post(t.app, '/api/app/user/balanceLog/page', {}, { ...who.auth, language: 'zh-cn' })).body;
    expect(bill.data.list[0].remark).toBe('充值（支付宝）');
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 12_345, balance: 12_345 });
    expect(await counterDrift(t.app.db)).toEqual([]);
  });

  it.each([
    ['a forged signature', (n: SandboxNotice) => n, 'another-secret-that-is-long-enough-to-be-a-key', /signature/],
    ['a wrong amount', (n: SandboxNotice) => ({ ...n, amount: n.amount + 1 }), undefined, /amount/],
    ['a wrong currency', (n: SandboxNotice) => ({ ...n, currency: 'USD' }), undefined, /currency/],
    ["another player's attach", (n: SandboxNotice) => ({ ...n, attach: String(Number(n.attach) + 1) }), undefined, /player/],
  ])('refuses %s: nothing changes, the refusal is kept and the provider is told to try again', async (_name, alter, secret, reason) => {
    const { who, orderNo, paid } = await pendingRecharge();
    const reply = await notifySandbox(t.app, alter(paid), secret);
    expect(reply.statusCode).not.toBe(200);
    expect(JSON.parse(reply.body).code).not.toBe('SUCCESS');
    expect(await balanceOf(t.app, who.id)).toBe(0);
    expect((await orderInfo(t, who, orderNo)).data.status).toBe('pending');
    // A forged notification is refused before it is read: it names no order.
    const kept = await notifications(t.app, secret ? null : orderNo);
    expect(kept.at(-1)).toMatchObject({ outcome: 'refused', reason: expect.stringMatching(reason) });
    // The genuine one still pays it afterwards.
    expect((await notifySandbox(t.app, paid)).body).toBe('{"code":"SUCCESS"}');
    expect(await balanceOf(t.app, who.id)).toBe(paid.amount);
  });

  it("refuses a notification for an order another provider served, and one for an order that does not exist", async () => {
    const { who, orderNo, paid } = await pendingRecharge();
    await t.app.db.updateTable('payOrder').set({ provider: 'alipay' }).where('orderNo', '=', orderNo).execute();
    expect((await notifySandbox(t.app, paid)).statusCode).not.toBe(200);
    expect(await notifications(t.app, orderNo)).toEqual([expect.objectContaining({ outcome: 'refused', reason: expect.stringMatching(/provider/) })]);
    await t.app.db.updateTable('payOrder').set({ provider: 'sandbox' }).where('orderNo', '=', orderNo).execute();

    const unknown = { ...paid, orderNo: 'R1999999999999000000' };
    expect((await notifySandbox(t.app, unknown)).statusCode).not.toBe(200);
    expect(await notifications(t.app, unknown.orderNo)).toEqual([expect.objectContaining({ outcome: 'refused', reason: 'unknown order' })]);
    expect(await balanceOf(t.app, who.id)).toBe(0);
    expect(await counterDrift(t.app.db)).toEqual([]);
  });

  it("ends a pending order on a failed or cancelled notification, and still credits a payment that arrives after it", async () => {
    const { who, orderNo, paid } = await pendingRecharge(5_000);
    expect((await notifySandbox(t.app, { ...paid, status: 'cancelled', paidAt: null })).body).toBe('{"code":"SUCCESS"}');
    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status: 'cancelled', failReason: 'Payment has been cancelled', canPayAgain: false });
    // A repeat of the same word is a duplicate; a failure after the cancellation changes nothing.
    await notifySandbox(t.app, { ...paid, status: 'failed', paidAt: null });
    expect((await orderInfo(t, who, orderNo)).data.status).toBe('cancelled');
    // The provider took the money after all: the order is paid and credited, once.
    await Promise.all([notifySandbox(t.app, paid), notifySandbox(t.app, paid)]);
    expect((await orderInfo(t, who, orderNo)).data).toMatchObject({ status: 'paid', failReason: null, closeTime: null });
    expect(await balanceOf(t.app, who.id)).toBe(5_000);
    expect((await notifications(t.app, orderNo)).map((row) => row.outcome)).toEqual(['closed', 'duplicate', expect.any(String), expect.any(String)]);
    expect((await notifications(t.app, orderNo)).map((row) => row.outcome).slice(2).sort()).toEqual(['credited', 'duplicate']);
  });

  it('answers a provider that is not configured as an unknown address, and an unknown one as invalid, never a fault', async () => {
    const wechat = await t.app.inject({ method: 'POST', url: '/api/app/pay/notify/wechat', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(wechat.statusCode).toBe(404);
    expect(wechat.json()).toMatchObject({ code: 404 });
    const other = await t.app.inject({ method: 'POST', url: '/api/app/pay/notify/paypal', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(other.json()).toMatchObject({ code: 1002 });
    // A body of any type, or none, reaches the provider's check as text and is refused there.
    for (const [type, payload] of [['application/x-www-form-urlencoded', 'a=1&b=2'], ['text/xml', '<xml/>'], ['application/json', '{"broken"']] as const) {
      const reply = await t.app.inject({ method: 'POST', url: '/api/app/pay/notify/sandbox', headers: { 'content-type': type }, payload });
      expect([type, reply.statusCode, JSON.parse(reply.body).code]).toEqual([type, 400, 'FAIL']);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/app/pay/notify/sandbox' });
    expect(empty.statusCode).toBe(400);
  });
});
