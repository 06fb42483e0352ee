// Every endpoint the app serves, fuzzed from its own request schemas as a guest, a player and a bearer of a bad token:
// always the envelope, never a 500, never internals in a message, and a refused call never writes money or owned rows.
import fc from 'fast-check';
import { sql } from 'kysely';
import { type LightMyRequestResponse } from 'fastify';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';
import { fundPlayer, openPeriodNow } from './support/draws';
import { jsonBodyArbitrary, multipartArbitrary, queryArbitrary, type Hints, type JsonSchema } from './support/request-arbitraries';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 60);
/** Slow endpoints (the captcha renders images) get fewer runs, not a slow suite. */
const MS_PER_ENDPOINT = Number(process.env.FUZZ_ENDPOINT_MS ?? 2000);
const INTERNALS = /at .*\.ts:\d+|at .*\.js:\d+|SELECT |INSERT |UPDATE .* SET|sqlite|syntax error|pg_|constraint|relation "|undefined is not|cannot read prop/i;

type Operation = {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  consumes?: string[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type Identity = 'guest' | 'player' | 'bearer player' | 'refresh token as access' | 'garbage';

/** Authorization values no server may take; the player's own token with one character changed among them. */
function garbageTokens(token: string): string[] {
  const flipped = token.slice(0, -3) + (token.at(-3) === 'A' ? 'B' : 'A') + token.slice(-2);
  return ['Bearer', 'Bearer ', 'Bearer Bearer x', 'null', 'undefined', 'Basic dXNlcjpwYXNz', 'x'.repeat(8000), 'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.', flipped, `${token}x`, ' '];
}
/** Percent-encodes a query key or value (a lone surrogate as U+FFFD); one starting with "%" goes raw, malformed escapes and all. */
function queryText(text: string): string {
  return text.startsWith('%') ? text : encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}
const LANGUAGES = [undefined, 'zh-cn', 'zh-tw', 'en', 'es', 'fr', 'EN', 'zh_TW', 'zh-Hant-HK', 'xx', '', '*', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'en;q=0.8, fr', 'x'.repeat(5000)];

describe.each(DIALECTS)('schema fuzz of every endpoint (%s)', (dialect) => {
  let t: TestApp;
  let issue: string;
  const counts = new Map<string, number>();
  const millis = new Map<string, number>();
  let started = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    issue = await openPeriodNow(t.app, '209903010001', 3_600_000);
    started = Date.now();
  });
  afterAll(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const lines = [...counts.entries()].map(([endpoint, n]) => `  ${String(n).padStart(5)}  ${String(millis.get(endpoint) ?? 0).padStart(6)} ms  ${endpoint}`);
    console.log(`schema fuzz (${dialect}, seed ${SEED}): ${total} requests to ${counts.size} endpoints in ${seconds} s\n${lines.join('\n')}`);
    await t.close();
  });

  /** Rows and sums a refused call must leave alone. */
  async function moneyAndOwnedRows(): Promise<string> {
    const { rows } = await sql<Record<string, unknown>>`select
      (select count(*) from app_user) as users, (select coalesce(sum(balance), 0) from app_user) as balances,
      (select count(*) from balance_log) as ledger_rows, (select coalesce(sum(amount), 0) from balance_log) as ledger_sum,
      (select count(*) from bet) as bets, (select count(*) from bet_slip) as slips,
      (select count(*) from user_address) as addresses, (select count(*) from demo_goods) as goods,
      (select count(*) from player_limit) as limits`.execute(t.app.db);
    return JSON.stringify(Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)])));
  }

  /** What is wrong with a page an endpoint declares as HTML (the sandbox's cashier): a fault, another type, internals. */
  function pageFaultsOf(response: LightMyRequestResponse): string[] {
    const faults: string[] = [];
    if (response.statusCode >= 500) faults.push(`HTTP ${response.statusCode}`);
    if (response.statusCode !== 303 && !String(response.headers['content-type']).startsWith('text/html')) faults.push(`not HTML: ${String(response.headers['content-type'])}`);
    if (INTERNALS.test(response.body)) faults.push(`internals in the page: ${response.body.slice(0, 300)}`);
    return faults;
  }

  /** What is wrong with an answer, if anything. */
  function faultsOf(response: LightMyRequestResponse): string[] {
    const faults: string[] = [];
    if (![200, 401, 404].includes(response.statusCode)) faults.push(`HTTP ${response.statusCode}`);
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return [...faults, `not JSON: ${response.body.slice(0, 200)}`];
    }
    const envelope = body as { code?: unknown; message?: unknown; data?: unknown };
    const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort().join(',') : typeof body;
    if (keys !== 'code,data,message') faults.push(`not the envelope: ${keys}`);
    if (typeof envelope.code !== 'number' || typeof envelope.message !== 'string') faults.push('code or message of the wrong type');
    if (response.statusCode !== 200 && envelope.code !== response.statusCode) faults.push(`HTTP ${response.statusCode} with code ${String(envelope.code)}`);
    if (typeof envelope.message === 'string' && INTERNALS.test(envelope.message)) faults.push(`internals in the message: ${envelope.message.slice(0, 300)}`);
    return faults;
  }

  it('answers every generated request with the envelope, no fault, no internals, and no write when refused', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const endpoints = t.app.endpoints.flatMap((entity) => entity.api);
    expect(endpoints.length).toBeGreaterThan(50);
    const oddsIds = (await t.app.db.selectFrom('odds').select('id').limit(30).execute()).map((r) => r.id);

    let player = await freshPlayer();
    async function freshPlayer() {
      const created = await t.createPlayer();
      await fundPlayer(t.app, created.id, 1_000_000);
      const address = await t.app.inject({ method: 'POST', url: '/api/app/user/address/add', headers: { authorization: created.token }, payload: { contact: 'Me', phone: '13800000000', province: 'P', city: 'C', district: 'D', address: 'A' } });
      return { ...created, addressId: address.json().data.id as number };
    }
    let before = await moneyAndOwnedRows();
    let sequence = 0;

    for (const endpoint of endpoints) {
      const endpointStarted = Date.now();
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] ?? {};
      const querySchema: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        required: (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      };
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema ?? { type: 'object' };
      // Pages for a browser (they say so in their responses) answer HTML, not the envelope.
      const html = Object.values(operation.responses ?? {}).some((answer) => answer.content?.['text/html'] !== undefined);
      const multipart = (operation.consumes ?? []).includes('multipart/form-data') || Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data');
      const hints = (): Hints => ({ issue: [issue], oddsId: oddsIds, rankId: [0, 1, 10], id: [player.addressId, player.id], ids: [[player.addressId]], requestId: ['fuzzrequest01'] });

      const bodyArbitrary =
        endpoint.method === 'GET'
          ? fc.constant(undefined)
          : multipart
            ? fc.oneof({ weight: 3, arbitrary: multipartArbitrary }, { weight: 1, arbitrary: jsonBodyArbitrary(bodySchema, hints()) })
            : jsonBodyArbitrary(bodySchema, hints());
      const requestArbitrary = fc.record({
        identity: fc.constantFrom<Identity>('guest', 'player', 'player', 'bearer player', 'refresh token as access', 'garbage'),
        garbage: fc.nat(),
        language: fc.constantFrom(...LANGUAGES),
        query: endpoint.method === 'GET' ? queryArbitrary(querySchema, hints()) : fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: queryArbitrary(querySchema, hints()) }),
        body: bodyArbitrary,
      });

      await fc.assert(
        fc.asyncProperty(requestArbitrary, async ({ identity, garbage, language, query, body }) => {
          const headers: Record<string, string> = {};
          if (identity === 'player') headers.authorization = player.token;
          if (identity === 'bearer player') headers.authorization = `Bearer ${player.token}`;
          if (identity === 'refresh token as access') headers.authorization = player.refreshToken;
          if (identity === 'garbage') {
            const tokens = garbageTokens(player.token);
            headers.authorization = tokens[garbage % tokens.length];
          }
          if (language !== undefined) headers.language = language;
          if (body) headers['content-type'] = body.contentType;
          const search = (query as Array<[string, string]>).map(([k, v]) => `${queryText(k)}=${queryText(v)}`).join('&');
          const url = search ? `${endpoint.path}?${search}` : endpoint.path;
          sequence += 1;
          const response = await t.app.inject({
            method: endpoint.method as 'GET' | 'POST',
            url,
            headers,
            payload: body?.payload,
            // Each request from its own address, so the per-address rate limits do not turn the run into 1003s.
            remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
          });
          counts.set(`${endpoint.method} ${endpoint.path}`, (counts.get(`${endpoint.method} ${endpoint.path}`) ?? 0) + 1);

          const faults = html ? pageFaultsOf(response) : faultsOf(response);
          const after = await moneyAndOwnedRows();
          const code = response.statusCode === 200 && !html ? (JSON.parse(response.body) as { code: number }).code : response.statusCode;
          if (code !== 1000 && after !== before) faults.push(`a refused call (code ${code}) wrote: ${before} → ${after}`);
          before = after;
          // A call that ended the player's logins (logoff, a new password) leaves the next cases a fresh player.
          if (identity === 'player' && response.statusCode === 401) {
            player = await freshPlayer();
            before = await moneyAndOwnedRows();
          }
          if (faults.length > 0) {
            const shown = typeof body?.payload === 'string' ? body.payload.slice(0, 500) : body?.payload?.toString('latin1').slice(0, 500);
            throw new Error(`${endpoint.method} ${url.slice(0, 500)}\nheaders ${JSON.stringify(headers).slice(0, 300)}\nbody ${shown}\n→ ${response.statusCode} ${response.body.slice(0, 500)}\n${faults.join('\n')}`);
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED, endOnFailure: true, interruptAfterTimeLimit: MS_PER_ENDPOINT },
      );
      millis.set(`${endpoint.method} ${endpoint.path}`, Date.now() - endpointStarted);
    }

    // Whatever was accepted, every player's balance is still the sum of their ledger.
    const { rows } = await sql<{ id: number }>`select u.id from app_user u
      left join (select user_id, sum(amount) as total from balance_log group by user_id) l on l.user_id = u.id
      where u.balance <> coalesce(l.total, 0)`.execute(t.app.db);
    expect(rows).toEqual([]);
    expect(counts.size).toBe(endpoints.length);
  }, 120_000);
});
