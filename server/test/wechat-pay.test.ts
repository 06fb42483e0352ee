// WeChat Pay API v3 provider against a local fake of WeChat Pay: signatures checked both ways, notifications decrypted and
// refused when anything about them is wrong, the query, close and refund answers mapped; and a recharge through the app
// configured for WeChat Pay, paid by the fake's notification.
import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { Aes } from 'wechatpay-axios-plugin';
import { NotificationRejected, ProviderError, type PaymentRequest } from '../src/payments/payment-provider';
import { WechatPayProvider } from '../src/payments/wechat-pay-provider';
import { beijingTime, truncateUtf8 } from '../src/payments/wechat-pay-transaction';
import { startFakeWechatPay, type FakeNotification, type FakeWechatPay } from './support/fake-wechat-pay';
import { balanceOf, notifications, payer } from './support/orders';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';

let sequence = 0;
function paymentRequest(overrides: Partial<Omit<PaymentRequest, 'client'>> & { client?: Partial<PaymentRequest['client']> } = {}): PaymentRequest {
  const { client, ...rest } = overrides;
  return {
    orderNo: `R${Date.now()}${String(++sequence).padStart(6, '0')}`,
    amount: 12_345,
    currency: 'CNY',
    method: 'wechat',
    description: 'Recharge',
    expiresAt: Date.UTC(2030, 0, 31, 12, 15, 30),
    attach: '42',
    returnUrl: 'https://racing.example.com/#/pages/order/result?orderNo=R1',
    notifyUrl: 'https://racing.example.com/api/app/pay/notify/wechat',
    ...rest,
    client: { ip: '::ffff:203.0.113.7', inWeChat: false, language: 'en', ...client },
  };
}

function lastBody(fake: FakeWechatPay): Record<string, unknown> {
  return JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
}

