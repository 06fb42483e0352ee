// The scale-out mode as a whole: `npm run start:cluster` with two server processes behind nginx on PostgreSQL and a
// Redis of the test's own. Draws exactly once with each event reaching each socket once, limits that hold whichever
// process a request lands on, 200 slips racing one balance, an upload served by the other process, Redis restarted
// during play, and the schedule's holder killed with -9 mid-draw.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { Cluster, NGINX, OwnRedis, REDIS_SERVER, freePorts, type Backend } from './support/cluster';
import { ONE_PIXEL_PNG } from './support/multipart';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_CONFIGURED = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const missing = [!DATABASE_URL && 'TEST_DATABASE_URL', !REDIS_CONFIGURED && 'TEST_REDIS_URL', !NGINX && 'nginx', !REDIS_SERVER && 'redis-server'].filter(Boolean);
if (missing.length > 0) console.log(`scale-out cluster (two processes behind nginx): skipped, missing ${missing.join(', ')} (.ci/run provides them)`);

const INTERVAL_SECONDS = 20;
const CHAMPION_RANK_ID = 1;
const CLOSE_SECONDS = 4;
const WELCOME_CENTS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Envelope<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** One API call; `ip` poses as the client address nginx would have forwarded (backends trust one proxy hop). */
async function call<T = unknown>(base: string, method: 'GET' | 'POST', url: string, body?: unknown, options: { token?: string; ip?: string } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', language: 'en' };
  if (options.token) headers.authorization = options.token;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${base}/api${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  try {
    return { status: response.status, ...(JSON.parse(text) as Omit<Envelope<T>, 'status'>) };
  } catch {
    return { status: response.status, code: -1, message: text.slice(0, 200), data: undefined as T };
  }
}

async function data<T>(base: string, method: 'GET' | 'POST', url: string, body?: unknown, options: { token?: string; ip?: string } = {}): Promise<T> {
  const answer = await call<T>(base, method, url, body, options);
  if (answer.code !== 1000) throw new Error(`${url}: ${answer.status} ${answer.code} ${answer.message}`);
  return answer.data;
}

const freshPhone = () => `139${String(randomInt(100_000_000)).padStart(8, '0')}`;
let ipCounter = 0;
const freshIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipCounter}`;

async function solvedCaptcha(base: string, ip: string): Promise<{ captchaId: string; code: number }> {
  const captcha = await data<{ captchaId: string }>(base, 'GET', '/app/user/login/captcha?type=slide', undefined, { ip });
  const { answer } = await data<{ answer: number }>(base, 'GET', `/dev/captcha?captchaId=${captcha.captchaId}`);
  return { captchaId: captcha.captchaId, code: answer };
}

async function sendSms(base: string, phone: string, ip: string): Promise<Envelope> {
  return call(base, 'POST', '/app/user/login/smsCode', { phone, ...(await solvedCaptcha(base, ip)) }, { ip });
}

/** Registers through `base` (whose development outbox holds the code it sent); answers the player's token and id. */
async function register(base: string, password = 'cluster-pass-1'): Promise<{ phone: string; token: string; id: number }> {
  const phone = freshPhone();
  const ip = freshIp();
  const sent = await sendSms(base, phone, ip);
  if (sent.code !== 1000) throw new Error(`smsCode: ${sent.message}`);
  const { code } = await data<{ code: string }>(base, 'GET', `/dev/sms?phone=${phone}`);
  const tokens = await data<{ token: string }>(base, 'POST', '/app/user/login/register', { phone, smsCode: code, password, ageConfirmed: true }, { ip });
  const person = await data<{ id: number }>(base, 'GET', '/app/user/info/person', undefined, { token: tokens.token });
  return { phone, token: tokens.token, id: person.id };
}

interface Period {
  issue: string;
  status: string;
  closeAt: string;
}

/** The current period once it is open with at least `seconds` to spare. */
async function openPeriod(base: string, seconds: number): Promise<Period> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    const current = await data<{ period: Period | null; now: string }>(base, 'GET', '/app/lottery/result/current');
    if (current.period?.status === 'open' && Date.parse(current.period.closeAt) - Date.parse(current.now) >= seconds * 1000) return current.period;
  }
  throw new Error(`no open period with ${seconds} s to spare`);
}

/** A socket that records every event it gets; `localAddress` makes nginx's address hash pick among the processes. */
interface Recorder {
  socket: ClientSocket;
  events: Array<{ event: string; payload: Record<string, unknown> }>;
  connects: number;
  /** How many times `event` arrived for `issue`. */
  count(event: string, issue: string): number;
}

const sockets: ClientSocket[] = [];
async function recorder(url: string, options: { token?: string; localAddress?: string; reconnect?: boolean } = {}): Promise<Recorder> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: options.reconnect ?? false,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    forceNew: true,
    auth: options.token ? { token: options.token } : {},
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  } as Parameters<typeof connect>[1]);
  sockets.push(socket);
  const rec: Recorder = {
    socket,
    events: [],
    connects: 0,
    count: (event, issue) =>
      rec.events.filter((e) => e.event === event && (e.payload.issue === issue || (e.payload.period as { issue?: string } | undefined)?.issue === issue)).length,
  };
  socket.on('connect', () => rec.connects++);
  socket.onAny((event: string, payload: Record<string, unknown>) => rec.events.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return rec;
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(200)) if (await check()) return;
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

(missing.length === 0 ? describe : describe.skip)('scale-out: two server processes behind nginx on PostgreSQL and Redis', () => {
  let redis: OwnRedis;
  let cluster: Cluster;
  let a: Backend;
  let b: Backend;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-cluster-web-'));

  /** Every ledger sums to its balance, and no ledger reference (a bet's payout, a slip's debit) is credited twice. */
  async function moneyIsWhole(): Promise<void> {
    const unbalanced = await cluster.query(
      `select u.id, u.balance, coalesce(sum(l.amount), 0)::bigint as sum from app_user u left join balance_log l on l.user_id = u.id group by u.id, u.balance having u.balance <> coalesce(sum(l.amount), 0)`,
    );
    expect(unbalanced).toEqual([]);
    const twice = await cluster.query(`select ref_key, count(*)::int as n from balance_log where ref_key like 'bet:%' group by ref_key having count(*) > 1`);
    expect(twice).toEqual([]);
  }

  beforeAll(async () => {
    redis = new OwnRedis(await freePorts(1));
    await redis.start();
    cluster = await Cluster.start({
      databaseUrl: DATABASE_URL!,
      redisUrl: redis.url,
      processes: 2,
      env: {
        DRAW_INTERVAL_SECONDS: String(INTERVAL_SECONDS),
        DRAW_CLOSE_SECONDS: String(CLOSE_SECONDS),
        SMS_DAILY_LIMIT_PER_IP: '3',
        LOGIN_MAX_FAILURES_PER_PHONE: '3',
        WELCOME_CREDIT_CENTS: String(WELCOME_CENTS),
        WEB_ROOT: webRoot,
        SHUTDOWN_TIMEOUT_SECONDS: '10',
      },
    });
    [a, b] = cluster.backends;
  }, 180_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  }, 60_000);

  it('runs two ready processes of which exactly one holds the schedule, all behind one port', async () => {
    const states = await cluster.readiness();
    expect(states.map((s) => s.alive)).toEqual([true, true]);
    expect(states.map((s) => s.scheduler).sort()).toEqual(['leader', 'standby']);
    expect(states.map((s) => s.redis)).toEqual(['ok', 'ok']);
    // Through nginx: round robin reaches both processes.
    const pids = new Set<number>();
    for (let i = 0; i < 6; i++) pids.add(((await (await fetch(`${cluster.url}/health/live`)).json()) as { pid: number }).pid);
    expect(pids).toEqual(new Set([a.pid, b.pid]));
  });

  it('draws and settles each period once, and each socket gets each period event once whichever process it is on', async () => {
    const player = await register(a.url);
    const onA = await recorder(a.url);
    const onB = await recorder(b.url);
    const playerOnB = await recorder(b.url, { token: player.token });
    // Through nginx from several client addresses: its address hash spreads them over the processes.
    const viaNginx = await Promise.all([2, 3, 4, 5, 6, 7].map((n) => recorder(cluster.url, { localAddress: `127.0.0.${n}` })));
    const all = [onA, onB, playerOnB, ...viaNginx];
    const spread = await cluster.readiness();
    expect(spread.every((s) => (s.sockets ?? 0) >= 1)).toBe(true);

    const period = await openPeriod(a.url, 3);
    const [rank] = await data<Array<{ id: number }>>(a.url, 'POST', '/app/bet/rank/listByOrder', {});
    const [items] = await data<Array<{ types: Array<{ type: number; items: Array<{ id: number }> }> }>>(a.url, 'POST', '/app/bet/rank/playItems', { rankId: rank.id });
    const oddsId = items.types[0].items[0].id;
    await data(a.url, 'POST', '/app/bet/bet/addbet', { issue: period.issue, requestId: `cycle-${Date.now()}`, items: [{ oddsId, amount: 100 }] }, { token: player.token });

    // The bet's period is drawn and settled; then one whole period more (opened, closed, drawn) is watched.
    await waitUntil('the bet settled on the player socket', () => playerOnB.count('bet.settled', period.issue) > 0, (INTERVAL_SECONDS + 10) * 1000);
    const next = String(BigInt(period.issue) + 1n);
    await waitUntil('the next period drawn on every socket', () => all.every((r) => r.count('result.drawn', next) > 0), (2 * INTERVAL_SECONDS + 10) * 1000);
    await sleep(1000);

    for (const r of all) {
      expect([r.count('result.drawn', period.issue), r.count('period.opened', next), r.count('period.closed', next), r.count('result.drawn', next)]).toEqual([1, 1, 1, 1]);
    }
    expect(playerOnB.count('bet.settled', period.issue)).toBe(1);
    const [row] = await cluster.query<{ status: string }>('select status from draw_period where issue = $1', [period.issue]);
    expect(row.status).toBe('settled');
    await moneyIsWhole();
  }, 120_000);

  it('holds the SMS and password-guess limits whichever process each request lands on', async () => {
    // SMS: three codes from one address (its daily limit here), alternating processes; the fourth is refused on either.
    const ip = freshIp();
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    expect((await sendSms(a.url, phones[0], ip)).code).toBe(1000);
    expect((await sendSms(b.url, phones[1], ip)).code).toBe(1000);
    expect((await sendSms(a.url, phones[2], ip)).code).toBe(1000);
    const fourth = await sendSms(b.url, phones[3], ip);
    expect(fourth.code).toBe(1003);
    // One phone's resend interval, from another address, on the other process.
    const again = await sendSms(b.url, phones[0], freshIp());
    expect(again.code).toBe(1003);
    expect(again.message).not.toBe(fourth.message);

    // Password guesses: three wrong ones on alternating processes use up the account's tries; then even the right
    // password is refused on either process.
    const player = await register(a.url, 'right-password-1');
    const guesser = freshIp();
    for (const base of [a.url, b.url, a.url]) {
      const wrong = await call(base, 'POST', '/app/user/login/password', { phone: player.phone, password: 'wrong-password-1' }, { ip: guesser });
      expect(wrong.code).toBe(1001);
    }
    for (const base of [b.url, a.url]) {
      const locked = await call(base, 'POST', '/app/user/login/password', { phone: player.phone, password: 'right-password-1' }, { ip: freshIp() });
      expect(locked.code).toBe(1003);
    }
  }, 60_000);

  it('holds a route’s request limit across processes (counted in Redis): the 31st captcha a minute is refused', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await call(i % 2 === 0 ? a.url : b.url, 'GET', '/app/user/login/captcha?type=slide', undefined, { ip })).code);
    expect(answers.slice(0, 30).every((code) => code === 1000)).toBe(true);
    // The contract's "too many requests" (1003), whichever process counted the other 30.
    expect(answers[30]).toBe(1003);
    // Another address is not held back.
    expect((await call(b.url, 'GET', '/app/user/login/captcha?type=slide', undefined, { ip: freshIp() })).code).toBe(1000);
  }, 60_000);

  it('accepts exactly 50 of 200 parallel slips against a balance for 50, spread over both processes', async () => {
    const player = await register(a.url);
    // Time to spare: a refusal because betting closed would not be the balance's.
    const period = await openPeriod(a.url, 12);
    const [rank] = await data<Array<{ id: number }>>(a.url, 'POST', '/app/bet/rank/listByOrder', {});
    const [items] = await data<Array<{ types: Array<{ type: number; items: Array<{ id: number }> }> }>>(a.url, 'POST', '/app/bet/rank/playItems', { rankId: rank.id });
    const oddsId = items.types[0].items[1].id;
    const stake = WELCOME_CENTS / 50;
    const stamp = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(i % 2 === 0 ? a.url : b.url, 'POST', '/app/bet/bet/addbet', { issue: period.issue, requestId: `race-${stamp}-${i}`, items: [{ oddsId, amount: stake }] }, { token: player.token }),
      ),
    );
    expect(answers.filter((x) => x.status >= 500)).toEqual([]);
    const accepted = answers.filter((x) => x.code === 1000).length;
    expect(accepted).toBe(50);
    expect(answers.filter((x, i) => x.code === 1000 && i % 2 === 0).length).toBeGreaterThan(0);
    expect(answers.filter((x, i) => x.code === 1000 && i % 2 === 1).length).toBeGreaterThan(0);
    expect(new Set(answers.filter((x) => x.code !== 1000).map((x) => x.code))).toEqual(new Set([1001]));
    const [row] = await cluster.query<{ balance: number; slips: number }>(
      'select u.balance::int as balance, (select count(*)::int from bet_slip s where s.user_id = u.id) as slips from app_user u where u.id = $1',
      [player.id],
    );
    expect(row).toEqual({ balance: 0, slips: 50 });
    await moneyIsWhole();
  }, 90_000);

  it('serves an avatar uploaded through one process from the other', async () => {
    const player = await register(a.url);
    const form = new FormData();
    form.append('file', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'me.png');
    const uploaded = (await (await fetch(`${a.url}/api/app/base/comm/upload`, { method: 'POST', headers: { authorization: player.token, language: 'en' }, body: form })).json()) as Envelope<string>;
    expect(uploaded.code).toBe(1000);
    const served = await fetch(`${b.url}${uploaded.data}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await served.arrayBuffer()).equals(ONE_PIXEL_PNG)).toBe(true);
    await data(b.url, 'POST', '/app/user/info/updatePerson', { avatarUrl: uploaded.data }, { token: player.token });
    const person = await data<{ avatarUrl: string }>(a.url, 'GET', '/app/user/info/person', undefined, { token: player.token });
    expect(person.avatarUrl).toBe(uploaded.data);
  });

  it('keeps serving while Redis restarts: no 500, sockets reconnect and catch up, events flow once again', async () => {
    const player = await register(a.url);
    const onA = await recorder(a.url, { reconnect: true });
    const onB = await recorder(b.url, { reconnect: true });
    const playerOnB = await recorder(b.url, { token: player.token, reconnect: true });
    const [rank] = await data<Array<{ id: number }>>(a.url, 'POST', '/app/bet/rank/listByOrder', {});
    const [items] = await data<Array<{ types: Array<{ type: number; items: Array<{ id: number }> }> }>>(a.url, 'POST', '/app/bet/rank/playItems', { rankId: rank.id });
    const oddsId = items.types[0].items[2].id;

    await redis.stop();
    const during: Envelope[] = [];
    const stamp = Date.now();
    for (let i = 0; i < 12; i++) {
      const base = i % 2 === 0 ? a.url : b.url;
      during.push(await call(base, 'GET', '/app/lottery/result/current'));
      during.push(await call(base, 'GET', '/app/user/info/person', undefined, { token: player.token }));
      during.push(await call(base, 'GET', '/app/user/login/captcha?type=slide', undefined, { ip: freshIp() }));
      during.push(await call(base, 'POST', '/app/bet/bet/addbet', { issue: (await openPeriod(base, 1)).issue, requestId: `redis-${stamp}-${i}`, items: [{ oddsId, amount: 100 }] }, { token: player.token }));
      await sleep(150);
    }
    expect(during.filter((x) => x.status >= 500)).toEqual([]);
    expect(during.filter((x) => x.code !== 1000)).toEqual([]);
    const redisWhileDown = (await cluster.readiness()).map((s) => s.redis);
    expect(redisWhileDown).toEqual(['down', 'down']);

    await redis.start();
    await waitUntil('both processes back on Redis', async () => (await cluster.readiness()).every((s) => s.redis === 'ok'), 20_000);
    // Each process asks its sockets to reconnect (what was broadcast meanwhile never reached them) and they do.
    await waitUntil('every socket reconnected', () => [onA, onB, playerOnB].every((r) => r.connects >= 2 && r.socket.connected), 20_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${cluster.lines.filter((line) => /redis|socket/i.test(line)).slice(-20).join('\n')}`);
    });

    // Caught up: a player re-reading after the reconnect sees every slip placed during the outage.
    const current = await data<{ period: Period }>(b.url, 'GET', '/app/lottery/result/current');
    const next = String(BigInt(current.period.issue) + 1n);
    await waitUntil('a whole period seen on every socket after the restart', () => [onA, onB, playerOnB].every((r) => r.count('result.drawn', next) > 0), (2 * INTERVAL_SECONDS + 10) * 1000);
    await sleep(1000);
    for (const r of [onA, onB, playerOnB]) expect([r.count('period.opened', next), r.count('period.closed', next), r.count('result.drawn', next)]).toEqual([1, 1, 1]);
    await moneyIsWhole();
  }, 150_000);

  it('drains on SIGTERM: the schedule moves over at once, nothing sent through nginx fails, sockets move to the other process', async () => {
    await cluster.allReady();
    const leader = await cluster.leader();
    const other = cluster.backends.find((x) => x.pid !== leader.pid)!;
    const player = await register(other.url);
    const viaNginx = await Promise.all([12, 13, 14, 15, 16, 17].map((n) => recorder(cluster.url, { localAddress: `127.0.0.${n}`, reconnect: true })));
    const onLeader = await recorder(leader.url, { reconnect: false });

    let loading = true;
    const answers: Envelope[] = [];
    const load = (async () => {
      while (loading) {
        answers.push(await call(cluster.url, 'GET', '/app/user/info/person', undefined, { token: player.token }));
        answers.push(await call(cluster.url, 'POST', '/app/bet/rank/listByOrder', {}));
      }
    })();
    let handover: number;
    try {
      await sleep(500);
      const signalled = Date.now();
      process.kill(leader.pid, 'SIGTERM');
      await cluster.notReady(leader.pid);
      const newLeader = await cluster.leader(10_000);
      // SHUTDOWN_DELAY_SECONDS (1 s under start:cluster) of draining first, then the handover.
      handover = Date.now() - signalled;
      expect(newLeader.pid).toBe(other.pid);
      await cluster.waitForLine(new RegExp(`^\\[${leader.index}\\] .*"msg":"shut down cleanly"`), 20_000);
      await waitUntil('the sockets back on the other process', () => viaNginx.every((r) => r.socket.connected), 15_000);
      await sleep(500);
    } finally {
      loading = false;
      await load;
    }
    console.log(`SIGTERM: schedule handed over ${handover} ms after the signal; ${answers.length} requests through nginx meanwhile`);

    expect(answers.filter((x) => x.status !== 200 || x.code !== 1000)).toEqual([]);
    expect(onLeader.socket.connected).toBe(false);
    expect((await cluster.readiness()).find((s) => s.pid === other.pid)?.sockets).toBeGreaterThanOrEqual(viaNginx.length);
    // start:cluster starts the process again, as a supervisor would; it stands by.
    await cluster.waitForLine(new RegExp(`backend ${leader.index}: pid \\d+, port \\d+ \\(restarted\\)`), 60_000);
    expect((await cluster.readiness()).map((s) => s.scheduler).sort()).toEqual(['leader', 'standby']);
  }, 120_000);

  it('hands the schedule over when its holder is killed with -9 mid-draw: the period is drawn and settled exactly once', async () => {
    await cluster.allReady();
    const leader = await cluster.leader();
    const survivor = cluster.backends.find((x) => x.pid !== leader.pid)!;
    // Many bets, so that settling takes a moment after the draw.
    const players = await Promise.all(Array.from({ length: 8 }, () => register(survivor.url)));
    const period = await openPeriod(survivor.url, 6);
    // The champion's ten numbers (rank 1, its numbers group): exactly one of them wins whatever the draw.
    const [champion] = await data<Array<{ types: Array<{ type: number; items: Array<{ id: number }> }> }>>(survivor.url, 'POST', '/app/bet/rank/playItems', { rankId: CHAMPION_RANK_ID });
    const numbers = champion.types.find((group) => group.type === 0)!.items;
    expect(numbers).toHaveLength(10);
    await Promise.all(
      players.map((p, i) =>
        data(survivor.url, 'POST', '/app/bet/bet/addbet', { issue: period.issue, requestId: `kill-${Date.now()}-${i}`, items: numbers.map((n) => ({ oddsId: n.id, amount: 100 })) }, { token: p.token }),
      ),
    );
    const watcher = await recorder(survivor.url);

    const drawnLine = new RegExp(`^\\[${leader.index}\\] .*"issue":"${period.issue}".*"msg":"period drawn"`);
    await cluster.nextLine(drawnLine, (INTERVAL_SECONDS + 10) * 1000);
    process.kill(leader.pid, 'SIGKILL');
    const settledByOld = cluster.lines.some((line) => line.startsWith(`[${leader.index}] `) && line.includes(`"issue":"${period.issue}"`) && line.includes('period settled'));
    console.log(`kill -9 of the schedule holder ${settledByOld ? 'after it had settled' : 'between the draw and the settlement'} of ${period.issue}`);

    const taken = Date.now();
    const newLeader = await cluster.leader(15_000);
    expect(newLeader.pid).toBe(survivor.pid);
    console.log(`schedule taken over in ${Date.now() - taken} ms after the kill`);
    await waitUntil('the period settled', async () => (await cluster.query<{ status: string }>('select status from draw_period where issue = $1', [period.issue]))[0].status === 'settled', 20_000);

    const [counts] = await cluster.query<{ bets: number; paid: number }>(
      `select (select count(*)::int from bet where issue = $1) as bets,
              (select count(*)::int from balance_log l join bet x on l.ref_key = 'bet:' || x.id where x.issue = $1) as paid`,
      [period.issue],
    );
    expect(counts.bets).toBe(80);
    // Exactly one of the ten numbers wins for each player: 8 payouts, never 16.
    expect(counts.paid).toBe(8);
    expect(watcher.count('result.drawn', period.issue)).toBeLessThanOrEqual(1);
    await moneyIsWhole();

    // The next period goes on under the new holder, its events once on the survivor's sockets.
    const next = String(BigInt(period.issue) + 1n);
    await waitUntil('the next period drawn', () => watcher.count('result.drawn', next) > 0, (2 * INTERVAL_SECONDS + 10) * 1000);
    await sleep(1000);
    expect([watcher.count('period.closed', next), watcher.count('result.drawn', next)]).toEqual([1, 1]);
  }, 150_000);
});
