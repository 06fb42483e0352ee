/** The client rules of SPEC.md sections 7 and 8, against a fake server. */
import { AxiosError } from 'axios';
import { createApiClient } from './api-client';
import { ApiError, ErrorCode } from './api-error';
import { SessionStore } from '../session/session-store';
import { createFakeApiServer, envelope, type Handler } from '../test/fake-api-server';
import { createTestStorage } from '../test/memory-storage';

const LOGIN = '/pages/user/login';
const REFRESH = 'POST /app/user/login/refreshToken';

function setup(routes: Record<string, Handler>, options: { path?: string; language?: string } = {}) {
  const { storage, advance } = createTestStorage();
  const relaunch = jest.fn();
  const session = new SessionStore(storage, relaunch);
  const server = createFakeApiServer(routes);
  const client = createApiClient({
    session,
    adapter: server.adapter,
    languageHeader: () => options.language ?? 'en',
    currentPath: () => options.path ?? '/pages/user/bill',
    translate: (key) => `t:${key}`,
    loginPath: LOGIN,
  });
  return { client, session, server, relaunch, advance };
}

function loggedIn(ctx: ReturnType<typeof setup>, { expire = 3600, refreshExpire = 86400 } = {}) {
  ctx.session.setTokens({ token: 'old-token', expire, refreshToken: 'old-refresh', refreshExpire });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('api client', () => {
  it('unwraps data on code 1000 and sends the token and the language header', async () => {
    const ctx = setup({ 'GET /app/user/info/person': () => envelope({ id: 7 }) }, { language: 'zh-tw' });
    loggedIn(ctx);
    await expect(ctx.client.get('/app/user/info/person')).resolves.toEqual({ id: 7 });
    expect(ctx.server.seen[0].headers).toMatchObject({ Authorization: 'old-token', language: 'zh-tw' });
  });

  it('sends no Authorization header for a guest, the query for GET and the body for POST', async () => {
    const ctx = setup({ 'GET /app/base/comm/param': () => envelope('text'), 'POST /app/bet/bet/addbet': () => envelope(null) });
    await ctx.client.get('/app/base/comm/param', { key: 'aboutUs' });
    await ctx.client.post('/app/bet/bet/addbet', { amount: 100 });
    expect(ctx.server.seen[0].headers.Authorization).toBeUndefined();
    expect(ctx.server.seen[0].params).toEqual({ key: 'aboutUs' });
    expect(ctx.server.seen[1].body).toEqual({ amount: 100 });
  });

  it('refreshes an expired token exactly once for parallel calls and replays them all with the new token', async () => {
    let release!: () => void;
    const refreshAnswered = new Promise<void>((resolve) => (release = resolve));
    const ctx = setup({
      [REFRESH]: async () => {
        await refreshAnswered;
        return envelope({ token: 'new-token', expire: 7200, refreshToken: 'new-refresh', refreshExpire: 86400 });
      },
      'GET /app/a': (r) => envelope(r.headers.Authorization),
      'GET /app/b': (r) => envelope(r.headers.Authorization),
      'POST /app/c': (r) => envelope(r.headers.Authorization),
    });
    loggedIn(ctx, { expire: 60 });
    ctx.advance(56_000);

    const calls = [ctx.client.get('/app/a'), ctx.client.get('/app/b'), ctx.client.post('/app/c')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();

    await expect(Promise.all(calls)).resolves.toEqual(['new-token', 'new-token', 'new-token']);
    expect(ctx.server.calls('POST', '/app/user/login/refreshToken')).toHaveLength(1);
    expect(ctx.server.calls('POST', '/app/user/login/refreshToken')[0].body).toEqual({ refreshToken: 'old-refresh' });
    expect(ctx.session.token).toBe('new-token');
    expect(ctx.session.isTokenExpired()).toBe(false);
    expect(ctx.relaunch).not.toHaveBeenCalled();
  });

  it('logs out and rejects every waiting call when the refresh fails', async () => {
    const ctx = setup({
      [REFRESH]: () => envelope(null, 1001, 'refresh token revoked'),
      'GET /app/a': () => envelope('a'),
    });
    loggedIn(ctx, { expire: 10 });
    ctx.advance(6_000);

    const results = await Promise.allSettled([ctx.client.get('/app/a'), ctx.client.get('/app/a')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(ctx.server.calls('GET', '/app/a')).toHaveLength(0);
    expect(ctx.server.calls('POST', '/app/user/login/refreshToken')).toHaveLength(1);
    expect(ctx.session.token).toBeNull();
    expect(ctx.session.refreshToken).toBeNull();
    expect(ctx.relaunch).toHaveBeenCalledWith(LOGIN);
  });

  it('logs out without calling the server when both tokens have expired', async () => {
    const ctx = setup({ 'GET /app/a': () => envelope('a') });
    loggedIn(ctx, { expire: 10, refreshExpire: 20 });
    ctx.advance(20_000);
    const error = await rejection(ctx.client.get('/app/a'));
    expect(error.message).toBe('t:errors.loginExpired');
    expect(ctx.server.seen).toHaveLength(0);
    expect(ctx.relaunch).toHaveBeenCalledWith(LOGIN);
  });

  it('logs out on 401 away from the login page', async () => {
    const ctx = setup({ 'GET /app/a': () => ({ status: 401, body: { code: 1001, message: 'token invalid', data: null } }) });
    loggedIn(ctx);
    const error = await rejection(ctx.client.get('/app/a'));
    expect(error.status).toBe(401);
    expect(ctx.session.token).toBeNull();
    expect(ctx.relaunch).toHaveBeenCalledWith(LOGIN);
  });

  it('rejects a 401 on the login page with the server message and does not log out', async () => {
    const ctx = setup(
      { 'POST /app/user/login/password': () => ({ status: 401, body: { code: 1001, message: 'wrong password', data: null } }) },
      { path: LOGIN },
    );
    const error = await rejection(ctx.client.post('/app/user/login/password', { phone: '1', password: 'x' }));
    expect(error.message).toBe('wrong password');
    expect(ctx.relaunch).not.toHaveBeenCalled();
  });

  it('maps 404 to "[404] {url}"', async () => {
    const ctx = setup({});
    const error = await rejection(ctx.client.get('/app/nowhere'));
    expect(error.message).toBe('[404] /app/nowhere');
  });

  it.each([502, 500, 503, 302])('maps HTTP %i to "service abnormal"', async (status) => {
    const ctx = setup({ 'GET /app/a': () => ({ status, body: '<html>bad gateway</html>' }) });
    const error = await rejection(ctx.client.get('/app/a'));
    expect(error.message).toBe('t:errors.serviceAbnormal');
    expect(error.status).toBe(status);
  });

  it('rejects code ≠ 1000 with the server message and code', async () => {
    const ctx = setup({ 'POST /app/bet/bet/addbet': () => envelope(null, 1002, 'betting is closed') });
    const error = await rejection(ctx.client.post('/app/bet/bet/addbet', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('betting is closed');
    expect(error.code).toBe(1002);
    expect(error.data).toBeNull();
    expect(error.field).toBeUndefined();
  });

  it("keeps a refusal's data, and the field it blames", async () => {
    const ctx = setup({
      'POST /app/user/login/register': () => envelope({ field: 'inviteCode' }, 1002, 'This invite code does not exist.'),
      'POST /app/user/login/password': () => envelope({ captchaRequired: true }, 1003, 'Solve the captcha first.'),
    });
    const unknownCode = await rejection(ctx.client.post('/app/user/login/register', {}));
    expect(unknownCode).toMatchObject({ code: 1002, message: 'This invite code does not exist.', data: { field: 'inviteCode' } });
    expect(unknownCode.field).toBe('inviteCode');
    const throttled = await rejection(ctx.client.post('/app/user/login/password', {}));
    expect(throttled.data).toEqual({ captchaRequired: true });
    expect(throttled.field).toBeUndefined();
  });

  it('rejects a timeout with code 5', async () => {
    const ctx = setup({ 'GET /app/slow': () => new AxiosError('timeout of 60000ms exceeded', AxiosError.ETIMEDOUT) });
    const error = await rejection(ctx.client.get('/app/slow'));
    expect(error.code).toBe(ErrorCode.timeout);
    expect(error.code).toBe(5);
  });

  it('gives every call 60 s before timing out', async () => {
    const ctx = setup({ 'GET /app/a': () => envelope('a') });
    await ctx.client.get('/app/a');
    expect(ctx.server.seen[0].timeout).toBe(60_000);
  });

  it('rejects an aborted call with code 600003', async () => {
    const ctx = setup({ 'GET /app/a': () => new Promise(() => undefined) });
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(ctx.client.get('/app/a', {}, { signal: controller.signal }));
    expect(error.code).toBe(600003);
  });

  it('rejects a network failure with the system message', async () => {
    const ctx = setup({ 'GET /app/a': () => new AxiosError('Network Error', AxiosError.ERR_NETWORK) });
    const error = await rejection(ctx.client.get('/app/a'));
    expect(error.message).toBe('Network Error');
  });
  it('uploads a file as multipart field "file" with the token, reports its progress and answers the data', async () => {
    const ctx = setup({ 'POST /app/base/comm/upload': () => envelope('/uploads/a.png') });
    loggedIn(ctx);
    const progress: number[] = [];
    const sent: { form?: FormData } = {};
    const client = createApiClient({
      session: ctx.session,
      languageHeader: () => 'en',
      currentPath: () => '/pages/user/edit',
      translate: (key) => key,
      loginPath: LOGIN,
      adapter: async (config) => {
        sent.form = config.data as FormData;
        config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
        config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 60, lengthComputable: true });
        return ctx.server.adapter(config);
      },
    });
    const url = await client.upload('/app/base/comm/upload', new Blob(['png'], { type: 'image/png' }), { fileName: 'avatar.png', onProgress: (f) => progress.push(f) });
    expect(url).toBe('/uploads/a.png');
    expect(progress).toEqual([0.4, 1]);
    expect((sent.form?.get('file') as File).name).toBe('avatar.png');
    expect(ctx.server.seen[0].headers.Authorization).toBe('old-token');
  });

  it('rejects an upload the network drops with code 602001', async () => {
    const ctx = setup({ 'POST /app/base/comm/upload': () => new AxiosError('Network Error', AxiosError.ERR_NETWORK) });
    const error = await rejection(ctx.client.upload('/app/base/comm/upload', new Blob(['x'])));
    expect(error.code).toBe(ErrorCode.uploadNetwork);
    expect(error.message).toBe('Network Error');
  });
});
