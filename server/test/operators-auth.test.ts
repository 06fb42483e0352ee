// Operator sign-in: password and TOTP together, one refusal for any wrong part, a code good once, lock-out, idle expiry, the one-time password stage.
import { OperatorService, currentTotpCode, MAX_FAILURES } from '../src/operators/operator-service';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';
import { PasswordHasher } from '../src/accounts/password-hash';

let ipCounter = 0;

describe.each(DIALECTS)('operator sign-in (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** Each call from its own address: the sign-in rate limit (10 a minute per IP) is not what these tests are about. */
  const login = async (body: object, language = 'en') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/base/open/login',
      payload: body,
      headers: { 'content-type': 'application/json', language },
      remoteAddress: `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('signs in with password and the current code, and the token reaches person', async () => {
    const op = await t.createOperator('finance');
    const res = await login({ username: op.username, password: op.password, code: currentTotpCode(op.totpSecret) });
    expect(res.body.code).toBe(1000);
    expect(res.body.data).toMatchObject({ stage: 'full', expire: 12 * 3600, idleSeconds: 30 * 60, operator: { id: op.id, username: op.username, role: 'finance', mustChangePassword: false } });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const person = await t.adminCall(res.body.data.token, 'GET', '/api/admin/base/comm/person');
    expect(person.json().data).toMatchObject({ id: op.id, role: 'finance', mustChangePassword: false, permissions: expect.arrayContaining(['money:*']) });
    // The token is never stored: only its SHA-256.
    const stored = await t.app.db.selectFrom('operatorSession').select('id').where('operatorId', '=', op.id).execute();
    expect(stored.map((row) => row.id)).not.toContain(res.body.data.token);
  });

  it('answers a wrong password, a wrong code and an unknown username with the same message', async () => {
    const op = await t.createOperator('agent');
    const code = currentTotpCode(op.totpSecret);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const answers = [
      await login({ username: op.username, password: 'wrong password', code }),
      await login({ username: op.username, password: op.password, code: wrongCode }),
      await login({ username: 'nobody_here', password: op.password, code }),
    ];
    for (const answer of answers) expect(answer.body).toEqual({ code: 1001, message: 'Wrong username, password or authenticator code', data: null });
    const zh = await login({ username: 'nobody_here', password: 'x', code: '123456' }, 'zh-cn');
    expect(zh.body.message).toBe('用户名、密码或验证码错误');
  });

  it('accepts a code once', async () => {
    const op = await t.createOperator('agent');
    const code = currentTotpCode(op.totpSecret);
    expect((await login({ username: op.username, password: op.password, code })).body.code).toBe(1000);
    expect((await login({ username: op.username, password: op.password, code })).body).toMatchObject({ code: 1001, message: 'Wrong username, password or authenticator code' });
  });

  it(`locks the account for 15 minutes after ${MAX_FAILURES} failures, even for the right password and code`, async () => {
    const op = await t.createOperator('agent');
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login({ username: op.username, password: `wrong ${i}`, code: '000000' })).body.code).toBe(1001);
    const locked = await login({ username: op.username, password: op.password, code: currentTotpCode(op.totpSecret) });
    expect(locked.body).toEqual({ code: 1001, message: 'Too many failed sign-ins: the account is locked, try again in 15 min', data: null });
  });

  it('refuses a disabled operator', async () => {
    const op = await t.createOperator('agent');
    await t.app.db.updateTable('operator').set({ status: 'disabled' }).where('id', '=', op.id).execute();
    const res = await login({ username: op.username, password: op.password, code: currentTotpCode(op.totpSecret) });
    expect(res.body).toMatchObject({ code: 1001, message: 'This operator account is disabled' });
    // Their open session ends with it.
    expect((await t.adminCall(op.token, 'GET', '/api/admin/base/comm/person')).statusCode).toBe(401);
  });

  it('ends a session left idle, and one past its absolute end; a used one stays alive', async () => {
    let clock = Date.now();
    const service = new OperatorService(t.app.db, { idleMinutes: 30, sessionHours: 12, devSeed: false }, () => clock, new PasswordHasher('test'));
    const op = await t.createOperator('agent');
    const token = await service.startSession(op.id, 'full', '127.0.0.1');
    clock += 29 * 60_000;
    expect(await service.authenticate(token)).toMatchObject({ id: op.id, stage: 'full' });
    clock += 29 * 60_000;
    expect(await service.authenticate(token)).toMatchObject({ id: op.id });
    clock += 30 * 60_000;
    expect(await service.authenticate(token)).toBeNull();

    const busy = await service.startSession(op.id, 'full', '127.0.0.1');
    for (let hour = 0; hour < 12; hour++) {
      clock += 20 * 60_000;
      expect(await service.authenticate(busy)).not.toBeNull();
      clock += 20 * 60_000;
      expect(await service.authenticate(busy)).not.toBeNull();
      clock += 20 * 60_000;
      if (hour < 11) expect(await service.authenticate(busy)).not.toBeNull();
    }
    expect(await service.authenticate(busy)).toBeNull();
  });

  it('lets a one-time password session only change its password, then works fully', async () => {
    const created = await t.app.operators.create({ username: `fresh_${dialect}`, displayName: 'Fresh', role: 'finance' });
    const signIn = await login({ username: `fresh_${dialect}`, password: created.oneTimePassword, code: currentTotpCode(created.totpSecret) });
    expect(signIn.body.data).toMatchObject({ stage: 'password', operator: { mustChangePassword: true } });
    const token = signIn.body.data.token;
    expect((await t.adminCall(token, 'GET', '/api/admin/base/comm/person')).json().data).toMatchObject({ mustChangePassword: true });
    const refused = await t.adminCall(token, 'POST', '/api/admin/audit/log/page', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 1001, message: 'Please change your one-time password first', data: null });
    expect((await t.adminCall(token, 'GET', '/api/admin/base/comm/eps')).statusCode).toBe(403);

    const short = await t.adminCall(token, 'POST', '/api/admin/base/comm/password', { oldPassword: created.oneTimePassword, newPassword: 'short' });
    expect(short.json()).toMatchObject({ code: 1002, message: 'The new password must be at least 10 characters', data: { field: 'newPassword' } });
    const wrong = await t.adminCall(token, 'POST', '/api/admin/base/comm/password', { oldPassword: 'not it at all', newPassword: 'a long new password' });
    expect(wrong.json()).toMatchObject({ code: 1002, message: 'The current password is wrong', data: { field: 'oldPassword' } });
    const changed = await t.adminCall(token, 'POST', '/api/admin/base/comm/password', { oldPassword: created.oneTimePassword, newPassword: 'a long new password' });
    expect(changed.json().code).toBe(1000);
    expect((await t.adminCall(token, 'POST', '/api/admin/audit/log/page', {})).json().code).toBe(1000);
    expect((await t.adminCall(token, 'GET', '/api/admin/base/comm/person')).json().data.mustChangePassword).toBe(false);
  });

  it('signs out: the token stops working', async () => {
    const op = await t.createOperator('agent');
    expect((await t.adminCall(op.token, 'POST', '/api/admin/base/comm/logout')).json().code).toBe(1000);
    const after = await t.adminCall(op.token, 'GET', '/api/admin/base/comm/person');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 1001, message: 'Not signed in to the console, or the session has expired: please sign in again', data: null });
  });

  it('refuses a player token on operator routes and an operator token on player routes with 401', async () => {
    const player = await t.createPlayer();
    const op = await t.createOperator('admin');
    expect((await t.adminCall(player.token, 'GET', '/api/admin/base/comm/person')).statusCode).toBe(401);
    const playerRoute = await t.app.inject({ method: 'GET', url: '/api/app/user/info/person', headers: { authorization: op.token } });
    expect(playerRoute.statusCode).toBe(401);
  });
});
