// Forgotten password (phone + SMS code, counted like a login) and registration: neither tells whether a phone has an
// account until the SMS code sent to it has been verified.
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { registerPlayer, smsCodeFor, skipSmsCooldown, solveCaptcha } from './support/accounts';

const RESET = '/api/app/user/login/resetPassword';
const REGISTER = '/api/app/user/login/register';

describe.each(DIALECTS)('forgotten password and registration (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { LOGIN_MAX_FAILURES_PER_PHONE: '3', LOGIN_MAX_FAILURES_PER_IP: '8' });
  });
  afterAll(() => t.close());

  const person = (token: string) => get(t.app, '/api/app/user/info/person', { authorization: token });
  const from = (url: string, payload: object, remoteAddress: string, language = 'en') =>
    t.app.inject({ method: 'POST', url, payload, headers: { language }, remoteAddress }).then((r) => r.json());
  const loginCode = (phone: string, password: string) => post(t.app, '/api/app/user/login/password', { phone, password }).then((r) => r.body.code);

  it('sets a new password with the SMS code, ends every login of the account and forgives its failed logins', async () => {
    const before = await registerPlayer(t.app, '13900139000', 'old password 1');
    await post(t.app, '/api/app/user/login/password', { phone: '13900139000', password: 'a wrong guess' });
    const smsCode = await smsCodeFor(t.app, '13900139000');

    const reset = await post(t.app, RESET, { phone: '139 0013 9000', smsCode, password: 'new password 1' }, { language: 'en' });
    expect(reset.body).toEqual({ code: 1000, message: 'success', data: null });
    expect(await t.app.db.selectFrom('loginFailureCounter').select('failures').where('scope', '=', 'phone:+8613900139000').executeTakeFirst()).toBeUndefined();

    expect(await loginCode('13900139000', 'old password 1')).toBe(1001);
    expect(await loginCode('13900139000', 'new password 1')).toBe(1000);
    // The logins made before the reset are over: the access token is refused, the refresh token no longer renews.
    expect((await person(before.token)).status).toBe(401);
    expect((await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: before.refreshToken })).body.code).toBe(1001);
    // A code works once.
    expect((await post(t.app, RESET, { phone: '13900139000', smsCode, password: 'third password' })).body.code).toBe(1001);
  });

  it('answers a taken and a free phone the same, from sending the code to a wrong code and the throttle', async () => {
    await registerPlayer(t.app, '13900139001', 'taken password');
    const answers = async (phone: string, address: string) => {
      await skipSmsCooldown(t.app);
      const captcha = await solveCaptcha(t.app);
      const sent = await from('/api/app/user/login/smsCode', { phone, captchaId: captcha.captchaId, code: captcha.answer }, address);
      const empty = await from(RESET, { phone, smsCode: ' ', password: 'new password 2' }, address);
      const wrong = [];
      for (let i = 0; i < 4; i++) wrong.push(await from(RESET, { phone, smsCode: '000000', password: 'new password 2' }, address, 'fr'));
      return { sent, empty, wrong };
    };
    const taken = await answers('13900139001', '10.7.0.1');
    const free = await answers('13900139002', '10.7.0.2');
    expect(free).toEqual(taken);
    expect(taken.sent).toEqual({ code: 1000, message: 'success', data: { cooldownSeconds: 60 } });
    expect(taken.empty).toEqual({ code: 1002, message: 'Please fill in the verification code', data: null });
    // Three wrong codes use up the phone's three tries, as wrong passwords do; the fourth is not even checked.
    expect(taken.wrong.slice(0, 3)).toEqual(Array(3).fill({ code: 1001, message: 'Le code de vérification est erroné ou a expiré', data: null }));
    expect(taken.wrong[3]).toEqual({ code: 1003, message: 'Trop de connexions échouées, réessayez dans 15 minutes', data: null });
    // The same count as the password login's: the taken phone's right password is refused too until the window ends.
    expect(await loginCode('13900139001', 'taken password')).toBe(1003);
    // Nothing was created for the free number.
    expect(await t.app.db.selectFrom('appUser').select('id').where('phone', '=', '+8613900139002').executeTakeFirst()).toBeUndefined();
  });

  it("tells only the phone's owner, once the code is right, that the number has no account", async () => {
    const smsCode = await smsCodeFor(t.app, '13900139003');
    expect((await post(t.app, RESET, { phone: '13900139003', smsCode, password: 'new password 3' }, { language: 'zh-cn' })).body).toEqual({
      code: 1001,
      message: '该手机号尚未注册，请先注册',
      data: null,
    });
    expect(await t.app.db.selectFrom('appUser').select('id').where('phone', '=', '+8613900139003').executeTakeFirst()).toBeUndefined();
  });

  it('asks an address past its free tries for a solved captcha, as the password login does', async () => {
    await registerPlayer(t.app, '13900139004', 'office password');
    const office = '10.7.0.9';
    for (let i = 0; i < 8; i++) await from(RESET, { phone: `1390013920${i}`, smsCode: '000000', password: 'guessing 123' }, office);
    const smsCode = await smsCodeFor(t.app, '13900139004');
    expect(await from(RESET, { phone: '13900139004', smsCode, password: 'new password 4' }, office)).toEqual({
      code: 1003,
      message: 'Too many failed logins from this network: please complete the security check to log in',
      data: { captchaRequired: true },
    });
    const solved = await solveCaptcha(t.app);
    expect((await from(RESET, { phone: '13900139004', smsCode, password: 'new password 4', captchaId: solved.captchaId, captchaCode: solved.answer }, office)).code).toBe(1000);
    expect(await loginCode('13900139004', 'new password 4')).toBe(1000);
  });

  it('checks the new password like registration, refuses unknown fields, and uses no try for either', async () => {
    await registerPlayer(t.app, '13900139005', 'kept password');
    const smsCode = await smsCodeFor(t.app, '13900139005');
    expect((await post(t.app, RESET, { phone: '13900139005', smsCode, password: 'short' }, { language: 'es' })).body).toEqual({
      code: 1002,
      message: 'La contraseña debe tener al menos 8 caracteres',
      data: null,
    });
    const extra = await post(t.app, RESET, { phone: '13900139005', smsCode, password: 'long enough', userId: 1 }, { language: 'en' });
    expect(extra.body.code).toBe(1002);
    expect(extra.body.message).toMatch(/userId/);
    const missing = await post(t.app, RESET, { phone: '13900139005', smsCode }, { language: 'en' });
    expect(missing.body.code).toBe(1002);
    expect(missing.body.message).toMatch(/Password/);
    // The code is still good: none of those refusals checked it.
    expect((await post(t.app, RESET, { phone: '13900139005', smsCode, password: 'long enough' })).body.code).toBe(1000);
  });

  it('registers without telling whether the phone is taken until the SMS code is verified', async () => {
    await registerPlayer(t.app, '13900139006', 'first owner');
    const attempt = async (phone: string) => {
      await smsCodeFor(t.app, phone);
      const noCode = await post(t.app, REGISTER, { phone, password: 'long enough', ageConfirmed: true }, { language: 'en' });
      const wrongCode = await post(t.app, REGISTER, { phone, smsCode: '000000', password: 'long enough', ageConfirmed: true }, { language: 'en' });
      const shortPassword = await post(t.app, REGISTER, { phone, smsCode: '000000', password: 'short', ageConfirmed: true }, { language: 'en' });
      return [noCode.body, wrongCode.body, shortPassword.body];
    };
    const taken = await attempt('13900139006');
    expect(await attempt('13900139007')).toEqual(taken);
    expect(taken).toEqual([
      { code: 1002, message: 'Please fill in the verification code', data: null },
      { code: 1001, message: 'The verification code is wrong or has expired', data: null },
      { code: 1002, message: 'The password must be at least 8 characters', data: null },
    ]);
    // Proven by the right code, the owner of the taken number is told to log in; the free one is registered.
    const takenRight = await post(t.app, REGISTER, { phone: '13900139006', smsCode: await smsCodeFor(t.app, '13900139006'), password: 'long enough', ageConfirmed: true }, { language: 'en' });
    expect(takenRight.body).toEqual({ code: 1001, message: 'This mobile number is already registered, please log in', data: null });
    expect(await loginCode('13900139006', 'first owner')).toBe(1000);
    const freeRight = await post(t.app, REGISTER, { phone: '13900139007', smsCode: await smsCodeFor(t.app, '13900139007'), password: 'long enough', ageConfirmed: true });
    expect(freeRight.body.code).toBe(1000);
  });
});
