// The profile in the field names cool clients read and write (nickName, avatarUrl), an unknown field refused by name,
// and upload addresses a native app shell can open: absolute under PUBLIC_URL, accepted back in either form.
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { registerPlayer } from './support/accounts';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';

const PUBLIC_URL = 'https://racing.example.com';

async function upload(t: TestApp, token: string): Promise<string> {
  const file = multipartFile('file', 'me.png', 'image/png', ONE_PIXEL_PNG);
  const res = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: file.payload, headers: { ...file.headers, authorization: token } });
  expect(res.json().code).toBe(1000);
  return res.json().data;
}

describe.each(DIALECTS)('cool user fields (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());
  const auth = (token: string, language = 'en') => ({ authorization: token, language });

  it('round-trips nickName and avatarUrl through updatePerson and person, and drops the old names from person', async () => {
    const { token } = await registerPlayer(t.app, '13800139100');
    const url = await upload(t, token);
    expect(url).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const saved = await post(t.app, '/api/app/user/info/updatePerson', { nickName: 'Swift', avatarUrl: url }, auth(token));
    expect(saved.body).toEqual({ code: 1000, message: 'success', data: null });
    const me = (await get(t.app, '/api/app/user/info/person', auth(token))).body.data;
    expect(me).toMatchObject({ nickName: 'Swift', avatarUrl: url });
    expect(me).not.toHaveProperty('nickname');
    expect(me).not.toHaveProperty('avatar');
  });

  it('refuses an unknown field with 1002 naming it, in the reader’s language, and changes nothing', async () => {
    const { token } = await registerPlayer(t.app, '13800139101');
    const before = (await get(t.app, '/api/app/user/info/person', auth(token))).body.data;
    const en = await post(t.app, '/api/app/user/info/updatePerson', { nickName: 'Changed', nickname: 'Old name' }, auth(token));
    expect(en.body).toEqual({ code: 1002, message: 'Unknown field: nickname', data: null });
    const zh = await post(t.app, '/api/app/user/info/updatePerson', { gender: 1 }, auth(token, 'zh-cn'));
    expect(zh.body).toEqual({ code: 1002, message: '不支持的字段：gender', data: null });
    const fr = await post(t.app, '/api/app/user/info/updatePerson', { settings: { darkMode: true } }, auth(token, 'fr'));
    expect(fr.body).toEqual({ code: 1002, message: 'Champ inconnu\u00a0: «\u00a0darkMode\u00a0»', data: null });
    expect((await get(t.app, '/api/app/user/info/person', auth(token))).body.data).toEqual(before);
  });

  it('still drops unknown fields on calls that did not ask to refuse them', async () => {
    const { token } = await registerPlayer(t.app, '13800139102');
    const res = await post(t.app, '/api/app/user/balanceLog/page', { page: 1, size: 5, somethingElse: 1 }, auth(token));
    expect(res.body.code).toBe(1000);
  });
});

describe.each(DIALECTS)('upload addresses under PUBLIC_URL (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { PUBLIC_URL });
  });
  afterAll(() => t.close());
  const auth = (token: string) => ({ authorization: token, language: 'en' });

  it('answers an absolute upload URL that the server serves, and takes it back as avatarUrl in either form', async () => {
    const { token } = await registerPlayer(t.app, '13800139200');
    const url = await upload(t, token);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/uploads/\\d{4}-\\d{2}/[0-9a-f]{32}\\.png$`));
    const path = url.slice(PUBLIC_URL.length);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);

    expect((await post(t.app, '/api/app/user/info/updatePerson', { avatarUrl: url }, auth(token))).body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', auth(token))).body.data.avatarUrl).toBe(url);
    // The relative form is the same upload.
    const second = await upload(t, token);
    expect((await post(t.app, '/api/app/user/info/updatePerson', { avatarUrl: second.slice(PUBLIC_URL.length) }, auth(token))).body.code).toBe(1000);
    expect((await get(t.app, '/api/app/user/info/person', auth(token))).body.data.avatarUrl).toBe(second);
  });

  it('refuses another origin’s address, and another player’s upload in its absolute form', async () => {
    const alice = await registerPlayer(t.app, '13800139201');
    const bob = await registerPlayer(t.app, '13800139202');
    const alicesUrl = await upload(t, alice.token);
    const elsewhere = alicesUrl.replace(PUBLIC_URL, 'https://evil.example');
    for (const avatarUrl of [elsewhere, alicesUrl]) {
      const res = await post(t.app, '/api/app/user/info/updatePerson', { avatarUrl }, auth(bob.token));
      expect(res.body).toEqual({ code: 1002, message: 'The image address is not valid', data: null });
    }
  });
});
