// The sandbox provider against a real database: a payment opened once per order, the payer's decision taken once and
// only while open, its notification signed, retried on the server's failure answers at 1, 5, 15 and 60 s, repeated and
// late on request; query, close and refund as a real provider answers them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DIALECTS, dropTestSchema } from '../../test/support/test-app';
import { NotificationRejected, ProviderError, type PaymentRequest } from './payment-provider';
import { type DeliverNotification, type Scheduler } from './sandbox-gateway';
import { SANDBOX_NOTIFY_PATH } from './sandbox-notification';
import { SandboxProvider } from './sandbox-provider';

const SECRET = 'sandbox-provider-test-secret-0123456789';
const START = Date.UTC(2027, 4, 23, 12, 0, 0);

interface Delivery {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Timers the test fires by hand, recording each delay asked for. */
function manualTimers() {
  const timers: Array<{ delayMs: number; run: () => void; state: 'waiting' | 'fired' | 'cancelled' }> = [];
  const schedule: Scheduler = (run, delayMs) => {
    const timer = { delayMs, run, state: 'waiting' as 'waiting' | 'fired' | 'cancelled' };
    timers.push(timer);
    return () => {
      if (timer.state === 'waiting') timer.state = 'cancelled';
    };
  };
  return {
    schedule,
    waiting: () => timers.filter((t) => t.state === 'waiting').map((t) => t.delayMs),
    asked: () => timers.map((t) => t.delayMs),
    fireNext() {
      const next = timers.find((t) => t.state === 'waiting');
      if (!next) throw new Error('no timer waiting');
      next.state = 'fired';
      next.run();
    },
  };
}

describe.each(DIALECTS)('sandbox provider (%s)', (dialect) => {
  let handle: DatabaseHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-sandbox-'));
  const schema = `sbx_${process.pid}_${randomBytes(3).toString('hex')}`;
  let now = START;
  let timers: ReturnType<typeof manualTimers>;
  let deliveries: Delivery[];
  /** What the server answers each delivery, in turn; success once they run out. */
  let answers: Array<{ status: number; body: string } | Error>;
  let provider: SandboxProvider;
  let orders = 0;

  const success = { status: 200, body: JSON.stringify({ code: 'SUCCESS' }) };
  const failure = { status: 400, body: JSON.stringify({ code: 'FAIL', message: 'notification refused' }) };

  beforeAll(async () => {
    handle = await openDatabase({ dataDir, databaseUrl: dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, schema: dialect === 'postgres' ? schema : undefined });
    await migrateToLatest(handle.db, handle.dialect, dialect === 'postgres' ? schema : undefined);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropTestSchema(schema);
  });
  beforeEach(() => {
    now = START;
    timers = manualTimers();
    deliveries = [];
    answers = [];
    const deliver: DeliverNotification = async (target, headers, body) => {
      deliveries.push({ path: target, headers, body });
      const answer = answers.shift() ?? success;
      if (answer instanceof Error) throw answer;
      return answer;
    };
    provider = new SandboxProvider({ db: handle.db, secret: SECRET, deliver, now: () => now, schedule: timers.schedule });
  });
  afterEach(() => provider.gateway.stop());

  function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
    const orderNo = `R${START}${String(++orders).padStart(6, '0')}`;
    return {
      orderNo,
      amount: 12_345,
      currency: 'CNY',
      method: 'alipay',
      description: 'Recharge',
      expiresAt: START + 30 * 60_000,
      attach: '42',
      returnUrl: `/#/pages/order/result?orderNo=${orderNo}`,
      notifyUrl: 'http://localhost/api/app/pay/notify/sandbox',
      client: { ip: '127.0.0.1', inWeChat: false, language: 'en' },
      ...overrides,
    };
  }

  async function opened(overrides: Partial<PaymentRequest> = {}) {
    const req = request(overrides);
    const start = await provider.createPayment(req);
    if (start.kind !== 'redirect') throw new Error('the sandbox always redirects');
    const tradeNo = new URL(start.url, 'http://x').searchParams.get('tradeNo')!;
    return { req, start, tradeNo };
  }

  it('opens a payment with the order\'s terms and sends the payer to its cashier page in their language', async () => {
    const { req, start, tradeNo } = await opened({ client: { ip: '::1', inWeChat: false, language: 'fr' } });
    expect(start.url).toBe(`/api/app/pay/sandbox/checkout?tradeNo=${tradeNo}&lang=fr`);
    expect(tradeNo).toMatch(/^SBX[0-9A-F]{24}$/);
    const row = await provider.gateway.payment(tradeNo);
    expect(row).toMatchObject({ orderNo: req.orderNo, amount: 12_345, currency: 'CNY', method: 'alipay', attach: '42', status: 'open', language: 'fr', returnUrl: req.returnUrl, expiresAt: req.expiresAt, decidedAt: null });
    expect(await provider.queryOrder(req.orderNo)).toEqual({ orderNo: req.orderNo, providerTradeNo: tradeNo, status: 'pending', amount: 12_345, currency: 'CNY', attach: '42', paidAt: null });
    expect(await provider.queryOrder('R-unknown')).toBeNull();
  });

  it('answers paying again with the same payment, and refuses the same order with another amount', async () => {
    const { req, tradeNo } = await opened();
    const again = await provider.createPayment({ ...req, client: { ...req.client, language: 'zh-cn' } });
    expect(again).toEqual({ kind: 'redirect', url: `/api/app/pay/sandbox/checkout?tradeNo=${tradeNo}&lang=zh-cn` });
    await expect(provider.createPayment({ ...req, amount: 1 })).rejects.toBeInstanceOf(ProviderError);
  });

  it('refuses a return address that is not this site or http(s)', async () => {
    await expect(provider.createPayment(request({ returnUrl: 'javascript:alert(1)' }))).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.createPayment(request({ returnUrl: '//evil.example/x' }))).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.createPayment(request({ returnUrl: 'https://pay.example/#/pages/order/result' }))).resolves.toMatchObject({ kind: 'redirect' });
  });

  it('delivers a signed notification of the payment when the payer pays, which parseNotification reads back', async () => {
    const { req, tradeNo } = await opened();
    now += 60_000;
    const result = await provider.gateway.decide(tradeNo, 'pay');
    expect(result).toMatchObject({ decided: true, payment: { status: 'paid', decidedAt: now } });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].path).toBe(SANDBOX_NOTIFY_PATH);
    const state = await provider.parseNotification({ headers: deliveries[0].headers, rawBody: deliveries[0].body });
    expect(state).toEqual({ orderNo: req.orderNo, providerTradeNo: tradeNo, status: 'paid', amount: 12_345, currency: 'CNY', attach: '42', paidAt: now });
    expect(await provider.queryOrder(req.orderNo)).toMatchObject({ status: 'paid', paidAt: now });
    // Ten minutes on, the same delivery is a replay.
    now += 600_000;
    await expect(provider.parseNotification({ headers: deliveries[0].headers, rawBody: deliveries[0].body })).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('reports cancel and fail as such, with no payment time', async () => {
    const cancelled = await opened();
    await provider.gateway.decide(cancelled.tradeNo, 'cancel');
    const failed = await opened();
    await provider.gateway.decide(failed.tradeNo, 'fail');
    const states = await Promise.all(deliveries.map((d) => provider.parseNotification({ headers: d.headers, rawBody: d.body })));
    expect(states.map((s) => [s.orderNo, s.status, s.paidAt])).toEqual([
      [cancelled.req.orderNo, 'cancelled', null],
      [failed.req.orderNo, 'failed', null],
    ]);
    expect(await provider.queryOrder(failed.req.orderNo)).toMatchObject({ status: 'failed' });
  });

  it('takes the decision once: a second one changes nothing and sends nothing', async () => {
    const { tradeNo } = await opened();
    await provider.gateway.decide(tradeNo, 'pay');
    const second = await provider.gateway.decide(tradeNo, 'cancel');
    expect(second).toMatchObject({ decided: false, payment: { status: 'paid' } });
    expect(deliveries).toHaveLength(1);
    expect(await provider.gateway.decide('SBX-none', 'pay')).toEqual({ decided: false, payment: null });
  });

  it('takes one of two decisions racing', async () => {
    const { tradeNo } = await opened();
    const results = await Promise.all([provider.gateway.decide(tradeNo, 'pay'), provider.gateway.decide(tradeNo, 'fail')]);
    expect(results.filter((r) => r.decided)).toHaveLength(1);
    expect(deliveries).toHaveLength(1);
  });

  it('refuses a decision on an expired payment and sends nothing', async () => {
    const { req, tradeNo } = await opened();
    now = req.expiresAt;
    expect(await provider.gateway.decide(tradeNo, 'pay')).toMatchObject({ decided: false, payment: { status: 'open' } });
    expect(deliveries).toHaveLength(0);
  });

  it('retries after 1, 5, 15 and 60 seconds while the server answers failure, and stops at its acknowledgement', async () => {
    const { tradeNo } = await opened();
    answers = [failure, new Error('connection reset'), failure, success];
    await provider.gateway.decide(tradeNo, 'pay');
    expect(timers.waiting()).toEqual([1_000]);
    for (const expected of [2, 3, 4]) {
      timers.fireNext();
      await provider.gateway.settled();
      expect(deliveries).toHaveLength(expected);
    }
    expect(timers.asked()).toEqual([1_000, 5_000, 15_000]);
    expect(timers.waiting()).toEqual([]);
    // Each try is signed anew (fresh nonce) over the same body.
    expect(new Set(deliveries.map((d) => d.body)).size).toBe(1);
    expect(new Set(deliveries.map((d) => d.headers['sandbox-nonce'])).size).toBe(4);
  });

  it('gives up after five tries', async () => {
    const { tradeNo } = await opened();
    answers = [failure, failure, failure, failure, failure, failure];
    await provider.gateway.decide(tradeNo, 'pay');
    while (timers.waiting().length > 0) {
      timers.fireNext();
      await provider.gateway.settled();
    }
    expect(deliveries).toHaveLength(5);
    expect(timers.asked()).toEqual([1_000, 5_000, 15_000, 60_000]);
  });

  it('sends the notification the extra times the tester asks for, each signed anew', async () => {
    const { tradeNo } = await opened();
    await provider.gateway.decide(tradeNo, 'pay', { repeat: 3 });
    expect(deliveries).toHaveLength(4);
    expect(new Set(deliveries.map((d) => d.body)).size).toBe(1);
    expect(new Set(deliveries.map((d) => d.headers['sandbox-nonce'])).size).toBe(4);
  });

  it('sends it late when the tester asks, and not before', async () => {
    const { tradeNo } = await opened();
    await provider.gateway.decide(tradeNo, 'pay', { lateSeconds: 30, repeat: 1 });
    expect(deliveries).toHaveLength(0);
    expect(timers.waiting()).toEqual([30_000, 30_000]);
    timers.fireNext();
    timers.fireNext();
    await provider.gateway.settled();
    expect(deliveries).toHaveLength(2);
  });

  it('cancels retries and late deliveries when stopped', async () => {
    const first = await opened();
    const second = await opened();
    answers = [failure];
    await provider.gateway.decide(first.tradeNo, 'pay');
    await provider.gateway.decide(second.tradeNo, 'pay', { lateSeconds: 10 });
    expect(timers.waiting()).toEqual([1_000, 10_000]);
    await provider.gateway.stop();
    expect(timers.waiting()).toEqual([]);
  });

  it('closes an open payment so it can no longer be paid, and refuses to close a paid one, which stays paid', async () => {
    const open = await opened();
    await provider.closeOrder(open.req.orderNo);
    expect(await provider.queryOrder(open.req.orderNo)).toMatchObject({ status: 'closed', paidAt: null });
    expect(await provider.gateway.decide(open.tradeNo, 'pay')).toMatchObject({ decided: false, payment: { status: 'closed' } });

    const paid = await opened();
    await provider.gateway.decide(paid.tradeNo, 'pay');
    await expect(provider.closeOrder(paid.req.orderNo)).rejects.toBeInstanceOf(ProviderError);
    expect(await provider.queryOrder(paid.req.orderNo)).toMatchObject({ status: 'paid' });
    // Closed twice, or closed after the payer cancelled: nothing to refuse.
    await expect(provider.closeOrder(open.req.orderNo)).resolves.toBeUndefined();
    await expect(provider.closeOrder('R-never-opened')).resolves.toBeUndefined();
  });

  it('refunds up to what was paid, never more, and nothing of an unpaid payment', async () => {
    const paid = await opened();
    await provider.gateway.decide(paid.tradeNo, 'pay');
    const refund = (amount: number, orderNo = paid.req.orderNo) => provider.refund({ orderNo, refundNo: `F${amount}`, amount, total: 12_345, reason: 'test' });
    await expect(refund(10_000)).resolves.toEqual({ status: 'success' });
    await expect(refund(2_346)).rejects.toBeInstanceOf(ProviderError);
    await expect(refund(2_345)).resolves.toEqual({ status: 'success' });
    expect(await provider.queryOrder(paid.req.orderNo)).toMatchObject({ status: 'refunded', paidAt: START });
    expect((await provider.gateway.payment(paid.tradeNo))?.refundedAmount).toBe(12_345);

    const open = await opened();
    await expect(refund(1, open.req.orderNo)).rejects.toBeInstanceOf(ProviderError);
  });

  it('answers a whole refund asked again with success and gives back nothing more (a retry, not a second refund)', async () => {
    const paid = await opened();
    await provider.gateway.decide(paid.tradeNo, 'pay');
    const whole = () => provider.refund({ orderNo: paid.req.orderNo, refundNo: 'F1', amount: 12_345, total: 12_345, reason: 'test' });
    await expect(whole()).resolves.toEqual({ status: 'success' });
    await expect(whole()).resolves.toEqual({ status: 'success' });
    expect((await provider.gateway.payment(paid.tradeNo))?.refundedAmount).toBe(12_345);
    // A part of it is not a repeat: there is nothing left to give.
    await expect(provider.refund({ orderNo: paid.req.orderNo, refundNo: 'F2', amount: 1, total: 12_345, reason: 'test' })).rejects.toBeInstanceOf(ProviderError);
  });

  it('answers the server\'s acknowledgement as the contract says', () => {
    expect(provider.notificationAck(true)).toEqual({ status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' });
    const refused = provider.notificationAck(false);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'FAIL', message: expect.any(String) });
  });
});
