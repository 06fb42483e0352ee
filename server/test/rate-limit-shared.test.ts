// Request limits shared by server processes through Redis: the store's windows against a real Redis, two processes on
// one database and one Redis counting against one allowance (the database's SMS and password limits holding across them
// too), and a Redis that goes away mid-run: requests are served uncounted, and counted again once it is back.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { type FastifyBaseLogger } from 'fastify';
import { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import { openRateLimitRedis, rateLimitNamespace, redisRateLimitStore, throttledWarning, type RateLimitRedis, type RedisRateLimitStore } from '../src/cluster/redis-rate-limit-store';
import { LANGUAGES } from '../src/i18n/language';
import { startTestApp, type TestApp } from './support/test-app';
import { registerPlayer, skipSmsCooldown, smsCodeFor, solveCaptcha } from './support/accounts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const DATABASE_URL = process.env.TEST_DATABASE_URL;
if (!REDIS_URL) console.log('shared rate limits: skipped (set TEST_REDIS_URL, and TEST_DATABASE_URL for the two-process part, to run them)');
else if (!DATABASE_URL) console.log('shared rate limits: two processes on one database skipped (set TEST_DATABASE_URL to run them)');

const quietLog = () => ({ warn: jest.fn(), info: jest.fn(), error: jest.fn(), debug: jest.fn(), trace: jest.fn(), fatal: jest.fn() }) as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The captcha route: public, limited to 30 a minute per address (routes/app/user/login.ts). */
const CAPTCHA_URL = '/api/app/user/login/captcha?type=slide';
const CAPTCHA_LIMIT = 30;
const captcha = (t: TestApp, remoteAddress: string, language = 'en') => t.app.inject({ method: 'GET', url: CAPTCHA_URL, headers: { language }, remoteAddress });

describe('throttled warning', () => {
  it('speaks once per interval, then says how many failures it stood for', () => {
    const log = quietLog();
    let now = 0;
    const warn = throttledWarning(log, 10_000, () => now);
    for (let i = 0; i < 5; i++) warn(new Error('down'), 'redis unavailable');
    now = 10_000;
    warn(new Error('down'), 'redis unavailable');
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(jest.mocked(log.warn).mock.calls[1][0]).toMatchObject({ suppressedSinceLast: 4 });
  });
});

(REDIS_URL ? describe : describe.skip)('Redis rate-limit store', () => {
  const namespace = `racing:rl:test_${process.pid}_${randomBytes(3).toString('hex')}:`;
  let one: RateLimitRedis;
  let other: RateLimitRedis;
  beforeAll(async () => {
    [one, other] = await Promise.all([openRateLimitRedis({ url: REDIS_URL!, log: quietLog() }), openRateLimitRedis({ url: REDIS_URL!, log: quietLog() })]);
  });
  afterAll(async () => {
    const keys = await one?.client.keys(`${namespace}*`);
    if (keys?.length) await one.client.del(keys);
    await Promise.all([one?.close(), other?.close()]);
  });

  /** A route's store, as @fastify/rate-limit makes it: the root store's child for that route. */
  const routeStore = (redis: RateLimitRedis, url: string, settings: Partial<FastifyRateLimitOptions> = {}, ns = namespace) => {
    const Store = redisRateLimitStore({ client: redis.client, namespace: ns, log: quietLog() });
    return (new Store({}) as RedisRateLimitStore).child({ ...settings, routeInfo: { method: 'GET', url } } as never);
  };
  const hit = (store: FastifyRateLimitStore, key: string, windowMs: number, max = 100) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, max));

  it('counts hits within a window and starts again once it has passed', async () => {
    const store = routeStore(one, '/window');
    expect(await hit(store, 'client', 400)).toEqual({ current: 1, ttl: 400 });
    const second = await hit(store, 'client', 400);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(400);
    await sleep(150);
    // Later hits do not stretch the window: its end stays where the first hit put it.
    const third = await hit(store, 'client', 400);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeLessThanOrEqual(400 - 150 + 20);
    await sleep(300);
    expect(await hit(store, 'client', 400)).toEqual({ current: 1, ttl: 400 });
  });

  it('shares one count between processes on the same namespace, and none across namespaces or routes', async () => {
    const here = routeStore(one, '/shared');
    const there = routeStore(other, '/shared');
    expect((await hit(here, 'client', 60_000)).current).toBe(1);
    expect((await hit(there, 'client', 60_000)).current).toBe(2);
    expect((await hit(here, 'client', 60_000)).current).toBe(3);
    expect((await hit(routeStore(other, '/shared', {}, `${namespace}elsewhere:`), 'client', 60_000)).current).toBe(1);
    expect((await hit(routeStore(other, '/another-route'), 'client', 60_000)).current).toBe(1);
    expect((await hit(here, 'another-client', 60_000)).current).toBe(1);
  });

  it('reads a count without adding to it', async () => {
    const store = routeStore(one, '/read');
    const read = () => new Promise<{ current: number; ttl: number }>((resolve, reject) => store.read('client', (error, result) => (error ? reject(error) : resolve(result!))));
    expect(await read()).toEqual({ current: 0, ttl: 0 });
    await hit(store, 'client', 60_000);
    const seen = await read();
    expect(seen.current).toBe(1);
    expect(seen.ttl).toBeGreaterThan(59_000);
    expect((await read()).current).toBe(1);
  });

  it('restarts the window on every hit over the limit when continueExceeding is set', async () => {
    const store = routeStore(one, '/continue', { continueExceeding: true });
    await hit(store, 'client', 400, 1);
    await sleep(150);
    expect(await hit(store, 'client', 400, 1)).toEqual({ current: 2, ttl: 400 });
  });

  it('gives a key that lost its expiry a window again instead of counting it for ever', async () => {
    const store = routeStore(one, '/heal');
    await hit(store, 'client', 60_000);
    await one.client.persist(`${namespace}GET:/heal:client`);
    expect(await hit(store, 'client', 60_000)).toEqual({ current: 2, ttl: 60_000 });
  });

  it('names the namespace after the database schema, so deployments and tests sharing a Redis never meet', () => {
    expect(rateLimitNamespace('t_123_ab')).toBe('racing:rl:t_123_ab:');
    expect(rateLimitNamespace(undefined)).toBe('racing:rl:');
  });

  it('refuses to start, saying why, when Redis cannot be reached', async () => {
    const port = await freePort();
    await expect(openRateLimitRedis({ url: `redis://127.0.0.1:${port}`, log: quietLog(), startupTimeoutMs: 300 })).rejects.toThrow(/REDIS_URL: cannot reach Redis for the request rate limits/);
  });
});

