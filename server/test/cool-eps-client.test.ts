// A cool-uni client builds its services from our eps alone and reaches every call the app makes (SPEC.md §7), the chat calls included.
import { DIALECTS, startTestApp, get, type TestApp } from './support/test-app';

interface EpsEntity {
  prefix: string;
  api: Array<{ method: string; path: string; permission: string }>;
}

type Data = Record<string, unknown>;
type Send = (method: string, url: string, data: Data | undefined) => Promise<number>;

/** A method of the service tree, with what the client derived for it. */
type ServiceMethod = ((data?: Data) => Promise<number>) & { method: string; url: string; permission: string };
interface ServiceNode {
  [key: string]: ServiceNode | ServiceMethod;
}

/**
 * The service tree the way cool-uni builds it from eps: the prefix's segments after `app` place the service
 * (service.user.login), each api entry becomes a method named after its path's last segment (a name with ':' or '-'
 * is skipped, as cool-uni does) that sends the entry's method to prefix + path; its permission key is the service's
 * segments and the name joined by ':'.
 */
function buildService(eps: EpsEntity[], send: Send): ServiceNode {
  const service: ServiceNode = {};
  for (const { prefix, api } of eps) {
    const namespace = prefix.replace(/^\/app\//, '');
    let node = service;
    for (const segment of namespace.split('/')) node = (node[segment] ??= {}) as ServiceNode;
    for (const { method, path } of api) {
      const name = path.split('/').pop() ?? '';
      if (!name || /[-:]/.test(name) || node[name]) continue;
      const url = prefix + path;
      node[name] = Object.assign((data?: Data) => send(method, url, data), { method, url, permission: `${namespace}/${name}`.replace(/\//g, ':') });
    }
  }
  return service;
}

function methodAt(service: ServiceNode, keys: string[]): ServiceMethod | undefined {
  let node: ServiceNode | ServiceMethod | undefined = service;
  for (const key of keys) node = typeof node === 'function' ? undefined : node?.[key];
  return typeof node === 'function' ? node : undefined;
}

const CRUD = ['POST /list', 'POST /page', 'GET /info', 'POST /add', 'POST /update', 'POST /delete'];

/** SPEC.md §7, "Calls made": each namespace's calls, its "plus CRUD" spelled out as the generic six. */
const SPEC_CALLS: Array<[string, string[]]> = [
  ['app/base/comm', ['GET /uploadMode', 'POST /upload', 'GET /param', 'GET /eps']],
  ['app/bet/bet', ['POST /getHistory', 'POST /addbet']],
  ['app/bet/rank', ['POST /listByOrder', 'POST /playItems', ...CRUD]],
  ['app/cs/msg', ['GET /unreadCount', 'POST /read', 'POST /page']],
  ['app/cs/session', ['GET /detail', 'POST /create']],
  ['app/dict/info', ['GET /types', 'POST /data']],
  ['app/lottery/result', ['GET /getList']],
  ['app/odds/odds', CRUD],
  ['app/user/address', ['GET /default', ...CRUD]],
  ['app/user/balanceLog', ['GET /info', 'POST /list', 'POST /page', 'POST /update', 'POST /delete']],
  ['app/user/comm', ['POST /wxMpConfig']],
  ['app/user/info', ['POST /updatePassword', 'POST /updatePerson', 'POST /bindPhone', 'POST /miniPhone', 'GET /person', 'POST /logoff']],
  [
    'app/user/login',
    ['POST /refreshToken', 'POST /password', 'POST /register', 'GET /captcha', 'POST /smsCode', 'POST /phone', 'POST /miniPhone', 'POST /uniPhone', 'POST /wxApp', 'POST /mini', 'POST /mp'],
  ],
];

const CALLS = SPEC_CALLS.flatMap(([namespace, calls]) =>
  calls.map((call) => {
    const [method, path] = call.split(' ');
    return { key: `${namespace} ${call}`, method, keys: [...namespace.split('/').slice(1), path.slice(1)] };
  }),
);

describe.each(DIALECTS)('a cool-uni client built from eps (%s)', (dialect) => {
  let t: TestApp;
  let eps: EpsEntity[];
  let service: ServiceNode;
  /** The signed-in player whose token the client sends, as cool-uni's request takes it from the user store. */
  let token = '';

  beforeAll(async () => {
    t = await startTestApp(dialect);
    eps = (await get(t.app, '/api/app/base/comm/eps')).body.data;
    service = buildService(eps, async (method, url, data) => {
      const headers = { authorization: token, language: 'en' };
      // As cool-uni's request: a POST's data is its JSON body, any other method's its query. HTTP spells the method upper-case.
      const response =
        method === 'post'
          ? await t.app.inject({ method: 'POST', url: `/api${url}`, payload: data ?? {}, headers })
          : await t.app.inject({ method: 'GET', url: `/api${url}`, query: data as Record<string, string> | undefined, headers });
      return response.statusCode;
    });
  });
  afterAll(() => t.close());

  it('makes a method of every api entry, with the permission key eps states', () => {
    const entries = eps.flatMap(({ prefix, api }) => api.map((entry) => ({ ...entry, keys: [...prefix.split('/').slice(2), entry.path.slice(1)] })));
    const made = entries.filter((entry) => methodAt(service, entry.keys));
    for (const entry of made) expect([entry.keys.join('.'), methodAt(service, entry.keys)!.permission]).toEqual([entry.keys.join('.'), entry.permission]);
    // Only the payment providers' notification, a path parameter, is no method name: providers post to it, clients never do.
    expect(entries.filter((entry) => !made.includes(entry)).map((entry) => entry.keys.join('.'))).toEqual(['pay.notify.:provider']);
  });

  it('turns every call of SPEC.md §7 into a method sending its method, the chat calls included', () => {
    expect(CALLS).toHaveLength(58);
    const absent = CALLS.filter((call) => !methodAt(service, call.keys)).map((call) => call.key);
    expect(absent).toEqual([]);
    expect(eps.filter((entity) => entity.prefix.startsWith('/app/cs/')).map((entity) => entity.prefix).sort()).toEqual(['/app/cs/msg', '/app/cs/session']);
    const made = CALLS.filter((call) => methodAt(service, call.keys));
    expect(made).toHaveLength(58);
    for (const call of made) expect([call.key, methodAt(service, call.keys)!.method]).toEqual([call.key, call.method.toLowerCase()]);
  });

  it('reaches the route of every §7 call it made a method of', async () => {
    const answers: Array<[string, number]> = [];
    for (const call of CALLS) {
      const method = methodAt(service, call.keys);
      if (!method) continue;
      // A fresh player each: calls like logoff or refreshToken must not change what the next call is made as.
      token = (await t.createPlayer()).token;
      answers.push([call.key, await method(call.method === 'POST' ? {} : undefined)]);
    }
    expect(answers).toHaveLength(58);
    expect(answers.filter(([, status]) => status === 404)).toEqual([]);
  });
});
