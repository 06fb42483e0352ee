// A password change ends every login made with the old password, including logins and refreshes racing the change.
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { registerPlayer, smsCodeFor } from './support/accounts';

describe.each(DIALECTS)('password change against racing logins (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Many correct logins in flight at once for one phone: the failure throttle is not what this suite is about.
    t = await startTestApp(dialect, { LOGIN_MAX_FAILURES_PER_PHONE: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  let addresses = 0;
  /** Each login from its own address, so the per-address request limit of the login route stays out of the way. */
  const loginWith = async (phone: string, password: string) => {
    const remoteAddress = `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;
    const response = await t.app.inject({ method: 'POST', url: '/api/app/user/login/password', payload: { phone, password }, remoteAddress });
    return { status: response.statusCode, body: response.json() };
  };
  const refresh = (refreshToken: string) => post(t.app, '/api/app/user/login/refreshToken', { refreshToken });
  const personStatus = async (token: string) => (await get(t.app, '/api/app/user/info/person', { authorization: token })).status;

  /** A login is dead when its access token is refused and its refresh token buys nothing. */
  const expectDead = async (pair: { token: string; refreshToken: string }) => {
    expect(await personStatus(pair.token)).toBe(401);
    expect((await refresh(pair.refreshToken)).body.code).not.toBe(1000);
  };

  it('ends a login that checked the old password while the change was committing', async () => {
    const phone = '13800138600';
    const changer = await registerPlayer(t.app, phone, 'old password');
    const smsCode = await smsCodeFor(t.app, phone);

    // Hold the login between its password check and its token: the window the change has to commit in.
    const service = t.app.accounts.service;
    const verify = service.verifyPassword.bind(service);
    let checked!: () => void;
    const passwordChecked = new Promise<void>((resolve) => (checked = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(service, 'verifyPassword').mockImplementation(async (hash, password) => {
      const ok = await verify(hash, password);
      checked();
      await released;
      return ok;
    });

    const racing = loginWith(phone, 'old password');
    await passwordChecked;
    const changed = await post(t.app, '/api/app/user/info/updatePassword', { password: 'new password', smsCode }, { authorization: changer.token });
    expect(changed.body.code).toBe(1000);
    release();
    const late = await racing;

    expect(late.body.code).toBe(1000);
    await expectDead(late.body.data);
    expect(await personStatus(changer.token)).toBe(200);
    jest.restoreAllMocks();
    expect((await loginWith(phone, 'new password')).body.code).toBe(1000);
    expect((await loginWith(phone, 'old password')).body.code).toBe(1001);
  });

  it('leaves no login or refresh made with the old password alive after a change they race', async () => {
    const phone = '13800138601';
    const changer = await registerPlayer(t.app, phone, 'old password');
    const earlier = await Promise.all([1, 2, 3, 4].map(async () => (await loginWith(phone, 'old password')).body.data));

    // Logins keep starting, a few milliseconds apart, from before the change until after it answered: some straddle its commit.
    const logins: Array<ReturnType<typeof loginWith>> = [];
    const refreshes = earlier.map((pair) => refresh(pair.refreshToken));
    let changing = true;
    const change = post(t.app, '/api/app/user/info/updatePassword', { password: 'new password', oldPassword: 'old password' }, { authorization: changer.token }).finally(() => (changing = false));
    while (changing && logins.length < 40) {
      logins.push(loginWith(phone, 'old password'));
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    expect((await change).body.code).toBe(1000);

    const made = [...(await Promise.all(logins)), ...(await Promise.all(refreshes))].filter((res) => res.body.code === 1000).map((res) => res.body.data);
    for (const pair of [...made, ...earlier]) await expectDead(pair);
    expect(await personStatus(changer.token)).toBe(200);
    expect((await loginWith(phone, 'new password')).body.code).toBe(1000);
  }, 60_000);
});
