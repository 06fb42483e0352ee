// The sandbox cashier over HTTP: the page in the payer's language (amount, method, order, Pay / Cancel / Make it fail,
// tester options), escaped, scriptless under its own policy; the decision taken once and answered with a redirect back;
// expired and unknown payments; and every bad form answered 4xx in HTML, never 500.
import crypto from 'node:crypto';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';
import { type PaymentRequest } from '../src/payments/payment-provider';
import { balanceOf, decide as decideAndSettle, notifications, openRecharge, orderInfo, payer } from './support/orders';

const CHECKOUT = '/api/app/pay/sandbox/checkout';
const DECIDE = '/api/app/pay/sandbox/decide';

describe.each(DIALECTS)('sandbox cashier (%s)', (dialect) => {
  let t: TestApp;
  let orders = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  async function open(overrides: Partial<PaymentRequest> = {}) {
    const orderNo = `R${Date.now()}${String(++orders).padStart(6, '0')}`;
    const request: PaymentRequest = {
      orderNo,
      amount: 123_456,
      currency: 'CNY',
      method: 'wechat',
      description: 'Recharge ¥1,234.56 (play money)',
      expiresAt: Date.now() + 30 * 60_000,
      attach: '1',
      returnUrl: `/#/pages/order/result?orderNo=${orderNo}`,
      notifyUrl: 'http://localhost/api/app/pay/notify/sandbox',
      client: { ip: '127.0.0.1', inWeChat: false, language: 'en' },
      ...overrides,
    };
    const start = await t.app.payments.sandbox.createPayment(request);
    if (start.kind !== 'redirect') throw new Error('the sandbox always redirects');
    const tradeNo = new URL(start.url, 'http://x').searchParams.get('tradeNo')!;
    return { request, url: start.url, tradeNo };
  }

  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const decide = (form: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: DECIDE, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
  const status = async (tradeNo: string) => (await t.app.payments.sandbox.gateway.payment(tradeNo))?.status;

  it('shows the payment in English when asked: banner, method, amount, order number, the three choices and the tester options', async () => {
    const { url, request } = await open();
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Sandbox — no real money moves');
    expect(html).toContain('WeChat Pay');
    expect(html).toContain('¥1,234.56');
    expect(html).toContain(request.orderNo);
    for (const [outcome, label] of [['pay', 'Pay'], ['cancel', 'Cancel'], ['fail', 'Make it fail']]) {
      expect(html).toMatch(new RegExp(`<button type="submit" name="outcome" value="${outcome}"[^>]*>${label}</button>`));
    }
    expect(html).toContain('<form method="post" action="decide">');
    expect(html).toMatch(/<details>\s*<summary>Tester options<\/summary>/);
    expect(html).toContain('name="repeat" min="0" max="3"');
    expect(html).toContain('name="lateSeconds" min="0" max="120"');
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('speaks Simplified Chinese by default and writes the amount as each language does', async () => {
    const { url, request } = await open({ method: 'alipay' });
    const tradeNo = new URL(url, 'http://x').searchParams.get('tradeNo')!;
    const chinese = (await page(`${CHECKOUT}?tradeNo=${tradeNo}`)).body;
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain('沙盒环境：不会产生真实付款');
    expect(chinese).toContain('支付宝');
    expect(chinese).toContain('¥1,234.56');
    expect(chinese).toContain('确认支付');
    expect(chinese).toContain(request.orderNo);
    expect((await page(`${CHECKOUT}?tradeNo=${tradeNo}&lang=fr`)).body).toContain('1\u202f234,56\u00a0¥');
    expect((await page(`${CHECKOUT}?tradeNo=${tradeNo}&lang=zh-tw`)).body).toContain('支付寶');
    // Not one of ours: the default, not an error.
    expect((await page(`${CHECKOUT}?tradeNo=${tradeNo}&lang=de`)).body).toContain('<html lang="zh-CN">');
  });

  it('runs no script and allows its one stylesheet by hash', async () => {
    const { url } = await open();
    const response = await page(url);
    const policy = String(response.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1];
    const hash = crypto.createHash('sha256').update(style, 'utf8').digest('base64');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/unsafe-inline|script-src/);
  });

  it('escapes whatever it prints', async () => {
    const { url, tradeNo } = await open({
      description: `<script>alert("x")</script> & 'quoted'`,
      returnUrl: '/#/pages/order/result?orderNo="><img src=x onerror=alert(1)>',
    });
    const html = (await page(url)).body;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;');
    expect(html).not.toContain('<script>');
    await decide({ tradeNo, outcome: 'cancel' });
    const decided = (await page(url)).body;
    expect(decided).toContain('href="/#/pages/order/result?orderNo=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(decided).not.toContain('<img');
  });

  it('takes the decision and sends the payer back to the return address', async () => {
    const { tradeNo, request } = await open();
    const response = await decide({ tradeNo, outcome: 'pay', repeat: '0', lateSeconds: '0', lang: 'en' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(request.returnUrl);
    expect(await status(tradeNo)).toBe('paid');
  });

  it('changes nothing on a second decision and says what happened already, with the way back', async () => {
    const { tradeNo, url, request } = await open();
    expect((await decide({ tradeNo, outcome: 'fail' })).statusCode).toBe(303);
    const second = await decide({ tradeNo, outcome: 'pay', lang: 'en' });
    expect(second.statusCode).toBe(409);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.body).toContain('This payment had already been dealt with; nothing was changed.');
    expect(second.body).toContain('Payment failed');
    expect(second.body).toContain(`<a class="back" href="${request.returnUrl}">Back to the merchant</a>`);
    expect(await status(tradeNo)).toBe('failed');
    // Its page now shows the state, without the choices.
    const shown = (await page(url)).body;
    expect(shown).toContain('Payment failed');
    expect(shown).not.toContain('<form');
  });

  it('answers a second decision in the payment\'s own language when the form names none', async () => {
    const { tradeNo } = await open({ client: { ip: '::1', inWeChat: false, language: 'es' } });
    await decide({ tradeNo, outcome: 'cancel' });
    const second = await decide({ tradeNo, outcome: 'pay' });
    expect(second.body).toContain('El pago se ha cancelado');
  });

  it('shows an expired payment as such, without the choices, and refuses to decide it', async () => {
    const { tradeNo, url } = await open({ expiresAt: Date.now() - 1 });
    const shown = (await page(url)).body;
    expect(shown).toContain('This payment has expired and can no longer be paid');
    expect(shown).not.toContain('<form');
    expect(shown).toContain('Back to the merchant');
    const refused = await decide({ tradeNo, outcome: 'pay', lang: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(await status(tradeNo)).toBe('open');
  });

  it('answers an unknown payment with a 404 page in the language', async () => {
    const english = await page(`${CHECKOUT}?tradeNo=SBX000000000000000000000000&lang=en`);
    expect(english.statusCode).toBe(404);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.body).toContain('This sandbox payment does not exist');
    expect((await page(`${CHECKOUT}?tradeNo=SBX000000000000000000000000`)).body).toContain('找不到这笔沙盒支付');
    const decided = await decide({ tradeNo: 'SBX000000000000000000000000', outcome: 'pay', lang: 'en' });
    expect(decided.statusCode).toBe(404);
    expect(decided.body).toContain('This sandbox payment does not exist');
  });

  it('answers a missing or malformed payment number on the page with 400', async () => {
    for (const url of [CHECKOUT, `${CHECKOUT}?tradeNo=&lang=en`, `${CHECKOUT}?tradeNo=a%20b&lang=en`, `${CHECKOUT}?tradeNo=${'A'.repeat(65)}&lang=en`]) {
      const response = await page(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ url, status: 400, type: 'text/html; charset=utf-8' });
    }
    expect((await page(`${CHECKOUT}?tradeNo=a%20b&lang=en`)).body).toContain('The payment number is missing or not valid');
  });

  it.each([
    [{ outcome: 'steal' }, 'Choose Pay, Cancel or Make it fail'],
    [{ outcome: '' }, 'Choose Pay, Cancel or Make it fail'],
    [{ outcome: 'pay', repeat: '4' }, 'Extra deliveries must be a whole number from 0 to 3'],
    [{ outcome: 'pay', repeat: '-1' }, 'Extra deliveries must be a whole number from 0 to 3'],
    [{ outcome: 'pay', repeat: '1.5' }, 'Extra deliveries must be a whole number from 0 to 3'],
    [{ outcome: 'pay', lateSeconds: 'soon' }, 'The delay must be a whole number of seconds from 0 to 120'],
    [{ outcome: 'pay', lateSeconds: '121' }, 'The delay must be a whole number of seconds from 0 to 120'],
    [{ outcome: 'pay', lateSeconds: '1e2' }, 'The delay must be a whole number of seconds from 0 to 120'],
  ])('refuses the form %j with 400 and its reason, deciding nothing', async (fields, reason) => {
    const { tradeNo } = await open();
    const response = await decide({ tradeNo, lang: 'en', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(reason);
    expect(await status(tradeNo)).toBe('open');
  });

  it('refuses a form without a payment number, a too long field, JSON of the wrong shape and another content type with 4xx HTML', async () => {
    const answers = [
      await decide({ outcome: 'pay', lang: 'en' }),
      await decide({ tradeNo: 'x'.repeat(65), outcome: 'pay', lang: 'en' }),
      await t.app.inject({ method: 'POST', url: DECIDE, payload: { tradeNo: 'SBX1', outcome: 'pay', repeat: 2 } }),
      await t.app.inject({ method: 'POST', url: DECIDE, headers: { 'content-type': 'text/plain' }, payload: 'tradeNo=SBX1&outcome=pay' }),
      await t.app.inject({ method: 'POST', url: DECIDE, headers: { 'content-type': 'application/xml' }, payload: '<decide/>' }),
      await t.app.inject({ method: 'POST', url: DECIDE, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '%zz=%&&=' }),
    ];
    expect(answers.map((a) => [a.statusCode, a.headers['content-type']])).toEqual([
      [400, 'text/html; charset=utf-8'],
      [400, 'text/html; charset=utf-8'],
      [400, 'text/html; charset=utf-8'],
      [400, 'text/html; charset=utf-8'],
      [415, 'text/html; charset=utf-8'],
      [400, 'text/html; charset=utf-8'],
    ]);
    expect(answers[0].body).toContain('The payment number is missing or not valid');
  });

  it('writes a refusal in the form\'s language', async () => {
    const { tradeNo } = await open();
    const response = await decide({ tradeNo, outcome: 'pay', repeat: '9', lang: 'fr' });
    expect(response.body).toContain('Les envois supplémentaires doivent être un nombre entier de 0 à 3');
    expect(response.body).toContain('<html lang="fr-FR">');
  });

  describe('through a recharge order', () => {
    it('pays the order from its cashier page, the notification delivered three extra times and credited once', async () => {
      const who = await payer(t, { language: 'en' });
      const { orderNo, tradeNo, url } = await openRecharge(t, who, 5_000, 'wechat');
      expect(url).toBe(`${CHECKOUT}?tradeNo=${tradeNo}&lang=en`);
      const shown = (await page(url)).body;
      expect(shown).toContain('¥50.00');
      expect(shown).toContain(orderNo);
      expect(shown).toContain('WeChat Pay');

      const response = await decideAndSettle(t.app, tradeNo, 'pay', { repeat: '3' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/#/pages/order/result?orderNo=${orderNo}`);
      expect((await orderInfo(t, who, orderNo)).data.status).toBe('paid');
      expect(await balanceOf(t.app, who.id)).toBe(5_000);
      expect((await notifications(t.app, orderNo)).map((n) => n.outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate']);
    });

    it.each([
      ['cancel', 'cancelled'],
      ['fail', 'failed'],
    ] as const)('%s on the cashier page leaves the order %s and the balance as it was', async (outcome, orderStatus) => {
      const who = await payer(t);
      const { orderNo, tradeNo } = await openRecharge(t, who, 2_000);
      expect((await decideAndSettle(t.app, tradeNo, outcome)).statusCode).toBe(303);
      expect((await orderInfo(t, who, orderNo)).data.status).toBe(orderStatus);
      expect(await balanceOf(t.app, who.id)).toBe(0);
    });

    it('delivers the notification late when the tester asks: the order is still pending on return, paid a second later', async () => {
      const who = await payer(t);
      const { orderNo, tradeNo } = await openRecharge(t, who, 3_000);
      const decidedAt = Date.now();
      expect((await decideAndSettle(t.app, tradeNo, 'pay', { lateSeconds: '1' })).statusCode).toBe(303);
      expect(await notifications(t.app, orderNo)).toEqual([]);
      expect(await balanceOf(t.app, who.id)).toBe(0);
      while ((await notifications(t.app, orderNo)).length === 0) {
        expect(Date.now() - decidedAt).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(Date.now() - decidedAt).toBeGreaterThanOrEqual(1_000);
      await t.app.payments.sandbox.gateway.settled();
      expect(await balanceOf(t.app, who.id)).toBe(3_000);
      expect((await orderInfo(t, who, orderNo)).data.status).toBe('paid');
    });
  });
});
