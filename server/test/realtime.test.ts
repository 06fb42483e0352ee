// socket.io on the app's own port: public draw events for everyone, player events only to that player's sockets,
// refused handshakes for bad or revoked tokens, and (with Redis) a publish on one process reaching another's sockets.
import { io as connect, type Socket as ClientSocket, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { type AddressInfo } from 'node:net';
import { DIALECTS, get, startTestApp, type TestApp } from './support/test-app';
import { smsCodeFor } from './support/accounts';
import { type PeriodView, type PlayerEvent, type PublicEvent } from '../src/realtime/realtime-events';
import { openRedisFanout } from '../src/realtime/redis-fanout';

const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

const period: PeriodView = {
  issue: '202601010001',
  openAt: '2026-01-01T00:00:00.000Z',
  closeAt: '2026-01-01T00:04:30.000Z',
  drawAt: '2026-01-01T00:05:00.000Z',
  status: 'open',
};
const opened: PublicEvent = { type: 'period.opened', period, now: '2026-01-01T00:00:00.000Z' };
const drawn: PublicEvent = {
  type: 'result.drawn',
  issue: period.issue,
  places: [3, 1, 4, 10, 5, 9, 2, 6, 8, 7],
  drawAt: period.drawAt,
  seed: 'ab'.repeat(32),
  chainId: 'chain-1',
  chainIndex: 7,
  closeAt: period.closeAt,
  beacon: null,
  now: period.drawAt,
};

const clients: ClientSocket[] = [];

async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function client(url: string, options: Partial<ManagerOptions & SocketOptions> = {}): ClientSocket {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...options });
  clients.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function refused(socket: ClientSocket): Promise<Error & { data?: { code: number; reason: string } }> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected, expected a refusal')));
    socket.once('connect_error', (error) => resolve(error as Error & { data?: { code: number; reason: string } }));
  });
}

function next<T = unknown>(socket: ClientSocket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every event a socket receives, to assert that something did NOT arrive. */
function record(socket: ClientSocket): Array<[string, unknown]> {
  const seen: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => seen.push([event, payload]));
  return seen;
}

/** Sends a marker through the same path after the event under test: once it arrives, earlier events would have too. */
async function settle(testApp: TestApp, sockets: ClientSocket[]) {
  const marker: PublicEvent = { type: 'period.cancelled', issue: 'marker', reason: 'test', now: period.drawAt };
  const arrivals = sockets.map((socket) => next(socket, 'period.cancelled'));
  testApp.app.realtime.publishPublic(marker);
  await Promise.all(arrivals);
}

afterEach(() => {
  for (const socket of clients.splice(0)) socket.disconnect();
});

