/** The api client takes over the reads index.html's boot script started (once, only the same call, only a usable answer). */
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { EARLY_READ_MAX_AGE_MS, earlyReadKey, takeEarlyRead, type EarlyAnswer, type EarlyReads } from './early-reads';
import { SessionStore } from '../session/session-store';
import { createFakeApiServer, envelope } from '../test/fake-api-server';
import { createTestStorage } from '../test/memory-storage';

const ITEMS = 'POST /app/bet/rank/playItems';
const CURRENT = 'GET /app/lottery/result/current';

type EarlyWindow = { __racingEarly__?: { reads?: EarlyReads } };

function earlyRead(key: string, answer: Promise<EarlyAnswer>, sentAt = Date.now() - 1500): void {
  const early = ((window as EarlyWindow).__racingEarly__ ??= {});
  (early.reads ??= {})[key] = { answer, sentAt };
  answer.catch(() => undefined);
}

const answered = (body: unknown, status = 200, sentAt = 1000, receivedAt = 1400): Promise<EarlyAnswer> => Promise.resolve({ status, body, sentAt, receivedAt });

function setup(language = 'zh-cn') {
  const server = createFakeApiServer({
    [ITEMS]: () => envelope([{ rank: 'network' }]),
    [CURRENT]: () => envelope({ now: 'network' }),
    'GET /app/lottery/result/getList': () => envelope({ list: ['network'] }),
  });
  const { storage } = createTestStorage();
  const session = new SessionStore(storage, jest.fn());
  const client = createApiClient({
    session,
    adapter: server.adapter,
    languageHeader: () => language,
    currentPath: () => '/',
    translate: (key) => `t:${key}`,
    loginPath: '/pages/user/login',
    takeEarlyRead,
  });
  return { client, server, session };
}

afterEach(() => {
  delete (window as EarlyWindow).__racingEarly__;
});

describe('early reads', () => {
  it('answers the page call from the early read, without a request, and says when that read went out and came', async () => {
    earlyRead(earlyReadKey('POST', '/app/bet/rank/playItems', 'zh-cn', {}), answered(envelope([{ rank: 'early' }]).body, 200, 1000, 1400));
    const { client, server } = setup();
    const onAnswered = jest.fn();
    await expect(client.post('/app/bet/rank/playItems', {}, { onAnswered })).resolves.toEqual([{ rank: 'early' }]);
    expect(server.seen).toHaveLength(0);
    expect(onAnswered).toHaveBeenCalledWith(1000, 1400);
  });

  it('is taken once: the same call again goes to the network', async () => {
    earlyRead(earlyReadKey('GET', '/app/lottery/result/current', 'zh-cn', undefined), answered(envelope({ now: 'early' }).body));
    const { client, server } = setup();
    await expect(client.get('/app/lottery/result/current')).resolves.toEqual({ now: 'early' });
    await expect(client.get('/app/lottery/result/current')).resolves.toEqual({ now: 'network' });
    expect(server.seen).toHaveLength(1);
  });

  it('serves only the same call: another language, body or query goes to the network and leaves the early read', async () => {
    const key = earlyReadKey('POST', '/app/bet/rank/playItems', 'zh-cn', {});
    earlyRead(key, answered(envelope([{ rank: 'early' }]).body));
    earlyRead(earlyReadKey('GET', '/app/lottery/result/current', 'zh-cn', undefined), answered(envelope({ now: 'early' }).body));
    await expect(setup('en').client.post('/app/bet/rank/playItems', {})).resolves.toEqual([{ rank: 'network' }]);
    await expect(setup().client.post('/app/bet/rank/playItems', { rankId: 3 })).resolves.toEqual([{ rank: 'network' }]);
    await expect(setup().client.get('/app/lottery/result/current', { at: 1 })).resolves.toEqual({ now: 'network' });
    expect((window as EarlyWindow).__racingEarly__?.reads?.[key]).toBeDefined();
  });

  it("matches a GET's query as the route declares it: the defined parameters, in the call's order", async () => {
    earlyRead(earlyReadKey('GET', '/app/lottery/result/getList?size=20', 'zh-cn', undefined), answered(envelope({ list: ['early'] }).body));
    earlyRead(earlyReadKey('GET', '/app/lottery/result/getList?page=1&size=30', 'zh-cn', undefined), answered(envelope({ list: ['early 30'] }).body));
    const { client, server } = setup();
    await expect(client.get('/app/lottery/result/getList', { size: 20, cursor: undefined, date: undefined })).resolves.toEqual({ list: ['early'] });
    // The same parameters in another order are another call as far as the key goes: it is asked for again.
    await expect(client.get('/app/lottery/result/getList', { size: 30, page: 1 })).resolves.toEqual({ list: ['network'] });
    await expect(client.get('/app/lottery/result/getList', { page: 1, size: 30 })).resolves.toEqual({ list: ['early 30'] });
    expect(server.seen.map((request) => request.params)).toEqual([{ size: 30, page: 1 }]);
  });

  it('sends the call as usual when the early read failed, answered other than 200, or is too old', async () => {
    const itemsKey = earlyReadKey('POST', '/app/bet/rank/playItems', 'zh-cn', {});
    const currentKey = earlyReadKey('GET', '/app/lottery/result/current', 'zh-cn', undefined);
    const { client, server } = setup();

    earlyRead(itemsKey, Promise.reject(new TypeError('Failed to fetch')));
    earlyRead(currentKey, answered({ code: 500 }, 502));
    await expect(client.post('/app/bet/rank/playItems', {})).resolves.toEqual([{ rank: 'network' }]);
    await expect(client.get('/app/lottery/result/current')).resolves.toEqual({ now: 'network' });

    earlyRead(itemsKey, answered(envelope([{ rank: 'early' }]).body), Date.now() - EARLY_READ_MAX_AGE_MS - 1);
    await expect(client.post('/app/bet/rank/playItems', {})).resolves.toEqual([{ rank: 'network' }]);
    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([ITEMS, CURRENT, ITEMS]);
  });

  it("reads the early answer's envelope as any answer: a refusal is the same error the call would have had", async () => {
    earlyRead(earlyReadKey('GET', '/app/lottery/result/current', 'zh-cn', undefined), answered({ code: 1001, message: 'Closed for today', data: null }));
    const error = await setup().client.get('/app/lottery/result/current').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Closed for today', code: 1001 });
  });

  it('a signed-in player gets the same early answer (early reads are the same for everyone) without a token refresh', async () => {
    earlyRead(earlyReadKey('POST', '/app/bet/rank/playItems', 'zh-cn', {}), answered(envelope([{ rank: 'early' }]).body));
    const { client, server, session } = setup();
    session.setTokens({ token: 'token', expire: 3600, refreshToken: 'refresh', refreshExpire: 86400 });
    await expect(client.post('/app/bet/rank/playItems', {})).resolves.toEqual([{ rank: 'early' }]);
    expect(server.seen).toHaveLength(0);
  });

  it('a call made without any early reads (no boot script: tests, the development server) goes to the network', async () => {
    const { client, server } = setup();
    const onAnswered = jest.fn();
    await expect(client.get('/app/lottery/result/current', undefined, { onAnswered })).resolves.toEqual({ now: 'network' });
    expect(server.seen).toHaveLength(1);
    const [sentAt, receivedAt] = onAnswered.mock.calls[0] as [number, number];
    expect(receivedAt).toBeGreaterThanOrEqual(sentAt);
  });
});
