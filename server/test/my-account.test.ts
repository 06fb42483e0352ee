// My account: profile edits with the spec's messages, password change, phone binding, addresses, balance log, closing the account.
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { registerPlayer, smsCodeFor, skipSmsCooldown } from './support/accounts';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';

describe.each(DIALECTS)('my account (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());
  const auth = (token: string, language = 'en') => ({ authorization: token, language });

  it('edits nickname, signature and settings, with the spec message for a bad nickname', async () => {
    const { token } = await registerPlayer(t.app, '13800138400');
    const tooLong = await post(t.app, '/api/app/user/info/updatePerson', { nickName: 'x'.repeat(17) }, auth(token));
    expect(tooLong.body).toEqual({ code: 1002, message: 'Please fill in your nickname, limited to 16 characters or Chinese characters', data: null });
    const blank = await post(t.app, '/api/app/user/info/updatePerson', { nickName: '   ' }, auth(token, 'zh-cn'));
    expect(blank.body.message).toBe('请填写昵称，限16个字符或汉字');
    // Marks that reorder text ("\u202Eevil" shows as "live") or control characters: others would see another name.
    for (const nickName of ['\u202Eevil', 'a\u2066b', 'tab\there', 'rlm\u200F']) {
      const hidden = await post(t.app, '/api/app/user/info/updatePerson', { nickName }, auth(token));
      expect({ nickName, body: hidden.body }).toEqual({ nickName, body: { code: 1002, message: 'The nickname contains control characters that cannot be shown', data: null } });
    }
    // An emoji sequence's zero-width joiner is part of the emoji, not a hidden control.
    expect((await post(t.app, '/api/app/user/info/updatePerson', { nickName: 'Fam \u{1F468}\u200D\u{1F469}' }, auth(token))).body.code).toBe(1000);
    const ok = await post(t.app, '/api/app/user/info/updatePerson', { nickName: '赛'.repeat(16), signature: 'Fast and fair', settings: { orderReceiving: true } }, auth(token));
    expect(ok.body.code).toBe(1000);
    const me = await get(t.app, '/api/app/user/info/person', auth(token));
    expect(me.body.data).toMatchObject({ nickName: '赛'.repeat(16), signature: 'Fast and fair', settings: { orderReceiving: true, messageNotification: true } });
  });

  it('takes as avatar only an image uploaded here', async () => {
    const { token } = await registerPlayer(t.app, '13800138401');
    for (const avatar of ['javascript:alert(1)', 'https://evil.example/a.png', '/uploads/2026-01/' + 'a'.repeat(32) + '.png']) {
      const res = await post(t.app, '/api/app/user/info/updatePerson', { avatarUrl: avatar }, auth(token));
      expect(res.body).toEqual({ code: 1002, message: 'The image address is not valid', data: null });
    }
    const file = multipartFile('file', 'me.png', 'image/png', ONE_PIXEL_PNG);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: file.payload, headers: { ...file.headers, authorization: token } });
    const url = uploaded.json().data;
    expect((await post(t.app, '/api/app/user/info/updatePerson', { avatarUrl: url }, auth(token))).body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', auth(token))).body.data.avatarUrl).toBe(url);
  });

  it("refuses another player's upload as my avatar", async () => {
    const alice = await registerPlayer(t.app, '13800138411');
    const bob = await registerPlayer(t.app, '13800138412');
    const file = multipartFile('file', 'alice.png', 'image/png', ONE_PIXEL_PNG);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: file.payload, headers: { ...file.headers, authorization: alice.token } });
    const alicesUrl = uploaded.json().data;
    const taken = await post(t.app, '/api/app/user/info/updatePerson', { avatarUrl: alicesUrl }, auth(bob.token, 'fr'));
    expect(taken.body).toEqual({ code: 1002, message: "L’adresse de l’image n’est pas valide", data: null });
    expect((await get(t.app, '/api/app/user/info/person', auth(bob.token))).body.data.avatarUrl).toBeNull();
    expect((await post(t.app, '/api/app/user/info/updatePerson', { avatarUrl: alicesUrl }, auth(alice.token))).body.code).toBe(1000);
  });

  it('changes the password with the old one or an SMS code, and ends the other logins', async () => {
    const first = await registerPlayer(t.app, '13800138402', 'first password');
    const other = await post(t.app, '/api/app/user/login/password', { phone: '13800138402', password: 'first password' });
    const noProof = await post(t.app, '/api/app/user/info/updatePassword', { password: 'second password' }, auth(first.token));
    expect(noProof.body.code).toBe(1002);
    const blank = await post(t.app, '/api/app/user/info/updatePassword', { password: '\t'.repeat(2) + ' '.repeat(8), oldPassword: 'first password' }, auth(first.token, 'zh-tw'));
    expect(blank.body).toEqual({ code: 1002, message: '密碼不能全是空格', data: null });
    const wrongOld = await post(t.app, '/api/app/user/info/updatePassword', { password: 'second password', oldPassword: 'nope nope' }, auth(first.token));
    expect(wrongOld.body).toEqual({ code: 1001, message: 'The current password is wrong', data: null });
    const changed = await post(t.app, '/api/app/user/info/updatePassword', { password: 'second password', oldPassword: 'first password' }, auth(first.token));
    expect(changed.body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', auth(first.token))).status).toBe(200);
    expect((await get(t.app, '/api/app/user/info/person', auth(other.body.data.token))).status).toBe(401);

    await skipSmsCooldown(t.app);
    const smsCode = await smsCodeFor(t.app, '13800138402');
    const bySms = await post(t.app, '/api/app/user/info/updatePassword', { password: 'third password', smsCode }, auth(first.token));
    expect(bySms.body.code).toBe(1000);
    expect((await post(t.app, '/api/app/user/login/password', { phone: '13800138402', password: 'third password' })).body.code).toBe(1000);
  });

  it('binds a new phone proven by its SMS code, never one bound to someone else', async () => {
    const me = await registerPlayer(t.app, '13800138403');
    await registerPlayer(t.app, '13800138404');
    const taken = await post(t.app, '/api/app/user/info/bindPhone', { phone: '13800138404', smsCode: await smsCodeFor(t.app, '13800138404') }, auth(me.token));
    expect(taken.body).toEqual({ code: 1001, message: 'This mobile number is already bound to another account', data: null });
    const moved = await post(t.app, '/api/app/user/info/bindPhone', { phone: '13800138405', smsCode: await smsCodeFor(t.app, '13800138405') }, auth(me.token));
    expect(moved.body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', auth(me.token))).body.data.phone).toBe('138****8405');
  });

  it('keeps exactly one default address and shows a player only their own', async () => {
    const alice = await registerPlayer(t.app, '13800138406');
    const bob = await registerPlayer(t.app, '13800138407');
    const address = { contact: 'Alice', phone: '13800138406', province: 'Guangdong', city: 'Shenzhen', district: 'Nanshan', address: '1 Keji Road' };
    expect((await get(t.app, '/api/app/user/address/default', auth(alice.token))).body.data).toBeNull();
    const a = await post(t.app, '/api/app/user/address/add', address, auth(alice.token));
    const b = await post(t.app, '/api/app/user/address/add', { ...address, address: '2 Keji Road' }, auth(alice.token));
    expect((await get(t.app, '/api/app/user/address/default', auth(alice.token))).body.data.id).toBe(a.body.data.id);
    await post(t.app, '/api/app/user/address/add', { ...address, address: '3 Keji Road', isDefault: true }, auth(alice.token));
    await post(t.app, '/api/app/user/address/update', { id: b.body.data.id, isDefault: true }, auth(alice.token));
    const list = (await post(t.app, '/api/app/user/address/list', {}, auth(alice.token))).body.data;
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id)).toEqual([b.body.data.id]);

    await post(t.app, '/api/app/user/address/delete', { ids: [b.body.data.id] }, auth(alice.token));
    const after = (await post(t.app, '/api/app/user/address/list', {}, auth(alice.token))).body.data;
    expect(after).toHaveLength(2);
    expect(after.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);

    expect((await post(t.app, '/api/app/user/address/list', {}, auth(bob.token))).body.data).toEqual([]);
    const steal = await post(t.app, '/api/app/user/address/update', { id: a.body.data.id, contact: 'Bob' }, auth(bob.token));
    expect(steal.body).toEqual({ code: 1001, message: 'Record not found', data: null });
    expect((await post(t.app, '/api/app/user/address/add', { ...address, contact: '' }, auth(bob.token))).body.code).toBe(1002);
  });

  it('shows my own balance log, filtered by type, and refuses to change it', async () => {
    const alice = await registerPlayer(t.app, '13800138408');
    const bob = await registerPlayer(t.app, '13800138409');
    const page = await post(t.app, '/api/app/user/balanceLog/page', { type: 3 }, auth(alice.token));
    expect(page.body.data.pagination.total).toBe(1);
    expect(page.body.data.list[0]).toMatchObject({ type: 3, amount: 100000, balanceAfter: 100000 });
    expect((await post(t.app, '/api/app/user/balanceLog/page', { type: 4 }, auth(alice.token))).body.data.list).toEqual([]);
    const bobsRow = (await post(t.app, '/api/app/user/balanceLog/list', {}, auth(bob.token))).body.data[0];
    expect((await get(t.app, `/api/app/user/balanceLog/info?id=${bobsRow.id}`, auth(alice.token))).body.code).toBe(1001);
    for (const action of ['update', 'delete']) {
      const res = await post(t.app, `/api/app/user/balanceLog/${action}`, { id: bobsRow.id, ids: [bobsRow.id], amount: 1 }, auth(bob.token));
      expect(res.body).toEqual({ code: 1001, message: 'The balance log is append-only: entries cannot be changed or deleted', data: null });
    }
  });

  it('closes an account: personal data anonymised, every login ended, ledger kept, the phone free again', async () => {
    const pair = await registerPlayer(t.app, '13800138410', 'closing time');
    const id = (await get(t.app, '/api/app/user/info/person', auth(pair.token))).body.data.id;
    expect((await post(t.app, '/api/app/user/info/logoff', { password: 'closing time' }, auth(pair.token))).body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', auth(pair.token))).status).toBe(401);
    expect((await post(t.app, '/api/app/user/login/refreshToken', { refreshToken: pair.refreshToken })).body.code).toBe(1001);
    const row = await t.app.db.selectFrom('appUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 0, phone: null, passwordHash: null, avatar: null, signature: null, nickname: '' });
    expect(await t.app.db.selectFrom('balanceLog').selectAll().where('userId', '=', id).execute()).toHaveLength(1);
    expect((await post(t.app, '/api/app/user/login/password', { phone: '13800138410', password: 'closing time' })).body.code).toBe(1001);
    const again = await registerPlayer(t.app, '13800138410', 'a new start');
    expect((await get(t.app, '/api/app/user/info/person', auth(again.token))).body.data.id).not.toBe(id);
  });

  it('closes an account only with its password or a fresh SMS code, counting wrong proofs like failed logins', async () => {
    const pair = await registerPlayer(t.app, '13800138413', 'really leaving');
    // From an address of its own: the route allows 10 calls a minute per address, and this test makes all 10.
    const logoff = (payload: object, language = 'en') =>
      t.app.inject({ method: 'POST', url: '/api/app/user/info/logoff', payload, headers: auth(pair.token, language), remoteAddress: '10.5.5.6' }).then((r) => ({ body: r.json() }));
    const stillOpen = async () => expect((await get(t.app, '/api/app/user/info/person', auth(pair.token))).status).toBe(200);

    for (const body of [{}, { confirm: false }, { password: '' }]) {
      expect((await logoff(body)).body.code).toBe(1002);
    }
    await stillOpen();
    expect((await logoff({ password: 'not leaving' }, 'es')).body).toEqual({ code: 1001, message: 'La contraseña actual es incorrecta', data: null });
    await stillOpen();
    const counted = await t.app.db.selectFrom('loginFailureCounter').select('failures').where('scope', '=', 'phone:+8613800138413').executeTakeFirstOrThrow();
    expect(counted.failures).toBe(1);
    expect((await logoff({ smsCode: '000000' })).body.code).toBe(1001);
    for (let i = 0; i < 3; i++) await logoff({ password: `guess ${i}` });
    // Past the limit no proof is checked, not even the right one.
    expect((await logoff({ password: 'really leaving' })).body.code).toBe(1003);
    await stillOpen();

    await t.app.db.deleteFrom('loginFailureCounter').where('scope', '=', 'phone:+8613800138413').execute();
    await skipSmsCooldown(t.app);
    expect((await logoff({ smsCode: await smsCodeFor(t.app, '13800138413') })).body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', auth(pair.token))).status).toBe(401);
  });

  it('asks a player with neither password nor phone to bind a phone before closing the account', async () => {
    const id = await t.app.accounts.service.createPlayer({ phone: null });
    const { token } = await t.app.tokens.issue(id, 'wxMp');
    const logoff = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/app/user/info/logoff', payload, headers: auth(token), remoteAddress: '10.5.5.5' }).then((r) => r.json());
    expect(await logoff({ password: 'anything at all' })).toEqual({
      code: 1002,
      message: 'Closing the account needs proof: enter your password, or a code sent to your bound phone (bind a phone first if there is none)',
      data: null,
    });
    expect((await logoff({ smsCode: '123456' })).code).toBe(1002);
  });
});
