// Logins: SMS code (registering on first use), registration with age confirmation, passwords (argon2id, throttled), refresh rotation.
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { registerPlayer, smsCodeFor, skipSmsCooldown, solveCaptcha } from './support/accounts';

describe.each(DIALECTS)('logins and tokens (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { LOGIN_MAX_FAILURES_PER_PHONE: '3', LOGIN_MAX_FAILURES_PER_IP: '8' });
  });
  afterAll(() => t.close());

  const person = (token: string) => get(t.app, '/api/app/user/info/person', { authorization: token });

  it('registers a phone on its first SMS login, with the welcome credit as an adjustment row', async () => {
    const smsCode = await smsCodeFor(t.app, '13800138100');
    const res = await post(t.app, '/api/app/user/login/phone', { phone: '138 0013 8100', smsCode }, { language: 'zh-cn' });
    expect(res.body.code).toBe(1000);
    expect(res.body.data).toMatchObject({ expire: 7200, refreshExpire: 2592000 });
    const me = await person(res.body.data.token);
    // No nickname chosen: the default one is written in the reader's language, not stored in the language of the sign-up.
    expect(me.body.data).toMatchObject({ nickName: 'Player 8100', phone: '138****8100', currentBalance: 100000, hasPassword: false });
    expect((await get(t.app, '/api/app/user/info/person', { authorization: res.body.data.token, language: 'zh-cn' })).body.data.nickName).toBe('玩家8100');
    const log = await t.app.db.selectFrom('balanceLog').selectAll().where('userId', '=', me.body.data.id).execute();
    // The remark is a key, written in the reader's language when read (ledger-remark.ts), not English stored for everyone.
    expect(log).toEqual([expect.objectContaining({ type: 3, amount: 100000, balanceAfter: 100000, refKey: `welcome:${me.body.data.id}`, remark: 'welcomeCredit' })]);

    await skipSmsCooldown(t.app);
    const again = await post(t.app, '/api/app/user/login/phone', { phone: '+8613800138100', smsCode: await smsCodeFor(t.app, '13800138100') });
    expect((await person(again.body.data.token)).body.data.id).toBe(me.body.data.id);
  });

  it('refuses a wrong SMS code', async () => {
    await smsCodeFor(t.app, '13800138101');
    const res = await post(t.app, '/api/app/user/login/phone', { phone: '13800138101', smsCode: '12345x' }, { language: 'en' });
    expect(res.body).toEqual({ code: 1001, message: 'The verification code is wrong or has expired', data: null });
  });

  it('registers only a player who confirms being 18 or over, with a password of at least 8 characters', async () => {
    const smsCode = await smsCodeFor(t.app, '13800138102');
    const minor = await post(t.app, '/api/app/user/login/register', { phone: '13800138102', smsCode, password: 'long enough', ageConfirmed: false }, { language: 'en' });
    expect(minor.body).toEqual({ code: 1002, message: 'Please confirm that you are 18 or over', data: null });
    const short = await post(t.app, '/api/app/user/login/register', { phone: '13800138102', smsCode, password: 'short', ageConfirmed: true }, { language: 'en' });
    expect(short.body).toEqual({ code: 1002, message: 'The password must be at least 8 characters', data: null });
    const blank = await post(t.app, '/api/app/user/login/register', { phone: '13800138102', smsCode, password: ' '.repeat(8), ageConfirmed: true }, { language: 'fr' });
    expect(blank.body).toEqual({ code: 1002, message: 'Le mot de passe ne peut pas contenir que des espaces', data: null });
    const ok = await post(t.app, '/api/app/user/login/register', { phone: '13800138102', smsCode, password: 'long enough', ageConfirmed: true });
    expect(ok.body.code).toBe(1000);
    const row = await t.app.db.selectFrom('appUser').select('passwordHash').where('phone', '=', '+8613800138102').executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    await skipSmsCooldown(t.app);
    const twice = await post(t.app, '/api/app/user/login/register', { phone: '13800138102', smsCode: await smsCodeFor(t.app, '13800138102'), password: 'long enough', ageConfirmed: true }, { language: 'en' });
    expect(twice.body).toEqual({ code: 1001, message: 'This mobile number is already registered, please log in', data: null });
  });

  it('logs in with the password and refuses a wrong one with the same message as an unknown phone', async () => {
    await registerPlayer(t.app, '13800138103', 'my password 1');
    const ok = await post(t.app, '/api/app/user/login/password', { phone: '13800138103', password: 'my password 1' });
    expect(ok.body.code).toBe(1000);
    const wrong = await post(t.app, '/api/app/user/login/password', { phone: '13800138103', password: 'nope nope' }, { language: 'en' });
    const unknown = await post(t.app, '/api/app/user/login/password', { phone: '13800138199', password: 'nope nope' }, { language: 'en' });
    expect(wrong.body).toEqual({ code: 1001, message: 'Wrong mobile number or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('throttles failed logins per phone, even against the right password', async () => {
    await registerPlayer(t.app, '13800138104', 'right password');
    for (let i = 0; i < 3; i++) await post(t.app, '/api/app/user/login/password', { phone: '13800138104', password: 'wrong password' });
    const locked = await post(t.app, '/api/app/user/login/password', { phone: '13800138104', password: 'right password' }, { language: 'en' });
    expect(locked.body).toEqual({ code: 1003, message: 'Too many failed logins, please try again in 15 minutes', data: null });
    await t.app.db.updateTable('loginFailureCounter').set({ windowStartedAt: Date.now() - 16 * 60_000 }).where('scope', '=', 'phone:+8613800138104').execute();
    const later = await post(t.app, '/api/app/user/login/password', { phone: '13800138104', password: 'right password' });
    expect(later.body.code).toBe(1000);
  });

  it('throttles failed logins per address across phones', async () => {
    const tryFrom = (phone: string) =>
      t.app.inject({ method: 'POST', url: '/api/app/user/login/password', payload: { phone, password: 'guessing' }, remoteAddress: '10.9.9.9' }).then((r) => r.json());
    for (let i = 0; i < 8; i++) await tryFrom(`1380013820${i}`);
    expect((await tryFrom('13800138209')).code).toBe(1003);
  });

  it('checks no more wrong passwords for a phone than its limit, even when they arrive all at once', async () => {
    await registerPlayer(t.app, '13800138109', 'right password');
    const checks = jest.spyOn(t.app.accounts.service, 'verifyPassword');
    try {
      // Each from its own address: only the phone's count can stop them.
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          t.app.inject({ method: 'POST', url: '/api/app/user/login/password', payload: { phone: '13800138109', password: `wrong guess ${i}` }, remoteAddress: `10.8.0.${i + 1}` }).then((r) => r.json().code),
        ),
      );
      expect(checks).toHaveBeenCalledTimes(3);
      expect(answers.filter((code) => code === 1001)).toHaveLength(3);
      expect(answers.filter((code) => code === 1003)).toHaveLength(12);
    } finally {
      checks.mockRestore();
    }
  });

  it('lets a player behind an address full of failures log in with a solved captcha, never refusing them outright', async () => {
    await registerPlayer(t.app, '13800138110', 'office password');
    const fromOffice = (payload: object, language = 'en') =>
      t.app.inject({ method: 'POST', url: '/api/app/user/login/password', payload, headers: { language }, remoteAddress: '10.9.9.10' }).then((r) => r.json());
    for (let i = 0; i < 8; i++) await fromOffice({ phone: `1380013821${i}`, password: 'guessing' });

    expect(await fromOffice({ phone: '13800138110', password: 'office password' }, 'fr')).toEqual({
      code: 1003,
      message: 'Trop de connexions échouées depuis ce réseau : veuillez effectuer la vérification de sécurité pour vous connecter',
      data: { captchaRequired: true },
    });
    const wrong = await solveCaptcha(t.app);
    expect(await fromOffice({ phone: '13800138110', password: 'office password', captchaId: wrong.captchaId, captchaCode: wrong.answer + 100 })).toEqual({
      code: 1003,
      message: 'The security check was not passed, please try again',
      data: { captchaRequired: true },
    });
    const solved = await solveCaptcha(t.app);
    const ok = await fromOffice({ phone: '13800138110', password: 'office password', captchaId: solved.captchaId, captchaCode: solved.answer });
    expect(ok.code).toBe(1000);
    // A captcha works once: the next login from there needs a new one.
    expect((await fromOffice({ phone: '13800138110', password: 'office password', captchaId: solved.captchaId, captchaCode: solved.answer })).data).toEqual({ captchaRequired: true });
  });

  it('rotates refresh tokens: each works once, and a reused one ends the whole login', async () => {
    const first = await registerPlayer(t.app, '13800138105');
    const second = await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: first.refreshToken });
    expect(second.body.code).toBe(1000);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await person(second.body.data.token)).status).toBe(200);

    const reused = await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: first.refreshToken }, { language: 'en' });
    expect(reused.body).toEqual({ code: 1001, message: 'Your login has expired, please log in again', data: null });
    // The thief and the player alike are logged out: every token of that login stops working.
    expect((await person(second.body.data.token)).status).toBe(401);
    expect((await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: second.body.data.refreshToken })).body.code).toBe(1001);
  });

  it('lets only one of two parallel refreshes with the same token rotate it', async () => {
    const pair = await registerPlayer(t.app, '13800138106');
    const results = await Promise.all([1, 2].map(() => post(t.app, '/api/app/user/login/refreshToken', { refreshToken: pair.refreshToken })));
    expect(results.filter((r) => r.body.code === 1000).length).toBe(1);
  });

  it('refuses an access token presented as a refresh token, and garbage', async () => {
    const pair = await registerPlayer(t.app, '13800138107');
    for (const refreshToken of [pair.token, 'garbage']) {
      expect((await post(t.app, '/api/app/user/login/refreshToken', { refreshToken })).body.code).toBe(1001);
    }
  });

  it('keeps a new login working after the access token of another login is revoked', async () => {
    const a = await registerPlayer(t.app, '13800138108', 'password 108');
    const b = await post(t.app, '/api/app/user/login/password', { phone: '13800138108', password: 'password 108' });
    await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: a.refreshToken });
    await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: a.refreshToken }); // reuse: login a ends
    expect((await person(b.body.data.token)).status).toBe(200);
  });

  it('answers one-tap and WeChat logins in a plain browser with the spec messages', async () => {
    expect((await post(t.app, '/api/app/user/login/uniPhone', {}, { language: 'en' })).body.message).toBe(
      'One-tap login is not available here. Please log in with a verification code instead',
    );
    expect((await post(t.app, '/api/app/user/login/mp', { code: 'x' }, { language: 'en' })).body).toEqual({ code: 1001, message: 'Please open this page in the WeChat browser', data: null });
    expect((await post(t.app, '/api/app/user/login/mini', { code: 'x' }, { language: 'zh-tw' })).body.message).toBe('請在微信瀏覽器中開啟');
    expect((await post(t.app, '/api/app/user/comm/wxMpConfig', { url: 'https://x/' }, { language: 'en' })).body.message).toBe('Please open this page in the WeChat browser');
  });
});

describe('welcome credit in production', () => {
  it('is zero: no balance and no ledger row', async () => {
    const t = await startTestApp('sqlite', { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_REFRESH_SECRET: 'r'.repeat(40), PHONE_HASH_SECRET: 'p'.repeat(40), SANDBOX_PAY_SECRET: 's'.repeat(40) });
    try {
      const id = await t.app.accounts.service.createPlayer({ phone: '+8613800138300' });
      const user = await t.app.db.selectFrom('appUser').select('balance').where('id', '=', id).executeTakeFirstOrThrow();
      expect(user.balance).toBe(0);
      expect(await t.app.db.selectFrom('balanceLog').selectAll().where('userId', '=', id).execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