(REDIS_URL && DATABASE_URL ? describe : describe.skip)('request limits across two processes (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  let alone: TestApp;
  const limits = { SMS_DAILY_LIMIT_PER_PHONE: '3', LOGIN_MAX_FAILURES_PER_PHONE: '3' };
  beforeAll(async () => {
    a = await startTestApp('postgres', { REDIS_URL: REDIS_URL!, ...limits });
    // B is a second process on A's database (same schema) and the same Redis.
    b = await startTestApp('postgres', { REDIS_URL: REDIS_URL!, DATABASE_SCHEMA: a.config.databaseSchema!, ...limits });
    // A process on its own, counting in memory: what a refusal looked like before the counters moved to Redis.
    alone = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await alone?.close();
  });

  it(`refuses captcha number ${CAPTCHA_LIMIT + 1} of a minute from one address, whichever process it reaches`, async () => {
    for (let i = 0; i < CAPTCHA_LIMIT; i++) expect((await captcha(i % 2 === 0 ? a : b, '203.0.113.50')).json().code).toBe(1000);
    const overOnA = await captcha(a, '203.0.113.50');
    const overOnB = await captcha(b, '203.0.113.50');
    for (const over of [overOnA, overOnB]) {
      expect(over.statusCode).toBe(200);
      expect(over.json()).toEqual({ code: 1003, message: 'Too many requests, please try again later', data: null });
    }
    // Another address has its own allowance.
    expect((await captcha(b, '203.0.113.51')).json().code).toBe(1000);
    expect((await captcha(a, '203.0.113.51')).json().code).toBe(1000);
  });

  it('answers a refusal exactly as a single process does, in every language', async () => {
    for (let i = 0; i < CAPTCHA_LIMIT; i++) await captcha(alone, '203.0.113.60');
    for (const language of LANGUAGES) {
      const before = await captcha(alone, '203.0.113.60', language);
      const shared = await captcha(b, '203.0.113.50', language);
      expect(shared.statusCode).toBe(before.statusCode);
      expect(shared.json()).toEqual(before.json());
      expect(shared.json().code).toBe(1003);
      expect(Number(shared.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('caps SMS codes per phone per day across processes (counted in the database)', async () => {
    const phone = '13800138301';
    // Each from its own address, so only the phone's daily count can stop them.
    for (let i = 0; i < 3; i++) await smsCodeFor(i % 2 === 0 ? a.app : b.app, phone, `10.30.0.${i + 1}`);
    await skipSmsCooldown(a.app);
    for (const t of [a, b]) {
      const { captchaId, answer } = await solveCaptcha(t.app);
      const capped = await t.app.inject({ method: 'POST', url: '/api/app/user/login/smsCode', payload: { phone, captchaId, code: answer }, headers: { language: 'en' }, remoteAddress: '10.30.0.9' });
      expect(capped.json()).toEqual({ code: 1003, message: "Too many requests: today's limit of verification codes is reached, please try tomorrow", data: null });
    }
  });

  it('stops password guesses for a phone past its limit across processes, even the right password', async () => {
    const phone = '13800138302';
    await registerPlayer(a.app, phone, 'right password');
    const login = (t: TestApp, password: string, i: number) => t.app.inject({ method: 'POST', url: '/api/app/user/login/password', payload: { phone, password }, headers: { language: 'en' }, remoteAddress: `10.31.0.${i}` }).then((r) => r.json());
    for (let i = 0; i < 3; i++) expect((await login(i % 2 === 0 ? a : b, 'wrong guess', i + 1)).code).toBe(1001);
    const locked = { code: 1003, message: 'Too many failed logins, please try again in 15 minutes', data: null };
    expect(await login(b, 'wrong guess', 10)).toEqual(locked);
    expect(await login(a, 'right password', 11)).toEqual(locked);
    expect(await login(b, 'right password', 12)).toEqual(locked);
  });
});

(REDIS_URL ? describe : describe.skip)('request limits while Redis is away', () => {
  let port: number;
  let server: ChildProcess | undefined;
  let t: TestApp;

  const startRedis = async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let tries = 0; ; tries++) {
      if (await reachable(port)) return;
      if (tries > 100) throw new Error(`redis-server on port ${port} did not start`);
      await sleep(50);
    }
  };
  const stopRedis = async () => {
    const stopping = server;
    server = undefined;
    if (!stopping || stopping.exitCode !== null) return;
    const exited = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill('SIGKILL');
    await exited;
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    t = await startTestApp('sqlite', { REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    await stopRedis();
  });

  /** Sends `count` requests from an address; the codes, and the slowest answer in ms. */
  const burst = async (remoteAddress: string, count: number) => {
    const codes: number[] = [];
    let slowest = 0;
    for (let i = 0; i < count; i++) {
      const started = Date.now();
      const reply = await captcha(t, remoteAddress);
      slowest = Math.max(slowest, Date.now() - started);
      expect(reply.statusCode).toBe(200);
      codes.push(reply.json().code);
    }
    return { codes, slowest };
  };

  it('serves limited routes uncounted while Redis is down, warns without flooding the log, and limits again once it is back', async () => {
    const before = await burst('198.51.100.20', CAPTCHA_LIMIT + 1);
    expect(before.codes.at(-1)).toBe(1003);

    const warn = jest.spyOn(t.app.log, 'warn');
    await stopRedis();
    // Over its limit a moment ago, the address is served now: nothing counts while Redis is away, and nothing waits on it.
    const during = await burst('198.51.100.20', 10);
    expect(during.codes).toEqual(Array(10).fill(1000));
    expect(during.slowest).toBeLessThan(2000);
    const outageWarnings = warn.mock.calls.filter(([, message]) => message === 'rate limits: redis unavailable, requests go uncounted until it is back');
    expect(outageWarnings).toHaveLength(1);
    warn.mockRestore();

    await startRedis();
    // Counted again once the limiter has reconnected (its first counted answer leaves 29 of 30), then refused past the limit.
    const deadline = Date.now() + 15_000;
    for (let probe = 1; ; probe++) {
      const reply = await captcha(t, `198.51.101.${probe}`);
      if (reply.headers['x-ratelimit-remaining'] === String(CAPTCHA_LIMIT - 1)) break;
      if (Date.now() > deadline) throw new Error('the limiter never counted again after Redis came back');
      await sleep(200);
    }
    const after = await burst('198.51.100.21', CAPTCHA_LIMIT + 1);
    expect(after.codes.slice(0, CAPTCHA_LIMIT)).toEqual(Array(CAPTCHA_LIMIT).fill(1000));
    expect(after.codes.at(-1)).toBe(1003);
    // About 75 rendered captchas: over 20 s on a busy machine, so more than the default 30 s to be safe.
  }, 90_000);
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
