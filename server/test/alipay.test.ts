// The Alipay provider against a local fake of Alipay's gateway: our signatures checked by the fake, its answers and
// notifications checked by us, tampering refused, amounts exact.
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { AlipayProvider, type AlipayConfig } from '../src/payments/alipay-provider';
import { NotificationRejected, ProviderError, type PaymentRequest } from '../src/payments/payment-provider';
import { rsaKeyPair, startFakeAlipay, tamper, type FakeAlipay, type RsaKeyPair } from './support/fake-alipay';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';

const APP_ID = '2021000000000001';

let orders = 0;
function paymentRequest(changes: Partial<PaymentRequest> = {}): PaymentRequest {
  orders += 1;
  return {
    orderNo: `R${Date.now()}${String(orders).padStart(6, '0')}`,
    amount: 10050,
    currency: 'CNY',
    method: 'alipay',
    description: 'Recharge ¥100.50',
    expiresAt: Date.now() + 30 * 60_000,
    attach: '42',
    returnUrl: 'https://racing.example/#/pages/order/result?orderNo=x',
    notifyUrl: 'https://racing.example/api/app/pay/notify/alipay',
    client: { ip: '203.0.113.9', inWeChat: false, language: 'en' },
    ...changes,
  };
}

describe('Alipay provider against the fake gateway', () => {
  let appKeys: RsaKeyPair;
  let fake: FakeAlipay;
  let config: AlipayConfig;
  let alipay: AlipayProvider;

  beforeAll(async () => {
    appKeys = rsaKeyPair();
    fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: appKeys.publicKey });
    config = { gateway: fake.gateway, appId: APP_ID, appPrivateKey: appKeys.privateKey, alipayPublicKey: fake.alipayPublicKey };
    alipay = new AlipayProvider(config);
  });
  afterAll(() => fake.close());

  /** Creates a payment and opens its URL at the fake, as the payer's browser does. */
  async function openedPayment(changes: Partial<PaymentRequest> = {}) {
    const request = paymentRequest(changes);
    const start = await alipay.createPayment(request);
    if (start.kind !== 'redirect') throw new Error('expected a redirect');
    const cashier = await fake.open(start.url);
    return { request, url: start.url, cashier };
  }

  describe('starting a payment', () => {
    it('sends the payer to a wap pay URL whose signature Alipay accepts, carrying the order as Alipay reads it', async () => {
      const { request, url, cashier } = await openedPayment({ description: 'Recharge ¥100.50 for R&D = fun/now' });
      expect(url.startsWith(`${fake.gateway}?`)).toBe(true);
      expect(cashier).toEqual({ status: 200, body: expect.objectContaining({ cashier: 'alipay-wap', out_trade_no: request.orderNo, total_amount: '100.50' }) });
      expect(fake.calls.at(-1)).toMatchObject({ method: 'alipay.trade.wap.pay', signatureValid: true });
      const params = fake.calls.at(-1)!.params;
      expect(params).toMatchObject({ app_id: APP_ID, sign_type: 'RSA2', charset: 'utf-8', notify_url: request.notifyUrl, return_url: request.returnUrl });
      expect(JSON.parse(params.biz_content)).toEqual({
        out_trade_no: request.orderNo,
        total_amount: '100.50',
        // Alipay refuses / = & in a subject.
        subject: 'Recharge ¥100.50 for R D   fun now',
        product_code: 'QUICK_WAP_WAY',
        time_expire: new Date(request.expiresAt + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
        passback_params: '42',
        quit_url: request.returnUrl,
      });
    });

    it('writes amounts of one and two decimals and large ones exactly', async () => {
      for (const [amount, yuan] of [[1, '0.01'], [10, '0.10'], [29, '0.29'], [115, '1.15'], [100, '1.00'], [5_000_000, '50000.00'], [9_999_999_999, '99999999.99']] as const) {
        const { cashier } = await openedPayment({ amount });
        expect(cashier.body.total_amount).toBe(yuan);
      }
    });

    it('URL-encodes the attach and gets it back decoded from the notification', async () => {
      const { request } = await openedPayment({ attach: 'player 7&x=1' });
      expect(fake.trades.get(request.orderNo)!.passbackParams).toBe('player%207%26x%3D1');
      fake.pay(request.orderNo);
      const state = await alipay.parseNotification({ headers: {}, rawBody: fake.notification(request.orderNo) });
      expect(state.attach).toBe('player 7&x=1');
    });

    it('is refused by Alipay when a parameter of the URL was changed after signing', async () => {
      const start = await alipay.createPayment(paymentRequest({ amount: 10000 }));
      if (start.kind !== 'redirect') throw new Error('expected a redirect');
      const forged = new URL(start.url);
      forged.searchParams.set('biz_content', forged.searchParams.get('biz_content')!.replace('"100.00"', '"0.01"'));
      const answer = await fake.open(forged.toString());
      expect(answer).toEqual({ status: 400, body: expect.objectContaining({ sub_code: 'isv.invalid-signature' }) });
      expect(fake.calls.at(-1)!.signatureValid).toBe(false);
    });

    it('is refused by Alipay when signed with a key that is not the app’s', async () => {
      const impostor = new AlipayProvider({ ...config, appPrivateKey: rsaKeyPair().privateKey });
      const start = await impostor.createPayment(paymentRequest());
      if (start.kind !== 'redirect') throw new Error('expected a redirect');
      expect((await fake.open(start.url)).body.sub_code).toBe('isv.invalid-signature');
    });

    it('reads the app key whether it is PKCS#1 or PKCS#8', async () => {
      const pkcs1 = createPrivateKey(appKeys.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString();
      const provider = new AlipayProvider({ ...config, appPrivateKey: pkcs1 });
      const start = await provider.createPayment(paymentRequest());
      if (start.kind !== 'redirect') throw new Error('expected a redirect');
      expect((await fake.open(start.url)).status).toBe(200);
    });
  });

  describe('notifications', () => {
    it('reads a genuine paid notification: amount in cents, attach, Alipay’s trade number and the payment time', async () => {
      const { request } = await openedPayment();
      const trade = fake.pay(request.orderNo);
      const state = await alipay.parseNotification({ headers: {}, rawBody: fake.notification(request.orderNo) });
      expect(state).toEqual({
        orderNo: request.orderNo,
        providerTradeNo: trade.tradeNo,
        status: 'paid',
        amount: 10050,
        currency: 'CNY',
        attach: '42',
        paidAt: Date.parse(`${trade.gmtPayment!.replace(' ', 'T')}+08:00`),
      });
    });

    it('reads waiting, finished, closed and refunded trades', async () => {
      const waiting = await openedPayment();
      expect((await alipay.parseNotification({ headers: {}, rawBody: fake.notification(waiting.request.orderNo) })).status).toBe('pending');
      expect((await alipay.parseNotification({ headers: {}, rawBody: fake.notification(waiting.request.orderNo, { trade_status: 'TRADE_FINISHED', gmt_payment: '2026-11-23 20:00:00' }) })).status).toBe('paid');
      await alipay.closeOrder(waiting.request.orderNo);
      expect(await alipay.parseNotification({ headers: {}, rawBody: fake.notification(waiting.request.orderNo) })).toMatchObject({ status: 'closed', paidAt: null });

      const refunded = await openedPayment();
      fake.pay(refunded.request.orderNo);
      await alipay.refund({ orderNo: refunded.request.orderNo, refundNo: `F${refunded.request.orderNo}`, amount: 10050, total: 10050, reason: 'operator' });
      expect(await alipay.parseNotification({ headers: {}, rawBody: fake.notification(refunded.request.orderNo) })).toMatchObject({ status: 'refunded', amount: 10050 });
    });

    it('reads amounts with one decimal, two decimals and large values exactly', async () => {
      const { request } = await openedPayment();
      fake.pay(request.orderNo);
      for (const [total, cents] of [['0.1', 10], ['0.29', 29], ['1.15', 115], ['100', 10000], ['99999999.99', 9_999_999_999], ['100000000.00', 10_000_000_000]] as const) {
        const state = await alipay.parseNotification({ headers: {}, rawBody: fake.notification(request.orderNo, { total_amount: total }) });
        expect(state.amount).toBe(cents);
      }
    });

    it.each([
      ['amount', 'total_amount', '1.00'],
      ['status', 'trade_status', 'TRADE_SUCCESS'],
      ['app_id', 'app_id', '2021000000000999'],
      ['order', 'out_trade_no', 'R0000000000000000001'],
      ['attach', 'passback_params', '43'],
    ])('rejects a notification whose %s was changed after Alipay signed it', async (_what, field, value) => {
      const { request } = await openedPayment();
      const rawBody = tamper(fake.notification(request.orderNo), field, value);
      await expect(alipay.parseNotification({ headers: {}, rawBody })).rejects.toThrow(NotificationRejected);
    });

    it('rejects a notification signed by Alipay for another app', async () => {
      const { request } = await openedPayment();
      fake.pay(request.orderNo);
      const rawBody = fake.notification(request.orderNo, { app_id: '2021000000000999' });
      await expect(alipay.parseNotification({ headers: {}, rawBody })).rejects.toThrow(/app_id 2021000000000999 is not ours/);
    });

    it('rejects a notification signed with a key that is not Alipay’s', async () => {
      const other = await startFakeAlipay({ appId: APP_ID, appPublicKey: appKeys.publicKey });
      try {
        const start = await new AlipayProvider({ ...config, gateway: other.gateway }).createPayment(paymentRequest());
        if (start.kind !== 'redirect') throw new Error('expected a redirect');
        const { body } = await other.open(start.url);
        other.pay(body.out_trade_no);
        await expect(alipay.parseNotification({ headers: {}, rawBody: other.notification(body.out_trade_no) })).rejects.toThrow(/signature does not verify/);
      } finally {
        await other.close();
      }
    });

    it('rejects genuine-looking notifications that are malformed, not RSA2, unsigned, doubled or not about a payment', async () => {
      const { request } = await openedPayment();
      fake.pay(request.orderNo);
      const cases: Array<[string, RegExp]> = [
        [fake.notification(request.orderNo, { total_amount: '100.505' }), /total_amount 100.505 is not an amount/],
        [fake.notification(request.orderNo, { total_amount: '-1.00' }), /is not an amount/],
        [fake.notification(request.orderNo, { trade_status: 'TRADE_PENDING' }), /unknown trade_status/],
        [fake.notification(request.orderNo, { gmt_payment: '2026-02-30 10:00:00' }), /gmt_payment/],
        [fake.notification(request.orderNo, { notify_type: 'trade_refund_sync' }), /notify_type/],
        [fake.notification(request.orderNo, { passback_params: '%E0%A4%A' }), /passback_params/],
        [tamper(fake.notification(request.orderNo), 'sign_type', 'RSA'), /RSA2/],
        [tamper(fake.notification(request.orderNo), 'sign', ''), /RSA2/],
        [tamper(fake.notification(request.orderNo), 'sign', 'not base64 at all!'), /signature/],
        [`${fake.notification(request.orderNo)}&total_amount=0.01`, /twice/],
        ['{"out_trade_no":"R1"}', /RSA2/],
        ['', /RSA2/],
      ];
      for (const [rawBody, reason] of cases) {
        await expect(alipay.parseNotification({ headers: {}, rawBody })).rejects.toThrow(reason);
      }
    });

    it('acknowledges with the bodies Alipay expects', () => {
      expect(alipay.notificationAck(true)).toEqual({ status: 200, contentType: 'text/plain', body: 'success' });
      expect(alipay.notificationAck(false)).toEqual({ status: 200, contentType: 'text/plain', body: 'fail' });
    });
  });

  describe('query, close and refund', () => {
    it('knows nothing of a trade the payer never opened, then follows it from waiting to paid', async () => {
      const request = paymentRequest();
      await alipay.createPayment(request);
      expect(await alipay.queryOrder(request.orderNo)).toBeNull();
      await fake.open(((await alipay.createPayment(request)) as { url: string }).url);
      expect(await alipay.queryOrder(request.orderNo)).toMatchObject({ orderNo: request.orderNo, status: 'pending', amount: 10050, paidAt: null, attach: null });
      const trade = fake.pay(request.orderNo);
      expect(await alipay.queryOrder(request.orderNo)).toEqual({
        orderNo: request.orderNo,
        providerTradeNo: trade.tradeNo,
        status: 'paid',
        amount: 10050,
        currency: 'CNY',
        attach: null,
        paidAt: Date.parse(`${trade.gmtPayment!.replace(' ', 'T')}+08:00`),
      });
      expect(fake.calls.filter((call) => call.method === 'alipay.trade.query').every((call) => call.signatureValid)).toBe(true);
    });

    it('closes an open trade so that it can no longer be paid, and accepts closing one Alipay never opened', async () => {
      const { request, url } = await openedPayment();
      await alipay.closeOrder(request.orderNo);
      expect(fake.trades.get(request.orderNo)!.status).toBe('TRADE_CLOSED');
      expect((await fake.open(url)).body.sub_code).toBe('ACQ.TRADE_HAS_CLOSE');
      expect(await alipay.queryOrder(request.orderNo)).toMatchObject({ status: 'closed' });
      await expect(alipay.closeOrder(request.orderNo)).resolves.toBeUndefined();
      await expect(alipay.closeOrder(paymentRequest().orderNo)).resolves.toBeUndefined();
    });

    it('does not pass a paid trade off as closed', async () => {
      const { request } = await openedPayment();
      fake.pay(request.orderNo);
      await expect(alipay.closeOrder(request.orderNo)).rejects.toThrow(/trade is paid at Alipay/);
      expect(fake.trades.get(request.orderNo)!.status).toBe('TRADE_SUCCESS');
    });

    it('refunds once per refund number, and refuses more than was paid', async () => {
      const { request } = await openedPayment({ amount: 20000 });
      fake.pay(request.orderNo);
      const refund = { orderNo: request.orderNo, refundNo: `F${request.orderNo}1`, amount: 5050, total: 20000, reason: 'operator refund' };
      await expect(alipay.refund(refund)).resolves.toEqual({ status: 'success' });
      await expect(alipay.refund(refund)).resolves.toEqual({ status: 'processing' });
      expect([...fake.trades.get(request.orderNo)!.refunds.entries()]).toEqual([[refund.refundNo, '50.50']]);
      const refundCall = fake.calls.filter((call) => call.method === 'alipay.trade.refund').at(-1)!;
      expect(JSON.parse(refundCall.params.biz_content)).toMatchObject({ refund_amount: '50.50', out_request_no: refund.refundNo, refund_reason: 'operator refund' });
      await expect(alipay.refund({ ...refund, refundNo: `F${request.orderNo}2`, amount: 15000 })).rejects.toThrow(ProviderError);
      await expect(alipay.refund({ ...refund, refundNo: `F${request.orderNo}3`, amount: 14950 })).resolves.toEqual({ status: 'success' });
      expect(await alipay.queryOrder(request.orderNo)).toMatchObject({ status: 'refunded' });
    });

    it('refuses an answer whose signature does not verify', async () => {
      const { request } = await openedPayment();
      fake.tamperAnswers = true;
      try {
        await expect(alipay.queryOrder(request.orderNo)).rejects.toThrow(ProviderError);
        await expect(alipay.closeOrder(request.orderNo)).rejects.toThrow(ProviderError);
      } finally {
        fake.tamperAnswers = false;
      }
      expect(fake.trades.get(request.orderNo)!.status).toBe('TRADE_CLOSED');
    });

    it('reports Alipay refusing our signature as a provider error', async () => {
      const impostor = new AlipayProvider({ ...config, appPrivateKey: rsaKeyPair().privateKey });
      await expect(impostor.queryOrder('R0000000000000000001')).rejects.toThrow(/isv.invalid-signature/);
    });

    it('stamps requests in China time, as Alipay reads them, whatever the server’s zone', async () => {
      // The SDK's own stamp is the server's local time: UTC in our containers, eight hours behind.
      const utcStamped = new AlipayProvider(config, { now: () => Date.now() - 8 * 3_600_000 });
      await expect(utcStamped.queryOrder('R0000000000000000001')).rejects.toThrow(/isv.invalid-timestamp/);
      await expect(alipay.queryOrder('R0000000000000000001')).resolves.toBeNull();
    });

    it('reports an unreachable gateway as a provider error', async () => {
      const offline = new AlipayProvider({ ...config, gateway: 'http://127.0.0.1:9/gateway.do' }, { timeoutMs: 2000 });
      await expect(offline.queryOrder('R0000000000000000001')).rejects.toThrow(ProviderError);
      await expect(offline.closeOrder('R0000000000000000001')).rejects.toThrow(ProviderError);
      await expect(offline.refund({ orderNo: 'R0000000000000000001', refundNo: 'F1', amount: 1, total: 1, reason: 'x' })).rejects.toThrow(ProviderError);
    });
  });

  it('refuses keys that are not RSA', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(() => new AlipayProvider({ ...config, appPrivateKey: ec.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() })).toThrow(/RSA/);
  });
});