describe('WeChat Pay provider (against a local fake of WeChat Pay)', () => {
  let fake: FakeWechatPay;
  let provider: WechatPayProvider;
  beforeAll(async () => {
    fake = await startFakeWechatPay();
    provider = new WechatPayProvider(fake.config);
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.forgeAnswers = false;
    fake.refundStatus = 'SUCCESS';
    jest.restoreAllMocks();
  });

  describe('createPayment', () => {
    it('outside WeChat opens an H5 order, signed so that WeChat Pay accepts it, and sends the payer to h5_url with the return address', async () => {
      const request = paymentRequest();
      const start = await provider.createPayment(request);

      const sent = fake.requests.at(-1)!;
      expect(sent).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/h5', signed: true });
      expect(lastBody(fake)).toEqual({
        appid: fake.config.appId,
        mchid: fake.config.mchId,
        description: 'Recharge',
        out_trade_no: request.orderNo,
        time_expire: '2030-01-31T20:15:30+08:00',
        attach: '42',
        notify_url: request.notifyUrl,
        amount: { total: 12_345, currency: 'CNY' },
        scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
      });
      expect(start.kind).toBe('redirect');
      const url = start.kind === 'redirect' ? start.url : '';
      expect(url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx\w+&package=\d+&redirect_url=/);
      expect(new URL(url).searchParams.get('redirect_url')).toBe(request.returnUrl);
      expect(fake.orders.get(request.orderNo)).toMatchObject({ tradeType: 'MWEB', tradeState: 'NOTPAY' });
    });

    it('inside WeChat opens a JSAPI order for the payer openid and answers parameters whose paySign verifies with the merchant public key', async () => {
      const request = paymentRequest({ client: { inWeChat: true, openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });
      const before = Math.floor(Date.now() / 1000);
      const start = await provider.createPayment(request);

      expect(fake.requests.at(-1)).toMatchObject({ path: '/v3/pay/transactions/jsapi', signed: true });
      expect(lastBody(fake)).toMatchObject({ out_trade_no: request.orderNo, payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });
      expect(start.kind).toBe('jsapi');
      if (start.kind !== 'jsapi') return;
      const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = start.params;
      expect(appId).toBe(fake.config.appId);
      expect(pkg).toMatch(/^prepay_id=wx\w+$/);
      expect(signType).toBe('RSA');
      expect(Number(timeStamp)).toBeGreaterThanOrEqual(before);
      expect(nonceStr).toMatch(/^\w{32}$/);
      const merchantPublicKey = createPublicKey(fake.config.mchPrivateKey);
      const message = `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;
      expect(createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, paySign, 'base64')).toBe(true);
      // Negative control: the same signature does not cover another prepay id.
      expect(createVerify('RSA-SHA256').update(message.replace('prepay_id=wx', 'prepay_id=wy')).verify(merchantPublicKey, paySign, 'base64')).toBe(false);
    });

    it('cuts a long description to 127 bytes of UTF-8 without splitting a character', async () => {
      const request = paymentRequest({ description: '赛车充值'.repeat(20) });
      await provider.createPayment(request);
      const description = lastBody(fake).description as string;
      expect(Buffer.byteLength(description)).toBe(126);
      expect('赛车充值'.repeat(20).startsWith(description)).toBe(true);
    });

    it('refuses JSAPI without an openid and H5 when the merchant has no H5 product, without calling WeChat Pay', async () => {
      const calls = fake.requests.length;
      await expect(provider.createPayment(paymentRequest({ client: { inWeChat: true } }))).rejects.toThrow(ProviderError);
      const noH5 = new WechatPayProvider({ ...fake.config, h5: false });
      await expect(noH5.createPayment(paymentRequest())).rejects.toThrow(/H5 payment is not enabled/);
      expect(fake.requests.length).toBe(calls);
    });

    it('a request signed with a key WeChat Pay does not know is refused 401 SIGN_ERROR, which reaches the caller as a ProviderError', async () => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const impostor = new WechatPayProvider({ ...fake.config, mchPrivateKey: other });
      const failure = impostor.createPayment(paymentRequest());
      await expect(failure).rejects.toThrow(ProviderError);
      await expect(failure).rejects.toThrow(/HTTP 401 SIGN_ERROR/);
      expect(fake.requests.at(-1)).toMatchObject({ signed: false });
    });

    it('an answer whose signature does not verify with the WeChat Pay public key is a ProviderError, not a payment', async () => {
      fake.forgeAnswers = true;
      await expect(provider.createPayment(paymentRequest())).rejects.toThrow(/EV3_RES_HEADER_SIGNATURE_DIGEST/);
      await expect(provider.createPayment(paymentRequest({ client: { inWeChat: true, openId: 'o1' } }))).rejects.toThrow(ProviderError);
    });

    it('an answer signed under another key id is a ProviderError', async () => {
      const misconfigured = new WechatPayProvider({ ...fake.config, platformSerial: 'PUB_KEY_ID_SOMEONE_ELSE' });
      await expect(misconfigured.createPayment(paymentRequest())).rejects.toThrow(/EV3_RES_HEADER_PLATFORM_SERIAL/);
    });

    it('WeChat Pay refusing the order (an already paid order number) is a ProviderError with its code', async () => {
      const request = paymentRequest();
      await provider.createPayment(request);
      fake.settle(request.orderNo, 'SUCCESS');
      await expect(provider.createPayment(request)).rejects.toThrow(/HTTP 400 ORDERPAID/);
    });

    it('an unreachable WeChat Pay is a ProviderError', async () => {
      const offline = new WechatPayProvider({ ...fake.config, apiBase: 'http://127.0.0.1:1' }, { timeoutMs: 2000 });
      await expect(offline.createPayment(paymentRequest())).rejects.toThrow(ProviderError);
    });
  });

  describe('parseNotification', () => {
    async function paidOrder(): Promise<string> {
      const request = paymentRequest({ amount: 5000, attach: '7' });
      await provider.createPayment(request);
      fake.settle(request.orderNo, 'SUCCESS');
      return request.orderNo;
    }

    it('verifies and decrypts a paid notification into the order state', async () => {
      const orderNo = await paidOrder();
      const { headers, rawBody } = fake.notification(orderNo);
      const state = await provider.parseNotification({ headers, rawBody });
      const order = fake.orders.get(orderNo)!;
      expect(state).toEqual({
        orderNo,
        providerTradeNo: order.transactionId,
        status: 'paid',
        amount: 5000,
        currency: 'CNY',
        attach: '7',
        paidAt: Date.parse(order.successTime!),
      });
      expect(Math.abs(state.paidAt! - Date.now())).toBeLessThan(5000);
    });

    it('reads a closed order as closed', async () => {
      const request = paymentRequest();
      await provider.createPayment(request);
      fake.settle(request.orderNo, 'CLOSED');
      await expect(provider.parseNotification(fake.notification(request.orderNo))).resolves.toMatchObject({ status: 'closed', paidAt: null });
    });

    it('refuses a tampered body before decrypting anything', async () => {
      const decrypt = jest.spyOn(Aes.AesGcm, 'decrypt');
      const { headers, rawBody } = fake.notification(await paidOrder());
      const tampered = rawBody.replace('"event_type":"TRANSACTION.SUCCESS"', '"event_type":"TRANSACTION.SUCCESS" ');
      await expect(provider.parseNotification({ headers, rawBody: tampered })).rejects.toThrow(/signature does not verify/);
      expect(decrypt).not.toHaveBeenCalled();
      // Negative control: the untampered notification does get decrypted.
      await provider.parseNotification({ headers, rawBody });
      expect(decrypt).toHaveBeenCalledTimes(1);
    });

    it('refuses a notification signed by anyone but WeChat Pay', async () => {
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      await expect(provider.parseNotification(fake.notification(await paidOrder(), { signWith: stranger }))).rejects.toThrow(NotificationRejected);
    });

    it('refuses a notification under another Wechatpay-Serial', async () => {
      await expect(provider.parseNotification(fake.notification(await paidOrder(), { serial: 'PUB_KEY_ID_OTHER' }))).rejects.toThrow(/unknown key/);
    });

    it('refuses a notification whose timestamp is more than 5 minutes old (a replay), and accepts one just inside', async () => {
      const orderNo = await paidOrder();
      const now = Math.floor(Date.now() / 1000);
      await expect(provider.parseNotification(fake.notification(orderNo, { timestamp: now - 301 }))).rejects.toThrow(/more than 300 s/);
      await expect(provider.parseNotification(fake.notification(orderNo, { timestamp: now - 290 }))).resolves.toMatchObject({ status: 'paid' });
      // The provider's clock decides: a genuine notification read 10 minutes later is a replay.
      const later = new WechatPayProvider(fake.config, { now: () => Date.now() + 600_000 });
      await expect(later.parseNotification(fake.notification(orderNo))).rejects.toThrow(NotificationRejected);
    });

    it('refuses a resource encrypted under another APIv3 key', async () => {
      const notification = fake.notification(await paidOrder(), { apiV3Key: 'x'.repeat(32) });
      await expect(provider.parseNotification(notification)).rejects.toThrow(/does not decrypt/);
    });

    it('refuses a notification without the signature headers', async () => {
      const { headers, rawBody } = fake.notification(await paidOrder());
      const { 'wechatpay-signature': _dropped, ...unsigned } = headers;
      await expect(provider.parseNotification({ headers: unsigned, rawBody })).rejects.toThrow(/header missing/);
    });
  });

  it('acknowledges a notification the way WeChat Pay expects', () => {
    expect(provider.notificationAck(true)).toEqual({ status: 200, contentType: 'application/json', body: '{"code":"SUCCESS"}' });
    const refusal = provider.notificationAck(false);
    expect(refusal.status).toBe(400);
    expect(JSON.parse(refusal.body)).toMatchObject({ code: 'FAIL', message: expect.any(String) });
  });

  describe('queryOrder, closeOrder and refund', () => {
    it('an order WeChat Pay never heard of is null; an open one pending; a paid one paid', async () => {
      await expect(provider.queryOrder('R0000000000000000000')).resolves.toBeNull();
      const request = paymentRequest({ amount: 800, attach: '9' });
      await provider.createPayment(request);
      await expect(provider.queryOrder(request.orderNo)).resolves.toEqual({
        orderNo: request.orderNo, providerTradeNo: null, status: 'pending', amount: 800, currency: 'CNY', attach: '9', paidAt: null,
      });
      expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/pay/transactions/out-trade-no/${request.orderNo}?mchid=${fake.config.mchId}`, signed: true });
      fake.settle(request.orderNo, 'SUCCESS');
      await expect(provider.queryOrder(request.orderNo)).resolves.toMatchObject({ status: 'paid', providerTradeNo: fake.orders.get(request.orderNo)!.transactionId });
      fake.settle(request.orderNo, 'PAYERROR');
      await expect(provider.queryOrder(request.orderNo)).resolves.toMatchObject({ status: 'failed' });
    });

    it('a forged answer to a query, a "no such order" included, is a ProviderError', async () => {
      fake.forgeAnswers = true;
      await expect(provider.queryOrder('R0000000000000000000')).rejects.toThrow(ProviderError);
    });

    it('closes an open order at WeChat Pay, takes "already closed" as done, and reports a paid one', async () => {
      const request = paymentRequest();
      await provider.createPayment(request);
      await provider.closeOrder(request.orderNo);
      expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v3/pay/transactions/out-trade-no/${request.orderNo}/close`, signed: true });
      expect(lastBody(fake)).toEqual({ mchid: fake.config.mchId });
      await expect(provider.queryOrder(request.orderNo)).resolves.toMatchObject({ status: 'closed' });
      await expect(provider.closeOrder(request.orderNo)).resolves.toBeUndefined();

      const paid = paymentRequest();
      await provider.createPayment(paid);
      fake.settle(paid.orderNo, 'SUCCESS');
      await expect(provider.closeOrder(paid.orderNo)).rejects.toThrow(/ORDERPAID/);
    });

    it('refunds a paid order: SUCCESS and PROCESSING mapped, the order then reads refunded, anything else a ProviderError', async () => {
      const request = paymentRequest({ amount: 3000 });
      await provider.createPayment(request);
      fake.settle(request.orderNo, 'SUCCESS');
      await expect(provider.refund({ orderNo: request.orderNo, refundNo: `F${request.orderNo}1`, amount: 1000, total: 3000, reason: 'operator refund' })).resolves.toEqual({ status: 'success' });
      expect(lastBody(fake)).toEqual({
        out_trade_no: request.orderNo, out_refund_no: `F${request.orderNo}1`, reason: 'operator refund', amount: { refund: 1000, total: 3000, currency: 'CNY' },
      });
      await expect(provider.queryOrder(request.orderNo)).resolves.toMatchObject({ status: 'refunded' });
      fake.refundStatus = 'PROCESSING';
      await expect(provider.refund({ orderNo: request.orderNo, refundNo: `F${request.orderNo}2`, amount: 1000, total: 3000, reason: 'r' })).resolves.toEqual({ status: 'processing' });
      fake.refundStatus = 'ABNORMAL';
      await expect(provider.refund({ orderNo: request.orderNo, refundNo: `F${request.orderNo}3`, amount: 500, total: 3000, reason: 'r' })).rejects.toThrow(/ABNORMAL/);
      await expect(provider.refund({ orderNo: request.orderNo, refundNo: `F${request.orderNo}4`, amount: 5000, total: 3000, reason: 'r' })).rejects.toThrow(/HTTP 400 PARAM_ERROR/);
    });
  });
});

describe('WeChat Pay formats', () => {
  it('writes time_expire in Beijing time, whole seconds', () => {
    expect(beijingTime(Date.UTC(2025, 11, 31, 16, 30, 0, 999))).toBe('2026-01-01T00:30:00+08:00');
  });

  it('cuts by UTF-8 bytes on character boundaries', () => {
    expect(truncateUtf8('abc', 127)).toBe('abc');
    expect(truncateUtf8('充值充值', 7)).toBe('充值');
    expect(truncateUtf8('a🎉b', 4)).toBe('a');
    expect(truncateUtf8('a🎉b', 5)).toBe('a🎉');
  });
});

describe.each(DIALECTS)('WeChat Pay recharge through the app (%s)', (dialect) => {
  const PUBLIC_URL = 'https://racing.example';
  let fake: FakeWechatPay;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeWechatPay();
    t = await startTestApp(dialect, { ...fake.env, PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Delivers a notification the way WeChat Pay posts it, to the path of the notify_url the order was created with. */
  const deliver = async ({ url, headers, rawBody }: FakeNotification) => {
    const response = await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: rawBody });
    return { status: response.statusCode, body: JSON.parse(response.body) as { code: string } };
  };

  it('sends a player outside WeChat to the H5 cashier; the genuine notification credits once, tampered or foreign ones are refused', async () => {
    const who = await payer(t);
    const options = await get(t.app, '/api/app/user/order/options', who.auth);
    expect(options.body.data.methods).toContainEqual({ method: 'wechat', sandbox: false, h5: true, jsapi: true });

    const started = await post(t.app, '/api/app/user/order/recharge', { amount: 10_050, method: 'wechat' }, who.auth);
    expect(started.body.code).toBe(1000);
    const { order, pay } = started.body.data;
    expect(order).toMatchObject({ kind: 'recharge', status: 'pending', amount: 10_050, method: 'wechat', sandbox: false });
    expect(pay.kind).toBe('redirect');
    expect(pay.url.startsWith('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=')).toBe(true);
    expect(new URL(pay.url).searchParams.get('redirect_url')).toBe(`${PUBLIC_URL}/#/pages/order/result?orderNo=${order.orderNo}`);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v3/pay/transactions/h5', signed: true });
    expect(fake.orders.get(order.orderNo)!.body).toMatchObject({
      attach: String(who.id),
      notify_url: `${PUBLIC_URL}/api/app/pay/notify/wechat`,
      amount: { total: 10_050, currency: 'CNY' },
    });
    fake.settle(order.orderNo, 'SUCCESS');

    const genuine = fake.notification(order.orderNo);
    const tampered = { ...genuine, rawBody: genuine.rawBody.replace('"resource_type"', ' "resource_type"') };
    expect(await deliver(tampered)).toEqual({ status: 400, body: { code: 'FAIL', message: expect.any(String) } });
    expect(await deliver(fake.notification(order.orderNo, { serial: 'PUB_KEY_ID_OTHER' }))).toMatchObject({ status: 400 });
    // Genuinely WeChat Pay's, but carrying another player: refused by the order service, not by the signature.
    const attach = fake.orders.get(order.orderNo)!.body.attach;
    fake.orders.get(order.orderNo)!.body.attach = String(who.id + 1);
    expect(await deliver(fake.notification(order.orderNo))).toMatchObject({ status: 400, body: { code: 'FAIL' } });
    fake.orders.get(order.orderNo)!.body.attach = attach;
    expect(await balanceOf(t.app, who.id)).toBe(0);
    expect((await notifications(t.app, order.orderNo)).map((row) => row.outcome)).toEqual(['refused']);

    for (let delivery = 0; delivery < 3; delivery += 1) expect(await deliver(genuine)).toEqual({ status: 200, body: { code: 'SUCCESS' } });
    expect(await balanceOf(t.app, who.id)).toBe(10_050);
    const credits = await t.app.db.selectFrom('balanceLog').select(['amount', 'type']).where('refKey', '=', `recharge:${order.orderNo}`).execute();
    expect(credits.map((row) => ({ amount: Number(row.amount), type: Number(row.type) }))).toEqual([{ amount: 10_050, type: 0 }]);
    const info = await get(t.app, `/api/app/user/order/info?orderNo=${order.orderNo}`, who.auth);
    expect(info.body.data).toMatchObject({ status: 'paid', tab: 'completed', amount: 10_050 });
    expect(Date.parse(info.body.data.payTime)).toBe(Date.parse(fake.orders.get(order.orderNo)!.successTime!));
  });

  it('closes the order at WeChat Pay when the player cancels it', async () => {
    const who = await payer(t);
    const { order } = (await post(t.app, '/api/app/user/order/recharge', { amount: 2_000, method: 'wechat' }, who.auth)).body.data;
    const cancelled = await post(t.app, '/api/app/user/order/cancel', { orderNo: order.orderNo }, who.auth);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect(fake.orders.get(order.orderNo)!.tradeState).toBe('CLOSED');
  });
});
