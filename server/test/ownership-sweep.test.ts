// Player B calls every endpoint with player A's ids: every table with an owner column holds rows of A, every field that
// names an id gets each of them, and B never sees A's data, never gets a success on A's row, never changes A's rows.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type Kysely } from 'kysely';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';
import { fundPlayer, oddsId, openPeriodNow } from './support/draws';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';
import { type JsonSchema } from './support/request-arbitraries';
import { viewsRecorded } from '../src/accounts/viewing-history';
import { reconcilePlanCounters } from '../src/plans/plan-counters';

const MARK = 'ALICE-7f3';
// A's money is made of amounts nobody else here uses, so a leak of any of them shows in a response.
const A_FUNDS = 987_654;
const A_STAKES = [4321, 3517];
const A_LIMIT = 4_444_400;
const A_RECHARGE = 6_543;
const A_NUMBERS = [A_FUNDS, ...A_STAKES, A_STAKES[0] + A_STAKES[1], A_FUNDS - A_STAKES[0] - A_STAKES[1], A_LIMIT, A_RECHARGE];
const ID_FIELD = /^(id|ids|[a-z]+Id)$/;
const isInteger = (schema: JsonSchema | undefined) => schema?.type === 'integer' || (schema?.type === 'array' && schema.items?.type === 'integer');
/** A field that names a row: called id, ids or somethingId, and an integer (or a list of them). */
const namesARow = (name: string, schema: JsonSchema) => ID_FIELD.test(name) && isInteger(schema);

type Operation = { parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>; requestBody?: { content?: Record<string, { schema: JsonSchema }> } };
type Json = Record<string, unknown>;

/** A value the schema accepts (the first enum value, the lower bound, a string matching its pattern), ids taken from `id`. */
function example(schema: JsonSchema, name: string, id: number, hints: Json): unknown {
  if (namesARow(name, schema)) return schema.type === 'array' ? [id] : id;
  if (name in hints) return hints[name];
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return example(union[0], name, id, hints);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'string':
      if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 })[0];
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => example(schema.items ?? {}, name, id, hints));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, example(property, key, id, hints)]));
    default:
      return null;
  }
}

/** The id fields a schema holds, at any depth (`items[].oddsId` as well as `id`). */
function idFields(schema: JsonSchema | undefined, name = ''): string[] {
  if (!schema) return [];
  const here = name && namesARow(name, schema) ? [name] : [];
  const nested = [...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => idFields(property, key)), ...idFields(schema.items)];
  return [...here, ...nested];
}

/** Plan-hall actions on what another player made public (their plan, their page): anyone may take them. */
const PUBLIC_ACTIONS = ['/api/app/plan/plan/like', '/api/app/plan/author/follow', '/api/app/plan/author/unfollow'];
const HALL_COUNTERS: Record<string, string[]> = { app_user: ['likes', 'fans', 'totalClicks'], plan: ['likes', 'clicks', 'copies'] };
/** A's rows without what others' likes, follows and clicks change: the public counters and A's planLiked notifications. */
function withoutHallEffects(rows: Record<string, Json[]>): Record<string, Json[]> {
  return Object.fromEntries(
    Object.entries(rows).map(([table, list]) => [
      table,
      list.filter((row) => !(table === 'notification' && row.kind === 'planLiked')).map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !HALL_COUNTERS[table]?.includes(column)))),
    ]),
  );
}

/** Whether a success still showed nothing: no data, an empty list or page, nothing deleted or marked. */
function empty(data: unknown): boolean {
  if (data === null || (Array.isArray(data) && data.length === 0)) return true;
  const object = data as { list?: unknown[]; deleted?: number; marked?: number };
  return object?.deleted === 0 || object?.marked === 0 || (Array.isArray(object?.list) && object.list.length === 0);
}