describe.each(DIALECTS)('Alipay recharge through the app (%s)', (dialect) => {
  const PUBLIC_URL = 'https://racing.example';
  let fake: FakeAlipay;
  let t: TestApp;

  beforeAll(async () => {
    const appKeys = rsaKeyPair();
    fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: appKeys.publicKey });
    t = await startTestApp(dialect, {
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_APP_PRIVATE_KEY: appKeys.privateKey,
      ALIPAY_PUBLIC_KEY: fake.alipayPublicKey,
      ALIPAY_GATEWAY: fake.gateway,
      PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const notify = (rawBody: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: rawBody });
  const balanceOf = async (userId: number) => Number((await t.app.db.selectFrom('appUser').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance);

  it('sends the player to Alipay with a URL it accepts; the genuine notification credits once, a tampered one is refused with fail', async () => {
    const player = await t.createPlayer({ balance: 0 });
    const auth = { authorization: player.token, language: 'en' };
    expect((await post(t.app, '/api/app/user/responsible/setLimits', { depositDay: null, depositWeek: null, depositMonth: null }, auth)).body.code).toBe(1000);
    const options = await get(t.app, '/api/app/user/order/options', auth);
    expect(options.body.data.methods).toContainEqual({ method: 'alipay', sandbox: false, h5: true, jsapi: false });

    const recharge = await post(t.app, '/api/app/user/order/recharge', { amount: 10050, method: 'alipay' }, auth);
    expect(recharge.body.code).toBe(1000);
    const { order, pay } = recharge.body.data;
    expect(order).toMatchObject({ kind: 'recharge', status: 'pending', amount: 10050, method: 'alipay', sandbox: false });
    expect(pay.kind).toBe('redirect');
    expect(pay.url.startsWith(`${fake.gateway}?`)).toBe(true);

    const cashier = await fake.open(pay.url);
    expect(cashier).toEqual({ status: 200, body: expect.objectContaining({ out_trade_no: order.orderNo, total_amount: '100.50' }) });
    const trade = fake.trades.get(order.orderNo)!;
    expect(trade).toMatchObject({
      passbackParams: String(player.id),
      notifyUrl: `${PUBLIC_URL}/api/app/pay/notify/alipay`,
      returnUrl: `${PUBLIC_URL}/#/pages/order/result?orderNo=${order.orderNo}`,
    });
    fake.pay(order.orderNo);

    for (const [field, value] of [['total_amount', '1000.00'], ['passback_params', String(player.id + 1)], ['trade_status', 'TRADE_FINISHED']]) {
      const refused = await notify(tamper(fake.notification(order.orderNo), field, value));
      expect({ status: refused.statusCode, type: refused.headers['content-type'], body: refused.body }).toEqual({ status: 200, type: expect.stringMatching(/^text\/plain/), body: 'fail' });
    }
    expect(await balanceOf(player.id)).toBe(0);

    const genuine = fake.notification(order.orderNo);
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const answer = await notify(genuine);
      expect({ status: answer.statusCode, body: answer.body }).toEqual({ status: 200, body: 'success' });
    }
    expect(await balanceOf(player.id)).toBe(10050);
    const credits = await t.app.db.selectFrom('balanceLog').select(['amount', 'type']).where('refKey', '=', `recharge:${order.orderNo}`).execute();
    expect(credits.map((row) => ({ amount: Number(row.amount), type: Number(row.type) }))).toEqual([{ amount: 10050, type: 0 }]);

    const info = await get(t.app, `/api/app/user/order/info?orderNo=${order.orderNo}`, auth);
    expect(info.body.data).toMatchObject({ orderNo: order.orderNo, status: 'paid', tab: 'completed', amount: 10050 });
    expect(Date.parse(info.body.data.payTime)).toBe(Date.parse(`${trade.gmtPayment!.replace(' ', 'T')}+08:00`));
  });

  it('closes the trade at Alipay when the player cancels', async () => {
    const player = await t.createPlayer({ balance: 0 });
    const auth = { authorization: player.token, language: 'en' };
    await post(t.app, '/api/app/user/responsible/setLimits', { depositDay: null, depositWeek: null, depositMonth: null }, auth);
    const { order, pay } = (await post(t.app, '/api/app/user/order/recharge', { amount: 2000, method: 'alipay' }, auth)).body.data;
    await fake.open(pay.url);
    const cancelled = await post(t.app, '/api/app/user/order/cancel', { orderNo: order.orderNo }, auth);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect(fake.trades.get(order.orderNo)!.status).toBe('TRADE_CLOSED');
    expect((await fake.open(pay.url)).body.sub_code).toBe('ACQ.TRADE_HAS_CLOSE');
  });
});
