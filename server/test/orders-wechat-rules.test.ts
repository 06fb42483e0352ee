// WeChat Pay's rules when it serves the wechat method: inside WeChat it pays through JSAPI with the player's openid (a
// WeChat login through the official account), outside it only when the merchant has H5; otherwise "Please open in WeChat
// browser". The provider is a recording stand-in here: its own signatures are tested against a fake WeChat Pay elsewhere.
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';
import { payer } from './support/orders';
import { BusinessError } from '../src/http/app-error';
import { translate } from '../src/i18n/messages';
import { OrderService, type PayClient } from '../src/payments/order-service';
import { PaymentRegistry } from '../src/payments/payment-registry';
import { type PaymentProvider, type PaymentRequest } from '../src/payments/payment-provider';
import { silentPublisher } from '../src/realtime/realtime-events';

const JSAPI = { appId: 'wx-app', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA' as const, paySign: 'sig' };

function recordingWechat(requests: PaymentRequest[]): PaymentProvider {
  return {
    name: 'wechat',
    real: true,
    async createPayment(request) {
      requests.push(request);
      return request.client.inWeChat ? { kind: 'jsapi', params: JSAPI } : { kind: 'redirect', url: 'https://wx.example/h5' };
    },
    parseNotification: () => Promise.reject(new Error('not used')),
    notificationAck: (accepted) => ({ status: accepted ? 200 : 500, contentType: 'application/json', body: '' }),
    queryOrder: async () => null,
    closeOrder: async () => undefined,
    refund: async () => ({ status: 'success' }),
  };
}

describe.each(DIALECTS)('WeChat Pay rules (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  function service(h5: boolean, requests: PaymentRequest[]) {
    const registry = new PaymentRegistry({ sandbox: t.app.payments.sandbox, wechat: recordingWechat(requests), wechatH5: h5 });
    return new OrderService({ db: t.app.db, dialect: t.app.dialect, registry, config: t.config.payments, realtime: () => silentPublisher, notifications: () => t.app.notifications, log: t.app.log, now: Date.now });
  }
  const client = (inWeChat: boolean): PayClient => ({ ip: '203.0.113.9', inWeChat, language: 'en' });
  const refusal = async (work: Promise<unknown>) => {
    try {
      await work;
      return null;
    } catch (error) {
      if (error instanceof BusinessError) return translate(error.messageKey, 'en');
      throw error;
    }
  };

  it('says "Please open in WeChat browser" outside WeChat when the merchant has no H5, and pays by redirect when it has', async () => {
    const who = await payer(t);
    const requests: PaymentRequest[] = [];
    expect(await refusal(service(false, requests).createRecharge(who.id, { amount: 1_000, method: 'wechat' }, client(false)))).toBe('Please open in WeChat browser');
    expect(requests).toEqual([]);
    const h5 = await service(true, requests).createRecharge(who.id, { amount: 1_000, method: 'wechat' }, client(false));
    expect(h5.pay).toEqual({ kind: 'redirect', url: 'https://wx.example/h5' });
    expect(h5.order).toMatchObject({ method: 'wechat', sandbox: false });
    expect(requests[0]).toMatchObject({ method: 'wechat', attach: String(who.id), client: { ip: '203.0.113.9', inWeChat: false }, notifyUrl: '/api/app/pay/notify/wechat' });
    expect(requests[0].client.openId).toBeUndefined();
    // Alipay stays on the sandbox.
    expect((await service(false, requests).createRecharge(who.id, { amount: 1_000, method: 'alipay' }, client(false))).order.sandbox).toBe(true);
  });

  it("inside WeChat needs the player's openid from a WeChat login, and passes it to JSAPI", async () => {
    const who = await payer(t);
    const requests: PaymentRequest[] = [];
    expect(await refusal(service(false, requests).createRecharge(who.id, { amount: 1_000, method: 'wechat' }, client(true)))).toBe('To pay inside WeChat, please log in with WeChat first');
    // A mini-program login is another app id: it does not count.
    await t.app.db.insertInto('userWechat').values({ userId: who.id, app: 'mini', openid: 'o-mini', unionid: null, createdAt: Date.now() }).execute();
    expect(await refusal(service(false, requests).createRecharge(who.id, { amount: 1_000, method: 'wechat' }, client(true)))).toBe('To pay inside WeChat, please log in with WeChat first');
    await t.app.db.insertInto('userWechat').values({ userId: who.id, app: 'mp', openid: 'o-mp-player', unionid: null, createdAt: Date.now() }).execute();
    const paying = await service(false, requests).createRecharge(who.id, { amount: 1_000, method: 'wechat' }, client(true));
    expect(paying.pay).toEqual({ kind: 'jsapi', params: JSAPI });
    expect(requests.at(-1)?.client).toEqual({ ip: '203.0.113.9', inWeChat: true, openId: 'o-mp-player', language: 'en' });
    // Paying again applies the same rules.
    expect(await refusal(service(false, requests).payAgain(who.id, paying.order.orderNo, client(false)))).toBe('Please open in WeChat browser');
    expect((await service(false, requests).payAgain(who.id, paying.order.orderNo, client(true))).pay.kind).toBe('jsapi');
  });
});