describe.each(DIALECTS)('ownership sweep: player B with player A ids (%s)', (dialect) => {
  let t: TestApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every owned table, found at run time, is read the same way
  let anyDb: Kysely<any>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    anyDb = t.app.db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- see above
  });
  afterAll(() => t.close());

  /** Every table with an owner column (user_id), found in the database itself so a new owned table is swept too. */
  async function ownedTables(): Promise<string[]> {
    const tables = await t.app.db.introspection.getTables();
    return tables
      .filter((table) => dialect === 'sqlite' || table.schema === t.config.databaseSchema)
      .filter((table) => table.columns.some((column) => column.name === 'user_id'))
      .map((table) => table.name)
      .sort();
  }

  async function rowsOf(tables: string[], userId: number): Promise<Record<string, Json[]>> {
    const rows: Record<string, Json[]> = {};
    for (const table of tables) rows[table] = await anyDb.selectFrom(table).selectAll().where('user_id', '=', userId).execute();
    rows.app_user = await anyDb.selectFrom('app_user').selectAll().where('id', '=', userId).execute();
    return rows;
  }

  it('refuses B every one of A\'s rows, shows B none of A\'s data and leaves A\'s rows as they were', async () => {
    const issue = await openPeriodNow(t.app, '209904010001', 3_600_000);
    const a = await t.createPlayer({ phone: '+8613900000777', nickname: MARK });
    const asA = { authorization: a.token, 'content-type': 'application/json' };
    const call = async (as: Record<string, string>, method: string, url: string, payload?: unknown) => {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: as, payload: payload as object });
      // The sandbox's cashier answers HTML pages: searched for leaks as text like any answer, with no envelope to read.
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      return { status: res.statusCode, body: (json ? res.json() : { code: res.statusCode, message: '', data: null }) as { code: number; message: string; data: unknown }, text: res.body };
    };
    const mustSucceed = async (url: string, payload: unknown) => {
      const res = await call(asA, 'POST', url, payload);
      if (res.body.code !== 1000) throw new Error(`${url}: ${res.text}`);
      return res.body.data as Json;
    };

    // A's rows, each carrying the mark or one of A's amounts.
    await fundPlayer(t.app, a.id, A_FUNDS);
    await mustSucceed('/api/app/user/address/add', { contact: MARK, phone: '13900000777', province: MARK, city: MARK, district: MARK, address: MARK });
    await mustSucceed('/api/app/demo/goods/add', { title: MARK, priceCents: 777, description: MARK });
    const items = [
      { oddsId: await oddsId(t.app, 1, 'dragon'), amount: A_STAKES[0] },
      { oddsId: await oddsId(t.app, 2, 'big'), amount: A_STAKES[1] },
    ];
    await mustSucceed('/api/app/bet/bet/addbet', { issue, requestId: randomUUID().replace(/-/g, ''), items });
    await mustSucceed('/api/app/user/responsible/setLimits', { stakeDay: A_LIMIT });
    // A recharge left waiting for payment (the deposit-limit choice first): A's pay_order row.
    await mustSucceed('/api/app/user/responsible/setLimits', { depositDay: null });
    const aOrderNo = ((await mustSucceed('/api/app/user/order/recharge', { amount: A_RECHARGE, method: 'alipay' })).order as Json).orderNo as string;
    await mustSucceed('/api/app/user/info/updatePerson', { signature: MARK });
    const upload = multipartFile('file', 'a.png', 'image/png', ONE_PIXEL_PNG);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', headers: { authorization: a.token, ...upload.headers }, payload: upload.payload });
    expect(uploaded.json().code).toBe(1000);
    // A's customer-service conversation and a line in it (cs_session, cs_message).
    await mustSucceed('/api/app/cs/msg/send', { clientId: 'alice-line-0001', contentType: 'text', content: MARK });
    await anyDb.insertInto('user_wechat').values({ user_id: a.id, app: 'mp', openid: `${MARK}-openid`, unionid: null, created_at: Date.now() }).execute();
    // A notice A opens is marked read for A (notice_read) and lands in A's viewing history (recorded once the read has answered).
    const notice = await t.app.db.selectFrom('notice').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    expect((await call({ authorization: a.token }, 'GET', `/api/app/notice/notice/info?id=${notice.id}`)).body.code).toBe(1000);
    await viewsRecorded(t.app.db);
    // A notification of A's (notification), its params carrying the mark.
    await t.app.notifications.notify({ userId: a.id, kind: 'csReply', ref: MARK, params: { note: MARK } });
    // A's slip published as a plan (plan), its stake kept private; A likes, follows and opens C's plan (plan_like, user_follow, daily_click).
    const aSlip = await t.app.db.selectFrom('betSlip').select('id').where('userId', '=', a.id).executeTakeFirstOrThrow();
    await mustSucceed('/api/app/plan/plan/publish', { slipId: aSlip.id });
    const c = await t.createPlayer({ nickname: 'Carol' });
    await fundPlayer(t.app, c.id, 10_000);
    const asC = { authorization: c.token, 'content-type': 'application/json' };
    const cSlip = (await call(asC, 'POST', '/api/app/bet/bet/addbet', { issue, requestId: randomUUID().replace(/-/g, ''), items: [{ oddsId: items[0].oddsId, amount: 100 }] })).body.data as Json;
    const cPlan = (await call(asC, 'POST', '/api/app/plan/plan/publish', { slipId: cSlip.slipId })).body.data as Json;
    await mustSucceed('/api/app/plan/plan/like', { id: cPlan.id });
    await mustSucceed('/api/app/plan/author/follow', { id: c.id });
    expect((await call({ authorization: a.token }, 'GET', `/api/app/plan/plan/info?id=${cPlan.id}`)).body.code).toBe(1000);
    await viewsRecorded(t.app.db);

    // Coverage by construction: every owned table holds rows of A, or this sweep does not know how to make one.
    const tables = await ownedTables();
    const before = await rowsOf(tables, a.id);
    for (const table of tables) expect([table, before[table].length > 0]).toEqual([table, true]);
    const idsByTable = Object.fromEntries(tables.map((table) => [table, before[table].map((row) => Number(row.id)).filter((id) => Number.isSafeInteger(id))]));
    const aIds = [...new Set([a.id, ...Object.values(idsByTable).flat()])];

    // B: a player of their own, with money and a row of each kind, so "empty" answers are not just an empty account.
    const makeB = async () => {
      const b = await t.createPlayer({ nickname: 'Bob' });
      await fundPlayer(t.app, b.id, 50_000);
      await call({ authorization: b.token, 'content-type': 'application/json' }, 'POST', '/api/app/user/address/add', { contact: 'Bob', phone: '13900000888', province: 'P', city: 'C', district: 'D', address: 'Street' });
      return b;
    };
    let b = await makeB();

    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const endpoints = t.app.endpoints.flatMap((entity) => entity.api);
    const aUpload = String(uploaded.json().data);
    // Orders are named by number, not id: every orderNo field gets A's.
    const hints = { issue, avatarUrl: aUpload, orderNo: aOrderNo };
    const sweptWithIds: string[] = [];
    let calls = 0;
    let requestId = 0;
    for (const endpoint of endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] ?? {};
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const fields = [...query.flatMap((p) => idFields(p.schema, p.name)), ...idFields(bodySchema)];
      if (fields.length > 0) sweptWithIds.push(`${endpoint.method} ${endpoint.path} (${[...new Set(fields)].join(', ')})`);
      for (const id of fields.length > 0 ? aIds : [0]) {
        requestId += 1;
        const body = bodySchema ? example(bodySchema, '', id, { ...hints, requestId: `sweeprequest${requestId}` }) : undefined;
        const search = query.map((p) => `${p.name}=${encodeURIComponent(String(example(p.schema, p.name, id, hints)))}`).join('&');
        const url = search ? `${endpoint.path}?${search}` : endpoint.path;
        const res = await call({ authorization: b.token, 'content-type': 'application/json' }, endpoint.method, url, endpoint.method === 'GET' ? undefined : (body ?? {}));
        calls += 1;
        // The plan hall is public by design: A's published plan and page show A's nickname and signature to everyone.
        const shown = endpoint.path.startsWith('/api/app/plan/') ? res.text.replace(new RegExp(`"(nickName|signature)":"${MARK}"`, 'g'), '') : res.text;
        const leak = [MARK, '13900000777'].find((secret) => shown.includes(secret)) ?? A_NUMBERS.find((n) => new RegExp(`[:\\[,]${n}[,\\]}]`).test(shown));
        expect([endpoint.path, id, leak]).toEqual([endpoint.path, id, undefined]);
        expect([endpoint.path, res.status]).not.toEqual([endpoint.path, 500]);
        // A player's own endpoint that names a row by id answers A's id as someone else's: refused, or nothing.
        // (Ids of one table are shared by everyone: the same number may also be one of B's own rows, which B may use.)
        // (Liking A's plan and following A act on what A made public: anyone may, plans/CONTRACT.md.)
        if (endpoint.access === 'user' && !PUBLIC_ACTIONS.includes(endpoint.path) && fields.some((field) => field === 'id' || field === 'ids') && res.body.code === 1000 && !empty(res.body.data)) {
          const bOwns = Object.values(await rowsOf(tables, b.id)).some((rows) => rows.some((row) => Number(row.id) === id));
          expect([endpoint.path, id, res.text, bOwns]).toEqual([endpoint.path, id, res.text, true]);
        }
        if (res.status === 401) b = await makeB(); // B ended B's own logins (logoff, a new password): carry on as a new B
      }
    }

    // B's likes, follows and clicks count in A's public counters and tell A of the like, as anyone's do; nothing else of A's changed.
    expect(withoutHallEffects(await rowsOf(tables, a.id))).toEqual(withoutHallEffects(before));
    expect(await reconcilePlanCounters(t.app.db)).toEqual([]);
    // A's upload is A's: B may not wear it as an avatar.
    const bAvatars = await anyDb.selectFrom('app_user').select('avatar').where('id', '<>', a.id).where('avatar', '=', aUpload).execute();
    expect(bAvatars).toEqual([]);
    expect(sweptWithIds.length).toBeGreaterThanOrEqual(10);
    console.log(`ownership sweep (${dialect}): ${calls} calls by B to ${endpoints.length} endpoints; A's rows in ${tables.length} owned tables (${tables.join(', ')}); A's ids ${JSON.stringify({ app_user: [a.id], ...idsByTable })}, each tried on the ${sweptWithIds.length} endpoints that take one:\n  ${sweptWithIds.join('\n  ')}`);
  }, 120_000);
});
