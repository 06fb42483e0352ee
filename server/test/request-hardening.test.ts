// Hostile but plausible requests get a clear refusal, never a 500 or a misleading success: reused request ids,
// repeated play items, pages and ids past what the columns hold, and money sent as anything but a JSON number.
import { randomUUID } from 'node:crypto';
import { FIELD_LABELS } from '../src/i18n/field-labels';
import { DIALECTS, startTestApp, get, post, type TestApp } from './support/test-app';
import { fundPlayer, ledgerSum, oddsId, openPeriodNow } from './support/draws';
import { BIG_ID_MAX, MAX_CENTS } from '../src/http/request-bounds';

describe.each(DIALECTS)('hostile input (%s)', (dialect) => {
  let t: TestApp;
  let player: { id: number; token: string };
  let issue: string;
  let dragon: number;
  let tiger: number;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 100_000);
    issue = await openPeriodNow(t.app, '209902010001', 3_600_000);
    dragon = await oddsId(t.app, 1, 'dragon');
    tiger = await oddsId(t.app, 1, 'tiger');
  });
  afterAll(() => t.close());
  const requestId = () => randomUUID().replace(/-/g, '');
  const as = () => ({ authorization: player.token, language: 'en' });
  const addbet = (body: object) => post(t.app, '/api/app/bet/bet/addbet', body, as());
  const betRows = async () => (await t.app.db.selectFrom('bet').select('id').where('userId', '=', player.id).execute()).length;

  it('refuses a reused request id carrying a different slip, and replays only the identical one', async () => {
    const id = requestId();
    const first = await addbet({ issue, requestId: id, items: [{ oddsId: dragon, amount: 1000 }, { oddsId: tiger, amount: 500 }] });
    expect(first.body.code).toBe(1000);
    const before = { bets: await betRows(), ledger: await ledgerSum(t.app, player.id) };
    const reused = { code: 1001, message: 'This request id was already used for a different slip; this slip was not placed, please submit it again', data: null };
    // Another amount, another item, one item fewer, another period: each a different slip.
    expect((await addbet({ issue, requestId: id, items: [{ oddsId: dragon, amount: 2000 }, { oddsId: tiger, amount: 500 }] })).body).toEqual(reused);
    expect((await addbet({ issue, requestId: id, items: [{ oddsId: dragon, amount: 1000 }, { oddsId: await oddsId(t.app, 2, 'big'), amount: 500 }] })).body).toEqual(reused);
    expect((await addbet({ issue, requestId: id, items: [{ oddsId: dragon, amount: 1000 }] })).body).toEqual(reused);
    expect((await addbet({ issue: '209902010002', requestId: id, items: [{ oddsId: dragon, amount: 1000 }, { oddsId: tiger, amount: 500 }] })).body).toEqual(reused);
    const zh = await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: id, items: [{ oddsId: dragon, amount: 1 }] }, { authorization: player.token, language: 'zh-cn' });
    expect(zh.body).toEqual({ code: 1001, message: '该请求编号已用于另一张注单，本注单未下注，请重新提交', data: null });
    // The same slip again, its items in another order, is the earlier answer.
    const retry = await addbet({ issue, requestId: id, items: [{ oddsId: tiger, amount: 500 }, { oddsId: dragon, amount: 1000 }] });
    expect(retry.body.code).toBe(1000);
    expect(retry.body.data).toMatchObject({ slipId: first.body.data.slipId, replayed: true, total: 1500 });
    expect(retry.body.data.bets).toEqual(first.body.data.bets);
    expect({ bets: await betRows(), ledger: await ledgerSum(t.app, player.id) }).toEqual(before);
  });

  it('refuses a slip that names one play item twice', async () => {
    const before = await ledgerSum(t.app, player.id);
    const res = await addbet({ issue, requestId: requestId(), items: [{ oddsId: dragon, amount: 100 }, { oddsId: tiger, amount: 100 }, { oddsId: dragon, amount: 100 }] });
    expect(res.body).toEqual({ code: 1002, message: 'A bet slip may include each play item only once', data: null });
    const fr = await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: requestId(), items: [{ oddsId: dragon, amount: 100 }, { oddsId: dragon, amount: 200 }] }, { authorization: player.token, language: 'fr' });
    expect(fr.body).toEqual({ code: 1002, message: 'Un bulletin ne peut contenir chaque option de pari qu’une seule fois', data: null });
    expect(await ledgerSum(t.app, player.id)).toEqual(before);
  });

  it('answers a page or size out of range on every paged endpoint with 1002 naming the field', async () => {
    const paged = t.app.endpoints.flatMap((entity) => entity.api).filter((api) => /\/(page|getHistory|getList|commitments)$/.test(api.path));
    expect(paged.length).toBeGreaterThanOrEqual(8);
    for (const api of paged) {
      for (const [field, value] of [
        ['page', 1e308],
        ['page', '9223372036854775808'],
        ['page', 1_000_001],
        ['page', 0],
        ['size', 1e308],
        ['size', 101],
        ['size', -1],
      ] as const) {
        const res =
          api.method === 'GET'
            ? await get(t.app, `${api.path}?${field}=${value}`, as())
            : await post(t.app, api.path, { [field]: typeof value === 'string' ? Number(value) : value }, as());
        expect([api.path, field, value, res.status, res.body.code]).toEqual([api.path, field, value, 200, 1002]);
        expect(res.body.message).toMatch(new RegExp(`^${FIELD_LABELS[field].en} must be`));
      }
      const last = api.method === 'GET' ? await get(t.app, `${api.path}?page=1000000&size=100`, as()) : await post(t.app, api.path, { page: 1_000_000, size: 100 }, as());
      expect([api.path, last.body.code, last.body.data.list]).toEqual([api.path, 1000, []]);
    }
  });

  it('answers ids, rank ids, play item ids and amounts past what their columns hold with 1002, never a fault', async () => {
    const huge = [2 ** 31, 2 ** 53, 2 ** 63, 1e308];
    const document = t.app.swagger() as { paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string }> } }> };
    const infos = t.app.endpoints
      .flatMap((entity) => entity.api)
      .filter((api) => api.method === 'GET' && (document.paths[api.path]?.get?.parameters ?? []).some((p) => p.in === 'query' && p.name === 'id'));
    expect(infos.length).toBeGreaterThanOrEqual(5);
    const withId = t.app.endpoints.flatMap((entity) => entity.api).filter((api) => /\/(update|delete)$/.test(api.path));
    for (const value of huge) {
      const answers: Array<[string, number, number]> = [];
      const note = (path: string, res: { status: number; body: { code: number } }) => answers.push([path, res.status, res.body.code]);
      for (const api of infos) note(api.path, await get(t.app, `${api.path}?id=${value}`, as()));
      for (const api of withId) note(api.path, await post(t.app, api.path, api.path.endsWith('delete') ? { ids: [value] } : { id: value, title: 'x' }, as()));
      note('playItems', await post(t.app, '/api/app/bet/rank/playItems', { rankId: value }, as()));
      note('odds/list', await post(t.app, '/api/app/odds/odds/list', { rankId: value }, as()));
      note('addbet oddsId', await addbet({ issue, requestId: requestId(), items: [{ oddsId: value, amount: 100 }] }));
      note('addbet amount', await addbet({ issue, requestId: requestId(), items: [{ oddsId: dragon, amount: value }] }));
      note('goods priceCents', await post(t.app, '/api/app/demo/goods/add', { title: 'x', priceCents: value }, as()));
      // Read-only catalogues and the append-only ledger refuse every change whatever its body: 1001 is their answer.
      const refusesAnyChange = (path: string) => /\/(bet\/rank|odds\/odds|user\/balanceLog)\/(update|delete)$/.test(path);
      // Ledger rows have 64-bit ids: 2^31 is a fine id there, just not one of this player's.
      const bigIdTable = (path: string) => path === '/api/app/user/balanceLog/info' && value <= BIG_ID_MAX;
      // Viewing-history rows too: deleting an id that is not the player's deletes nothing (1000, { deleted: 0 }).
      const bigIdDelete = (path: string) => path === '/api/app/user/viewHistory/delete' && value <= BIG_ID_MAX;
      // A stake of 2^31 cents is a sum the schema takes and the play item's own range refuses.
      const overStake = (path: string) => path === 'addbet amount' && value <= MAX_CENTS;
      for (const [path, status, code] of answers) {
        const expected = bigIdDelete(path) ? 1000 : refusesAnyChange(path) || bigIdTable(path) || overStake(path) ? 1001 : 1002;
        expect([path, value, status, code]).toEqual([path, value, 200, expected]);
      }
    }
  });

  it('reads "Infinity" or "1e400" in a query as no number at all (1002), on every endpoint that takes an id or a page', async () => {
    const document = t.app.swagger() as { paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string }> } }> };
    const numericQueries = t.app.endpoints
      .flatMap((entity) => entity.api)
      .filter((api) => api.method === 'GET')
      .flatMap((api) => (document.paths[api.path]?.get?.parameters ?? []).filter((p) => p.in === 'query' && ['id', 'page', 'size'].includes(p.name)).map((p) => [api.path, p.name] as const));
    expect(numericQueries.length).toBeGreaterThanOrEqual(8);
    for (const [path, name] of numericQueries) {
      for (const value of ['Infinity', '-Infinity', '1e400']) {
        const res = await get(t.app, `${path}?${name}=${value}`, as());
        expect([path, value, res.status, res.body]).toEqual([path, value, 200, { code: 1002, message: `${FIELD_LABELS[name].en} must be a number`, data: null }]);
      }
    }
  });

  it('refuses a NUL inside a string, in a query or a body, as an invalid format rather than a database fault', async () => {
    const param = await get(t.app, '/api/app/base/comm/param?key=%00', as());
    expect(param.body).toEqual({ code: 1002, message: 'Parameter is not in the right format', data: null });
    const search = await post(t.app, '/api/app/notice/notice/page', { keyWord: 'a\u0000b' }, as());
    expect(search.body).toEqual({ code: 1002, message: 'Keyword is not in the right format', data: null });
    const before = await t.app.db.selectFrom('userAddress').select('id').where('userId', '=', player.id).execute();
    const address = await post(t.app, '/api/app/user/address/add', { contact: 'A\u0000', phone: '13800000000', province: 'P', city: 'C', district: 'D', address: 'X' }, as());
    expect(address.body).toEqual({ code: 1002, message: 'Contact name is not in the right format', data: null });
    expect(await t.app.db.selectFrom('userAddress').select('id').where('userId', '=', player.id).execute()).toEqual(before);
  });

  it('bounds every integer any request may carry, so no number reaches a column it does not fit', async () => {
    type Schema = { type?: string; minimum?: number; maximum?: number; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
    type Operation = { parameters?: Array<{ in: string; name: string; schema: Schema }>; requestBody?: { content?: Record<string, { schema: Schema }> } };
    const unbounded = (schema: Schema | undefined, path: string): string[] => {
      if (!schema) return [];
      const here = (schema.type === 'integer' || schema.type === 'number') && !schema.enum && (schema.minimum === undefined || schema.maximum === undefined) ? [path] : [];
      return [
        ...here,
        ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => unbounded(property, `${path}.${key}`)),
        ...unbounded(schema.items, `${path}[]`),
        ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((option) => unbounded(option, path)),
      ];
    };
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const found = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => [
        ...(operation.parameters ?? []).flatMap((p) => unbounded(p.schema, `${method.toUpperCase()} ${path} ${p.in}.${p.name}`)),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((content) => unbounded(content.schema, `${method.toUpperCase()} ${path} body`)),
      ]),
    );
    expect(found).toEqual([]);
  });

  it('takes money in a body only as a JSON number; a query still reads its numbers from strings', async () => {
    const before = await ledgerSum(t.app, player.id);
    for (const amount of ['100', ' 100', '1e2', [100], true, null]) {
      const res = await addbet({ issue, requestId: requestId(), items: [{ oddsId: dragon, amount }] });
      expect([amount, res.body]).toEqual([amount, { code: 1002, message: 'Stake of pick 1 must be a whole number', data: null }]);
    }
    const page = await post(t.app, '/api/app/bet/bet/getHistory', { page: '1' }, as());
    expect(page.body).toEqual({ code: 1002, message: 'Page must be a whole number', data: null });
    expect(await ledgerSum(t.app, player.id)).toEqual(before);
    const query = await get(t.app, '/api/app/lottery/result/getList?page=2&size=5', as());
    expect(query.body.code).toBe(1000);
    expect(query.body.data.pagination).toMatchObject({ page: 2, size: 5 });
    const info = await get(t.app, `/api/app/odds/odds/info?id=${dragon}`, as());
    expect(info.body.data).toMatchObject({ id: dragon, code: 'dragon' });
  });
});