describe.each(DIALECTS)('realtime over socket.io (%s)', (dialect) => {
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    testApp = await startTestApp(dialect);
    url = await listen(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('delivers public draw events to an anonymous socket, named by type, the event as payload', async () => {
    const socket = client(url);
    await connected(socket);
    const arrival = next(socket, 'result.drawn');
    testApp.app.realtime.publishPublic(drawn);
    expect(await arrival).toEqual(drawn);
  });

  it('also works over HTTP long-polling (the fallback when WebSocket is blocked)', async () => {
    const socket = client(url, { transports: ['polling'] });
    await connected(socket);
    const arrival = next(socket, 'period.opened');
    testApp.app.realtime.publishPublic(opened);
    expect(await arrival).toEqual(opened);
  });

  it('gives an authenticated socket its own player events (without userId) and not another player\'s', async () => {
    const alice = await testApp.createPlayer();
    const bob = await testApp.createPlayer();
    const aliceSocket = client(url, { auth: { token: alice.token } });
    const bobSocket = client(url, { extraHeaders: { Authorization: `Bearer ${bob.token}` }, transports: ['polling'] });
    const anonymous = client(url);
    await Promise.all([connected(aliceSocket), connected(bobSocket), connected(anonymous)]);
    const bobSeen = record(bobSocket);
    const anonymousSeen = record(anonymous);

    const forAlice: PlayerEvent = { type: 'balance.changed', userId: alice.id, balance: 12_345, reason: 'bet' };
    const arrival = next(aliceSocket, 'balance.changed');
    testApp.app.realtime.publishToPlayer(forAlice);
    expect(await arrival).toEqual({ type: 'balance.changed', balance: 12_345, reason: 'bet' });

    const settled: PlayerEvent = { type: 'bet.settled', userId: bob.id, issue: period.issue, stake: 300, won: 1, lost: 2, pushed: 0, payout: 1950 };
    const bobArrival = next(bobSocket, 'bet.settled');
    testApp.app.realtime.publishToPlayer(settled);
    expect(await bobArrival).toEqual({ type: 'bet.settled', issue: period.issue, stake: 300, won: 1, lost: 2, pushed: 0, payout: 1950 });

    // Public events still reach authenticated sockets.
    const publicArrival = next(aliceSocket, 'period.opened');
    testApp.app.realtime.publishPublic(opened);
    await publicArrival;

    await settle(testApp, [bobSocket, anonymous]);
    expect(bobSeen.map(([event]) => event)).not.toContain('balance.changed');
    expect(anonymousSeen.map(([event]) => event)).not.toContain('balance.changed');
    expect(anonymousSeen.map(([event]) => event)).not.toContain('bet.settled');
  });

  it('refuses a bad token with a 401 connect_error instead of connecting anonymously', async () => {
    const error = await refused(client(url, { auth: { token: 'not-a-jwt' } }));
    expect(error.message).toBe('unauthorized');
    expect(error.data).toEqual({ code: 401, reason: expect.any(String) });

    const header = await refused(client(url, { extraHeaders: { Authorization: 'garbage' }, transports: ['polling'] }));
    expect(header.data?.code).toBe(401);

    const wrongType = await refused(client(url, { auth: { token: 42 } }));
    expect(wrongType.data).toEqual({ code: 401, reason: 'malformed token' });
  });

  it('refuses a refresh token presented as an access token', async () => {
    const player = await testApp.createPlayer();
    const error = await refused(client(url, { auth: { token: player.refreshToken } }));
    expect(error.data?.code).toBe(401);
  });

  it('refuses an expired access token, and accepts the refreshed one on reconnect', async () => {
    const player = await testApp.createPlayer();
    // Signed by a clock ten days behind: the token expired long ago, its session is live.
    const { TokenService } = await import('../src/plugins/app/auth');
    const past = new TokenService(testApp.app.db, testApp.config.jwt, () => Date.now() - 10 * 24 * 3600 * 1000);
    const old = await past.sign(player.id, (await sessionOf(testApp, player.token)).sessionId, 'x');

    let currentToken = old.token;
    const socket = client(url, { auth: (callback) => callback({ token: currentToken }) });
    const error = await refused(socket);
    expect(error.data).toEqual({ code: 401, reason: 'ERR_JWT_EXPIRED' });
    expect(socket.active).toBe(false);

    // The client refreshes, then connects again: the auth callback runs on every attempt.
    currentToken = player.token;
    socket.connect();
    await connected(socket);
    const arrival = next(socket, 'balance.changed');
    testApp.app.realtime.publishToPlayer({ type: 'balance.changed', userId: player.id, balance: 1, reason: 'test' });
    await arrival;
  });

  it('refuses a revoked session, and disconnectSession ends a live socket of that login', async () => {
    const player = await testApp.createPlayer();
    const socket = client(url, { auth: { token: player.token } });
    await connected(socket);

    const session = await sessionOf(testApp, player.token);
    await testApp.app.tokens.revokeSession(session.sessionId);
    const dropped = next<string>(socket, 'disconnect');
    testApp.app.sockets.disconnectSession(session.sessionId);
    expect(await dropped).toBe('io server disconnect');

    const error = await refused(client(url, { auth: { token: player.token } }));
    expect(error.data).toEqual({ code: 401, reason: 'session revoked' });
  });

  it('drops the live sockets of a login the moment it ends: refresh-token reuse, and closing the account', async () => {
    const player = await testApp.createPlayer();
    const socket = client(url, { auth: { token: player.token } });
    await connected(socket);
    const dropped = next<string>(socket, 'disconnect');
    const refresh = (refreshToken: string) => testApp.app.inject({ method: 'POST', url: '/api/app/user/login/refreshToken', payload: { refreshToken } });
    await refresh(player.refreshToken);
    await refresh(player.refreshToken); // reused: the whole login is revoked
    expect(await dropped).toBe('io server disconnect');

    const other = await testApp.createPlayer({ phone: '+8613800138950' });
    const second = client(url, { auth: { token: other.token } });
    await connected(second);
    const gone = next<string>(second, 'disconnect');
    // Closing an account takes a proof: a code sent to its phone.
    const smsCode = await smsCodeFor(testApp.app, '+8613800138950');
    await testApp.app.inject({ method: 'POST', url: '/api/app/user/info/logoff', payload: { smsCode }, headers: { authorization: other.token } });
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects an authenticated socket when its access token expires, telling it why first', async () => {
    const player = await testApp.createPlayer();
    const { TokenService } = await import('../src/plugins/app/auth');
    const session = await sessionOf(testApp, player.token);
    // Issued 7197 s ago with a 7200 s lifetime: it expires in two to three seconds.
    const nearlyExpired = new TokenService(testApp.app.db, testApp.config.jwt, () => Date.now() - (testApp.config.jwt.accessTtlSeconds - 3) * 1000);
    const short = await nearlyExpired.sign(player.id, session.sessionId, 'x');
    const socket = client(url, { auth: { token: short.token } });
    await connected(socket);
    const expired = next<{ reason: string }>(socket, 'session.expired', 6000);
    const dropped = next<string>(socket, 'disconnect', 6000);
    expect(await expired).toEqual({ reason: 'token expired' });
    expect(await dropped).toBe('io server disconnect');
  });

  it('leaves the HTTP API on the same port untouched', async () => {
    const response = await fetch(`${url}/api/app/base/comm/eps`);
    expect(response.status).toBe(200);
    const unknown = await fetch(`${url}/socket.io/?EIO=3&transport=polling`);
    expect(unknown.status).toBe(400);
  });
});

describe('an app that never listens', () => {
  it('builds, answers injected requests, accepts publishes and closes', async () => {
    const testApp = await startTestApp('sqlite');
    try {
      expect((await get(testApp.app, '/api/app/base/comm/eps')).status).toBe(200);
      testApp.app.realtime.publishPublic(opened);
      testApp.app.realtime.publishToPlayer({ type: 'balance.changed', userId: 1, balance: 0, reason: 'test' });
    } finally {
      await testApp.close();
    }
    // Publishing after close is a no-op, not a crash.
    testApp.app.realtime.publishPublic(opened);
  });

  it('closes while a client is connected, dropping the connection so the client reconnects (to another process)', async () => {
    const testApp = await startTestApp('sqlite');
    const url = await listen(testApp);
    const socket = client(url);
    await connected(socket);
    const dropped = next<string>(socket, 'disconnect');
    await testApp.close();
    // Not "io server disconnect", after which a socket.io client stays away: behind a proxy it comes back elsewhere.
    expect(await dropped).toBe('transport close');
  });
});

describe('Redis fan-out start-up', () => {
  it('refuses to start when REDIS_URL points at nothing, rather than running alone', async () => {
    const log = { info: jest.fn(), warn: jest.fn() } as unknown as Parameters<typeof openRedisFanout>[0]['log'];
    await expect(openRedisFanout({ url: 'redis://127.0.0.1:1', log, startupTimeoutMs: 600 })).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
  });
});

(REDIS_URL ? describe : describe.skip)('scale-out through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;

  beforeAll(async () => {
    a = await startTestApp('sqlite', { REDIS_URL: REDIS_URL! });
    b = await startTestApp('sqlite', { REDIS_URL: REDIS_URL! });
    await listen(a);
    urlB = await listen(b);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('a publish on process A reaches sockets on process B', async () => {
    // Both apps use their own database: the same token verifies on B because they share the JWT secret and B has
    // the session; so create the player on B and publish for that id on A.
    const player = await b.createPlayer();
    const anonymous = client(urlB);
    const authenticated = client(urlB, { auth: { token: player.token } });
    await Promise.all([connected(anonymous), connected(authenticated)]);

    const publicArrival = next(anonymous, 'result.drawn');
    a.app.realtime.publishPublic(drawn);
    expect(await publicArrival).toEqual(drawn);

    const privateArrival = next(authenticated, 'balance.changed');
    a.app.realtime.publishToPlayer({ type: 'balance.changed', userId: player.id, balance: 500, reason: 'payout' });
    expect(await privateArrival).toEqual({ type: 'balance.changed', balance: 500, reason: 'payout' });

    const dropped = next<string>(authenticated, 'disconnect');
    a.app.sockets.disconnectPlayer(player.id);
    expect(await dropped).toBe('io server disconnect');
    expect(anonymous.connected).toBe(true);
  });
});

async function sessionOf(testApp: TestApp, token: string) {
  return testApp.app.tokens.authenticate(token);
}
