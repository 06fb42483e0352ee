// Frozen players: freezing ends every login of the account, and neither a password, an SMS code, WeChat nor a refresh
// token lets it back in or lets it bet (told so in the player's language); unfreezing lets it log in again.
import { DIALECTS, startTestApp, post, get, type TestApp, type TestOperator } from './support/test-app';
import { registerPlayer, smsCodeFor } from './support/accounts';
import { fundPlayer, oddsId, openPeriodNow } from './support/draws';

describe.each(DIALECTS)('frozen players (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.createOperator('admin');
  });
  afterAll(() => t.close());

  const freeze = async (id: number) => {
    const res = await t.adminCall(admin.token, 'POST', '/api/admin/player/player/freeze', { id, reason: 'chargeback investigation' });
    expect(res.json()).toMatchObject({ code: 1000 });
  };
  const unfreeze = async (id: number) => {
    const res = await t.adminCall(admin.token, 'POST', '/api/admin/player/player/unfreeze', { id });
    expect(res.json()).toMatchObject({ code: 1000 });
  };
  const idOfPhone = async (phone: string) => (await t.app.db.selectFrom('appUser').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;

  it('ends the existing logins: the access token gets 401, the refresh token is refused, a bet is refused', async () => {
    const pair = await registerPlayer(t.app, '13800139001', 'frozen password');
    const id = await idOfPhone('+8613800139001');
    await fundPlayer(t.app, id, 10_000);
    const issue = await openPeriodNow(t.app, '209901020001');
    await freeze(id);

    expect((await get(t.app, '/api/app/user/info/person', { authorization: pair.token })).status).toBe(401);
    const bet = await t.app.inject({
      method: 'POST',
      url: '/api/app/bet/bet/addbet',
      headers: { authorization: pair.token, 'content-type': 'application/json' },
      payload: { issue, requestId: 'frozen-bet-0001', items: [{ oddsId: await oddsId(t.app, 1, '7'), amount: 100 }] },
    });
    expect(bet.statusCode).toBe(401);
    expect((await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: pair.refreshToken })).body.code).toBe(1001);
    expect(await t.app.db.selectFrom('bet').select('id').where('userId', '=', id).execute()).toEqual([]);
    const live = await t.app.db.selectFrom('userSession').select('id').where('userId', '=', id).where('revokedAt', 'is', null).execute();
    expect(live).toEqual([]);
  });

  it('refuses the right password with the frozen message in the player’s language, and a wrong one as ever', async () => {
    await registerPlayer(t.app, '13800139002', 'frozen password');
    await freeze(await idOfPhone('+8613800139002'));
    const fr = await post(t.app, '/api/app/user/login/password', { phone: '13800139002', password: 'frozen password' }, { language: 'fr' });
    expect(fr.body).toEqual({ code: 1001, message: 'Ce compte a été gelé et ne peut pas se connecter\u00a0: veuillez contacter le service client', data: null });
    const zh = await post(t.app, '/api/app/user/login/password', { phone: '13800139002', password: 'frozen password' }, { language: 'zh-cn' });
    expect(zh.body.message).toBe('该账号已被冻结，无法登录，请联系客服');
    // Without the password nothing says the account is frozen.
    const wrong = await post(t.app, '/api/app/user/login/password', { phone: '13800139002', password: 'not the password' }, { language: 'en' });
    expect(wrong.body.message).toBe('Wrong mobile number or password');
  });

  it('refuses an SMS-code login and the mini program phone login of a frozen account', async () => {
    await registerPlayer(t.app, '13800139003', 'frozen password');
    const id = await idOfPhone('+8613800139003');
    await freeze(id);
    const smsCode = await smsCodeFor(t.app, '13800139003');
    const res = await post(t.app, '/api/app/user/login/phone', { phone: '13800139003', smsCode }, { language: 'en' });
    expect(res.body).toEqual({ code: 1001, message: 'This account has been frozen and cannot log in: please contact customer service', data: null });
    await expect(t.app.accounts.service.playerForPhone('+8613800139003')).rejects.toMatchObject({ messageKey: 'accountFrozen' });
    const sessions = await t.app.db.selectFrom('userSession').select('id').where('userId', '=', id).where('revokedAt', 'is', null).execute();
    expect(sessions).toEqual([]);
  });

  it('refuses a WeChat login of a frozen account', async () => {
    const player = await t.createPlayer();
    await t.app.db.insertInto('userWechat').values({ userId: player.id, app: 'mp', openid: 'frozen-openid', unionid: null, createdAt: Date.now() }).execute();
    await expect(t.app.accounts.service.playerForWechat({ app: 'mp', openid: 'frozen-openid', unionid: null }, {})).resolves.toMatchObject({ id: player.id });
    await freeze(player.id);
    await expect(t.app.accounts.service.playerForWechat({ app: 'mp', openid: 'frozen-openid', unionid: null }, {})).rejects.toMatchObject({ messageKey: 'accountFrozen' });
  });

  it('lets the player log in again once unfrozen', async () => {
    await registerPlayer(t.app, '13800139004', 'frozen password');
    const id = await idOfPhone('+8613800139004');
    await freeze(id);
    expect((await post(t.app, '/api/app/user/login/password', { phone: '13800139004', password: 'frozen password' })).body.code).toBe(1001);
    await unfreeze(id);
    const back = await post(t.app, '/api/app/user/login/password', { phone: '13800139004', password: 'frozen password' });
    expect(back.body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', { authorization: back.body.data.token })).body.data.id).toBe(id);
  });

  it('refuses the token of a login that began while the freeze was committing (the per-request check, not only the revocation)', async () => {
    const player = await t.createPlayer();
    await t.app.db.updateTable('appUser').set({ frozenAt: Date.now(), frozenReason: 'race' }).where('id', '=', player.id).execute();
    expect((await get(t.app, '/api/app/user/info/person', { authorization: player.token })).status).toBe(401);
  });
});
