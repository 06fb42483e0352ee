// WeChat logins against a local fake of WeChat's documented endpoints, configured through the environment.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { startTestApp, get, post, type TestApp } from './support/test-app';

function fakeWechat() {
  const calls: string[] = [];
  // WeChat's app access tokens: /cgi-bin/token issues a new one each call and voids the one before; the stable-token
  // API answers the token in force (one per app, whoever asks).
  const current = new Map<string, string>();
  let issued = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    calls.push(url.pathname);
    const reply = (body: object) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const q = url.searchParams;
    switch (url.pathname) {
      case '/sns/oauth2/access_token':
        if (q.get('appid') !== 'mp-app' || q.get('secret') !== 'mp-secret' || q.get('grant_type') !== 'authorization_code') return reply({ errcode: 40125, errmsg: 'invalid appsecret' });
        return q.get('code') === 'good-code' ? reply({ access_token: 'user-at', openid: 'openid-mp-1', unionid: 'union-1' }) : reply({ errcode: 40029, errmsg: 'invalid code' });
      case '/sns/userinfo':
        return reply({ openid: q.get('openid'), nickname: 'WeChat Wang', headimgurl: 'https://wx.qlogo.cn/a.png' });
      case '/sns/jscode2session':
        return q.get('js_code') === 'mini-code' && q.get('appid') === 'mini-app' ? reply({ openid: 'openid-mini-1', session_key: 'sk' }) : reply({ errcode: 40029 });
      case '/cgi-bin/token':
        current.set(q.get('appid')!, `app-at-${q.get('appid')}-${++issued}`);
        return reply({ access_token: current.get(q.get('appid')!), expires_in: 7200 });
      case '/cgi-bin/stable_token': {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          const { appid, secret, grant_type: grant } = JSON.parse(body);
          const secrets: Record<string, string> = { 'mini-app': 'mini-secret', 'mp-app': 'mp-secret' };
          if (secrets[appid] !== secret || grant !== 'client_credential') return reply({ errcode: 40125, errmsg: 'invalid appsecret' });
          if (!current.has(appid)) current.set(appid, `app-at-${appid}-${++issued}`);
          reply({ access_token: current.get(appid), expires_in: 7200 });
        });
        return;
      }
      case '/wxa/business/getuserphonenumber': {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          const { code } = JSON.parse(body);
          if (q.get('access_token') !== current.get('mini-app') || code !== 'phone-code') return reply({ errcode: 40013 });
          reply({ errcode: 0, phone_info: { phoneNumber: '+86 13800138500', purePhoneNumber: '13800138500', countryCode: '86' } });
        });
        return;
      }
      case '/cgi-bin/ticket/getticket':
        return reply({ errcode: 0, ticket: 'jsapi-ticket', expires_in: 7200 });
      default:
        res.statusCode = 404;
        return reply({ errcode: -1 });
    }
  });
  return { server, calls };
}

describe('WeChat logins (configured, against a local fake)', () => {
  const fake = fakeWechat();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await startTestApp('sqlite', {
      WECHAT_API_BASE: `http://127.0.0.1:${port}`,
      WECHAT_MP_APP_ID: 'mp-app',
      WECHAT_MP_SECRET: 'mp-secret',
      WECHAT_MINI_APP_ID: 'mini-app',
      WECHAT_MINI_SECRET: 'mini-secret',
    });
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });

  it('logs in through the official account, creating the player once with the WeChat profile', async () => {
    const first = await post(t.app, '/api/app/user/login/mp', { code: 'good-code' });
    expect(first.body.code).toBe(1000);
    const me = await get(t.app, '/api/app/user/info/person', { authorization: first.body.data.token });
    expect(me.body.data).toMatchObject({ nickName: 'WeChat Wang', avatarUrl: 'https://wx.qlogo.cn/a.png', currentBalance: 100000 });
    const second = await post(t.app, '/api/app/user/login/mp', { code: 'good-code' });
    const again = await get(t.app, '/api/app/user/info/person', { authorization: second.body.data.token });
    expect(again.body.data.id).toBe(me.body.data.id);
  });

  it('answers a code WeChat rejects with "Login authorization failed"', async () => {
    const res = await post(t.app, '/api/app/user/login/mp', { code: 'bad-code' }, { language: 'en' });
    expect(res.body).toEqual({ code: 1001, message: 'Login authorization failed', data: null });
  });

  it('logs in from the mini program and by its phone-number button', async () => {
    const mini = await post(t.app, '/api/app/user/login/mini', { code: 'mini-code' });
    expect(mini.body.code).toBe(1000);
    const phone = await post(t.app, '/api/app/user/login/miniPhone', { code: 'phone-code' });
    expect(phone.body.code).toBe(1000);
    const me = await get(t.app, '/api/app/user/info/person', { authorization: phone.body.data.token });
    expect(me.body.data.phone).toBe('138****8500');
  });

  it('keeps one app token across server processes: a second process asking for it does not void the first one’s', async () => {
    const { port } = fake.server.address() as AddressInfo;
    const other = await startTestApp('sqlite', { WECHAT_API_BASE: `http://127.0.0.1:${port}`, WECHAT_MINI_APP_ID: 'mini-app', WECHAT_MINI_SECRET: 'mini-secret' });
    try {
      // t has its token cached from the test before; the other process fetches one now, then t uses its cached one.
      expect((await post(other.app, '/api/app/user/login/miniPhone', { code: 'phone-code' })).body.code).toBe(1000);
      expect((await post(t.app, '/api/app/user/login/miniPhone', { code: 'phone-code' })).body.code).toBe(1000);
      expect(fake.calls.filter((path) => path === '/cgi-bin/token')).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('signs the JS-SDK configuration for a page', async () => {
    const res = await post(t.app, '/api/app/user/comm/wxMpConfig', { url: 'https://game.example/#/pages/index/index' });
    const { appId, timestamp, nonceStr, signature } = res.body.data;
    expect(appId).toBe('mp-app');
    const expected = createHash('sha1').update(`jsapi_ticket=jsapi-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=https://game.example/`).digest('hex');
    expect(signature).toBe(expected);
  });

  it('still refuses the app login that is not configured', async () => {
    const res = await post(t.app, '/api/app/user/login/wxApp', { code: 'x' }, { language: 'en' });
    expect(res.body.message).toBe('Please open this page in the WeChat browser');
  });
});
