// Captchas (single use, expiring, few tries) and SMS codes (hashed, 5 minutes, 5 tries, one a minute, daily caps).
import { PNG } from 'pngjs';
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { solveCaptcha, smsCodeFor, skipSmsCooldown } from './support/accounts';

const decodePng = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

describe.each(DIALECTS)('captcha and SMS codes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { SMS_DAILY_LIMIT_PER_PHONE: '3', SMS_DAILY_LIMIT_PER_IP: '6' });
  });
  afterAll(() => t.close());

  const sendSms = (body: object, remoteAddress = '127.0.0.1', language = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/app/user/login/smsCode', payload: body, headers: { language }, remoteAddress }).then((r) => r.json());

  it('renders a slider puzzle as real PNG images without the answer in them', async () => {
    const res = await get(t.app, '/api/app/user/login/captcha?type=slide');
    const data = res.body.data;
    expect(data).toMatchObject({ type: 'slide', width: 300, height: 160, pieceSize: 60 });
    expect(decodePng(data.background)).toMatchObject({ width: 300, height: 160 });
    expect(decodePng(data.piece)).toMatchObject({ width: 60, height: 60 });
    expect(Object.keys(data).sort()).toEqual(['background', 'captchaId', 'height', 'piece', 'pieceSize', 'pieceY', 'type', 'width']);
  });

  it('renders a round picture to rotate', async () => {
    const res = await get(t.app, '/api/app/user/login/captcha?type=rotate');
    expect(res.body.data).toMatchObject({ type: 'rotate', size: 200 });
    expect(decodePng(res.body.data.image)).toMatchObject({ width: 200, height: 200 });
  });

  it('accepts an answer within tolerance exactly once', async () => {
    const { captchaId, answer } = await solveCaptcha(t.app, 'slide');
    expect(await t.app.accounts.captcha.verify(captchaId, answer + 4)).toBe(true);
    expect(await t.app.accounts.captcha.verify(captchaId, answer)).toBe(false);
  });

  it('checks the rotation on the circle', async () => {
    const { captchaId, answer } = await solveCaptcha(t.app, 'rotate');
    expect(await t.app.accounts.captcha.verify(captchaId, answer + 360 - 8)).toBe(true);
  });

  it('fails a captcha for good after three wrong tries', async () => {
    const { captchaId, answer } = await solveCaptcha(t.app, 'slide');
    for (let i = 0; i < 3; i++) expect(await t.app.accounts.captcha.verify(captchaId, answer + 50)).toBe(false);
    expect(await t.app.accounts.captcha.verify(captchaId, answer)).toBe(false);
  });

  it('fails an expired captcha', async () => {
    const { captchaId, answer } = await solveCaptcha(t.app, 'rotate');
    await t.app.db.updateTable('captchaChallenge').set({ expiresAt: Date.now() - 1 }).where('id', '=', captchaId).execute();
    expect(await t.app.accounts.captcha.verify(captchaId, answer)).toBe(false);
  });

  it('lets only one of two racing requests use a captcha', async () => {
    const { captchaId, answer } = await solveCaptcha(t.app);
    const results = await Promise.all([t.app.accounts.captcha.verify(captchaId, answer), t.app.accounts.captcha.verify(captchaId, answer)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('asks for the captcha before sending a code, and validates the phone with the spec messages', async () => {
    const { captchaId, answer } = await solveCaptcha(t.app);
    expect(await sendSms({ phone: '13800138000', captchaId, code: answer + 40 })).toEqual({ code: 1001, message: 'The security check was not passed, please try again', data: null });
    const fresh = await solveCaptcha(t.app);
    expect(await sendSms({ captchaId: fresh.captchaId, code: fresh.answer }, '127.0.0.1', 'zh-cn')).toEqual({ code: 1002, message: '请填写手机号', data: null });
    expect(await sendSms({ phone: '12345', captchaId: fresh.captchaId, code: fresh.answer })).toEqual({
      code: 1002,
      message: 'Please fill in the correct mobile phone number format',
      data: null,
    });
  });

  it('sends a six-digit code, stores only its hash, and refuses another within a minute', async () => {
    const code = await smsCodeFor(t.app, '13800138001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.app.db.selectFrom('smsCode').selectAll().where('phone', '=', '+8613800138001').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    const { captchaId, answer } = await solveCaptcha(t.app);
    const again = await sendSms({ phone: '13800138001', captchaId, code: answer });
    expect(again.code).toBe(1003);
    expect(again.message).toMatch(/^Too many requests: please wait \d+s/);
  });

  it('sends at most one code a minute to a phone, however many requests race', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { captchaId, answer } = await solveCaptcha(t.app);
        return sendSms({ phone: '13800138009', captchaId, code: answer });
      }),
    );
    expect(attempts.filter((r) => r.code === 1000)).toHaveLength(1);
    expect(attempts.filter((r) => r.code === 1003)).toHaveLength(4);
  });

  it('caps codes per phone per day and per address per day', async () => {
    for (let i = 0; i < 3; i++) {
      await skipSmsCooldown(t.app);
      await smsCodeFor(t.app, '13800138002', '10.0.0.1');
    }
    await skipSmsCooldown(t.app);
    const { captchaId, answer } = await solveCaptcha(t.app);
    const capped = await sendSms({ phone: '13800138002', captchaId, code: answer }, '10.0.0.2', 'fr');
    expect(capped.code).toBe(1003);
    expect(capped.message).toContain('limite quotidienne');

    for (let i = 0; i < 3; i++) await smsCodeFor(t.app, `1390013900${i}`, '10.0.0.1');
    const next = await solveCaptcha(t.app);
    expect((await sendSms({ phone: '13900139009', captchaId: next.captchaId, code: next.answer }, '10.0.0.1')).code).toBe(1003);
  });

  it('accepts a code once, and never after 5 wrong tries or after 5 minutes', async () => {
    const phone = '+8613800138003';
    let code = await smsCodeFor(t.app, phone);
    expect(await t.app.accounts.sms.consume(phone, code)).toBe(true);
    expect(await t.app.accounts.sms.consume(phone, code)).toBe(false);

    await skipSmsCooldown(t.app);
    code = await smsCodeFor(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await t.app.accounts.sms.consume(phone, wrong)).toBe(false);
    expect(await t.app.accounts.sms.consume(phone, code)).toBe(false);

    await skipSmsCooldown(t.app);
    code = await smsCodeFor(t.app, phone);
    await t.app.db.updateTable('smsCode').set({ expiresAt: Date.now() - 1 }).where('phone', '=', phone).execute();
    expect(await t.app.accounts.sms.consume(phone, code)).toBe(false);
  });

  it('reads the outbox only for a phone that was sent a code', async () => {
    const res = await get(t.app, '/api/dev/sms?phone=13700000000', { language: 'en' });
    expect(res.body).toEqual({ code: 1001, message: 'Record not found', data: null });
    const bad = await post(t.app, '/api/app/user/login/phone', { phone: '13700000000', smsCode: '' }, { language: 'es' });
    expect(bad.body).toEqual({ code: 1002, message: 'Introduzca el código de verificación', data: null });
  });
});

describe('development endpoints in production', () => {
  it('are absent (404), and a code is never kept readable', async () => {
    const t = await startTestApp('sqlite', { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'r'.repeat(40), PHONE_HASH_SECRET: 'p'.repeat(40), SANDBOX_PAY_SECRET: 's'.repeat(40) });
    try {
      const sms = await get(t.app, '/api/dev/sms?phone=13800138000');
      expect(sms.status).toBe(404);
      const captcha = await get(t.app, '/api/dev/captcha?captchaId=x');
      expect(captcha.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
