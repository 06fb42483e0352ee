// Logging out ends that login and nothing else: its refresh token is refused, its access token gets 401 and its live
// sockets are dropped at once, while the player's other logins (another phone, another tab) carry on.
import { type AddressInfo } from 'node:net';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { registerPlayer } from './support/accounts';

const EXPIRED = { code: 1001, message: 'Your login has expired, please log in again', data: null };

const sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function socketWith(url: string, token: string): Promise<ClientSocket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent<T>(socket: ClientSocket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe.each(DIALECTS)('logging out (%s)', (dialect) => {
  let t: TestApp;
  let url: string;
  let phones = 0;
  const nextPhone = () => `1380013${String(7000 + ++phones)}`;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const person = (token: string) => get(t.app, '/api/app/user/info/person', { authorization: token, language: 'en' });
  const refresh = (refreshToken: string) => post(t.app, '/api/app/user/login/refreshToken', { refreshToken }, { language: 'en' });
  const logout = (token: string, body: unknown = {}) => post(t.app, '/api/app/user/info/logout', body, { authorization: token, language: 'en' });

  /** One player logged in twice: by registering (this phone) and by password (another device). */
  async function playerLoggedInTwice() {
    const phone = nextPhone();
    const first = await registerPlayer(t.app, phone, 'correct horse');
    const second = await post(t.app, '/api/app/user/login/password', { phone, password: 'correct horse' });
    expect(second.body.code).toBe(1000);
    return { first, second: second.body.data as typeof first };
  }

  it("ends only the caller's login: its tokens are refused, the other login keeps working", async () => {
    const { first, second } = await playerLoggedInTwice();
    expect((await person(first.token)).body.code).toBe(1000);

    expect((await logout(first.token)).body).toEqual({ code: 1000, message: 'success', data: null });

    const gone = await person(first.token);
    expect(gone.status).toBe(401);
    expect(gone.body.code).not.toBe(1000);
    expect((await refresh(first.refreshToken)).body).toEqual(EXPIRED);

    // The other login: its access token, then a refresh, and the refreshed access token.
    expect((await person(second.token)).body.code).toBe(1000);
    const renewed = await refresh(second.refreshToken);
    expect(renewed.body.code).toBe(1000);
    expect((await person(renewed.body.data.token)).body.code).toBe(1000);
  });

  it('drops the live sockets of that login at once, and refuses its token on reconnect; the other login stays connected', async () => {
    const { first, second } = await playerLoggedInTwice();
    const ended = await socketWith(url, first.token);
    const other = await socketWith(url, second.token);
    const dropped = nextEvent<string>(ended, 'disconnect');

    await logout(first.token);
    expect(await dropped).toBe('io server disconnect');

    const refused = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: first.token } });
    sockets.push(refused);
    const error = await new Promise<Error & { data?: unknown }>((resolve, reject) => {
      refused.once('connect', () => reject(new Error('connected with a logged-out token')));
      refused.once('connect_error', resolve);
    });
    expect(error.data).toEqual({ code: 401, reason: 'session revoked' });

    // The other login's socket is still there and still gets the player's events.
    expect(other.connected).toBe(true);
    const me = (await person(second.token)).body.data as { id: number };
    const arrival = nextEvent<{ balance: number }>(other, 'balance.changed');
    t.app.realtime.publishToPlayer({ type: 'balance.changed', userId: me.id, balance: 42, reason: 'test' });
    expect((await arrival).balance).toBe(42);
  });

  it('takes no body or an empty one (anything more is dropped, never "everywhere"), and needs a live login', async () => {
    const { first, second } = await playerLoggedInTwice();
    expect((await logout(first.token, { everywhere: true })).body.code).toBe(1000);
    expect((await person(first.token)).status).toBe(401);
    expect((await person(second.token)).body.code).toBe(1000);

    const bare = await t.app.inject({ method: 'POST', url: '/api/app/user/info/logout', headers: { authorization: second.token } });
    expect(bare.json()).toEqual({ code: 1000, message: 'success', data: null });
    expect((await person(second.token)).status).toBe(401);

    // Logged out already, or never logged in: 401, like any protected call.
    expect((await logout(first.token)).status).toBe(401);
    expect((await post(t.app, '/api/app/user/info/logout', {})).status).toBe(401);
  });
});
