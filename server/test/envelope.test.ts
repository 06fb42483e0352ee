// The response envelope for every class of success and failure, in the requested language.
import { SignJWT } from 'jose';
import { DIALECTS, startTestApp, post, get, type TestApp } from './support/test-app';

describe.each(DIALECTS)('envelope (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { BODY_LIMIT_BYTES: '4096' }, (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      });
      app.get('/api/test/limited', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ code: 1000, message: 'success', data: null }));
    });
  });
  afterAll(() => t.close());

  it('answers success with code 1000 and the data', async () => {
    const res = await post(t.app, '/api/app/bet/rank/listByOrder', {});
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1000);
    expect(res.body.data).toHaveLength(11);
  });

  it('answers a protected route without a token with HTTP 401 and an envelope', async () => {
    const res = await get(t.app, '/api/app/user/info/person');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: expect.stringMatching(/log in/i), data: null });
  });

  it('answers 401 for a garbage, a wrongly signed and an expired token', async () => {
    const wrongKey = await new SignJWT({ sid: 'x', typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setJti('j').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    const expired = await new SignJWT({ sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('j')
      .setIssuedAt(1000)
      .setExpirationTime(2000)
      .sign(new TextEncoder().encode(t.config.jwt.accessSecret));
    for (const token of ['garbage', wrongKey, expired]) {
      const res = await get(t.app, '/api/app/user/info/person', { authorization: token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    const player = await t.createPlayer();
    const res = await get(t.app, '/api/app/user/info/person', { authorization: player.refreshToken });
    expect(res.status).toBe(401);
  });

  it('accepts the token with or without a Bearer prefix', async () => {
    const player = await t.createPlayer({ nickname: 'Ann', phone: '+8613800001111' });
    for (const authorization of [player.token, `Bearer ${player.token}`]) {
      const res = await get(t.app, '/api/app/user/info/person', { authorization });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: player.id, nickName: 'Ann', phone: '138****1111', currentBalance: 0 });
    }
  });

  it('answers 401 once the login session is revoked or the account closed', async () => {
    const player = await t.createPlayer();
    await t.app.db.updateTable('userSession').set({ revokedAt: Date.now() }).where('userId', '=', player.id).execute();
    expect((await get(t.app, '/api/app/user/info/person', { authorization: player.token })).status).toBe(401);

    const other = await t.createPlayer();
    await t.app.db.updateTable('appUser').set({ status: 0 }).where('id', '=', other.id).execute();
    expect((await get(t.app, '/api/app/user/info/person', { authorization: other.token })).status).toBe(401);
  });

  it('answers an unknown route with HTTP 404 and an envelope', async () => {
    const res = await get(t.app, '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: '[404] /api/nope not found', data: null });
  });

  it.each([
    ['en', 'The request body is not valid JSON'],
    ['zh-cn', '请求体不是有效的 JSON'],
    ['zh-tw', '請求內容不是有效的 JSON'],
    ['es', 'El cuerpo de la solicitud no es un JSON válido'],
    ['fr', 'Le corps de la requête n’est pas un JSON valide'],
    ['xx', 'The request body is not valid JSON'],
  ])('answers malformed JSON with HTTP 200, code 1002, in language %s', async (language, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/bet/rank/listByOrder',
      payload: '{"oops":',
      headers: { 'content-type': 'application/json', language },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1002, message, data: null });
  });

  it('names a missing field', async () => {
    const res = await post(t.app, '/api/app/dict/info/data', {}, { language: 'en' });
    expect(res.body).toEqual({ code: 1002, message: 'List of dictionary types is required', data: null });
    const zh = await post(t.app, '/api/app/dict/info/data', {}, { language: 'zh-cn' });
    expect(zh.body.message).toBe('字典类型列表不能为空');
  });

  it('names a field of the wrong type', async () => {
    const res = await post(t.app, '/api/app/odds/odds/page', { page: 'first' }, { language: 'en' });
    expect(res.body).toEqual({ code: 1002, message: 'Page must be a whole number', data: null });
  });

  it('names a field that is too long, and a nested one by its path', async () => {
    const player = await t.createPlayer();
    const res = await post(t.app, '/api/app/demo/goods/add', { title: 'x'.repeat(51), priceCents: 1 }, { authorization: player.token, language: 'es' });
    expect(res.body).toEqual({ code: 1002, message: 'El campo «Título» debe tener como máximo 50 caracteres', data: null });
    const nested = await post(t.app, '/api/app/dict/info/data', { types: ['a', ''] }, { language: 'en' });
    expect(nested.body.message).toBe('Dictionary type 2 cannot be empty');
    const slip = await post(t.app, '/api/app/bet/bet/addbet', { issue: '209901010001', requestId: 'abcdefgh', items: [{ oddsId: 1, amount: 100 }, { oddsId: 2 }] }, { authorization: player.token, language: 'es' });
    expect(slip.body.message).toBe('El campo «Importe de la selección 2» es obligatorio');
    const zhSlip = await post(t.app, '/api/app/bet/bet/addbet', { issue: '209901010001', requestId: 'abcdefgh', items: [{ oddsId: 1, amount: 0 }] }, { authorization: player.token, language: 'zh-cn' });
    expect(zhSlip.body.message).toBe('第 1 注的投注金额必须大于 0');
  });

  it('answers an oversize body with code 1002', async () => {
    const res = await post(t.app, '/api/app/dict/info/data', { types: ['x'.repeat(5000)] }, { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1002, message: 'The request body is too large (limit 4 kB)', data: null });
    // The limit is written as the reader's language writes sizes.
    const fr = await post(t.app, '/api/app/dict/info/data', { types: ['x'.repeat(5000)] }, { language: 'fr' });
    expect(fr.body.message).toBe('Le corps de la requête est trop volumineux (limite 4\u202fko)');
  });

  it('answers an unsupported content type with code 1002', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/app/dict/info/data', payload: 'types=a', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1002);
  });

  it('drops unknown fields before they reach the database', async () => {
    const owner = await t.createPlayer();
    const victim = await t.createPlayer();
    const res = await post(t.app, '/api/app/demo/goods/add', { title: 'Cap', priceCents: 500, userId: victim.id, id: 999999, createdAt: 1 }, { authorization: owner.token });
    expect(res.body.code).toBe(1000);
    const row = await t.app.db.selectFrom('demoGoods').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row.userId).toBe(owner.id);
    expect(row.id).not.toBe(999999);
    expect(row.createdAt).toBeGreaterThan(1);
  });

  it('answers an unexpected fault with "Service unavailable" and no internals', async () => {
    const res = await get(t.app, '/api/test/boom', { language: 'en' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 1001, message: 'Service unavailable: something went wrong on our side. Please try again later', data: null });
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a caller over a rate limit with HTTP 200 and code 1003', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await get(t.app, '/api/test/limited', { language: 'en' })).body);
    expect(codes.slice(0, 2).map((b) => b.code)).toEqual([1000, 1000]);
    expect(codes[2]).toEqual({ code: 1003, message: 'Too many requests, please try again later', data: null });
  });

  it('answers a business refusal with HTTP 200 and code 1001', async () => {
    const res = await post(t.app, '/api/app/bet/rank/delete', { ids: [1] }, { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1001, message: 'This data is read-only', data: null });
  });
});
