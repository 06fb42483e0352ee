// Common services: upload mode, image upload checked by content and served back, params per language, the endpoint catalogue.
import { DIALECTS, startTestApp, get, type TestApp } from './support/test-app';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';

interface EpsEntity {
  module: string;
  entity: string;
  prefix: string;
  summary: string;
  name?: string;
  columns?: Array<{ propertyName: string; type: string; nullable: boolean; comment: string }>;
  api: Array<{ method: string; path: string; summary: string; permission: string; access: string }>;
}

describe.each(DIALECTS)('app/base/comm (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { UPLOAD_MAX_BYTES: '2048' });
  });
  afterAll(() => t.close());

  const upload = (token: string | undefined, file: ReturnType<typeof multipartFile>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/app/base/comm/upload',
      payload: file.payload,
      headers: { ...file.headers, language, ...(token ? { authorization: token } : {}) },
    });

  it('says uploads go through this server, kept on disk with SQLite and in the database with PostgreSQL', async () => {
    const res = await get(t.app, '/api/app/base/comm/uploadMode');
    expect(res.body).toEqual({ code: 1000, message: 'success', data: { mode: 'local', type: dialect === 'postgres' ? 'database' : 'local' } });
  });

  it('stores an uploaded PNG and serves it back', async () => {
    const player = await t.createPlayer();
    const res = await upload(player.token, multipartFile('file', 'me.png', 'image/png', ONE_PIXEL_PNG));
    const body = res.json();
    expect(body.code).toBe(1000);
    expect(body.data).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: body.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it('judges the file by its bytes: an HTML page named .png is refused', async () => {
    const player = await t.createPlayer();
    const res = await upload(player.token, multipartFile('file', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')), 'fr');
    expect(res.json()).toEqual({ code: 1002, message: 'Seules les images PNG, JPEG, GIF ou WebP sont acceptées', data: null });
  });

  it('refuses a file over the size limit', async () => {
    const player = await t.createPlayer();
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(4096)]);
    const res = await upload(player.token, multipartFile('file', 'big.png', 'image/png', big));
    expect(res.json()).toEqual({ code: 1002, message: 'The file is too large (limit 2 kB)', data: null });
  });

  it('refuses an upload without a file, and one without a token', async () => {
    const player = await t.createPlayer();
    const empty = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: {}, headers: { authorization: player.token, language: 'en' } });
    expect(empty.json()).toEqual({ code: 1002, message: 'Please choose a file to upload', data: null });
    const anonymous = await upload(undefined, multipartFile('file', 'me.png', 'image/png', ONE_PIXEL_PNG));
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a malformed multipart body with 1002 in the request language, never a fault', async () => {
    const player = await t.createPlayer();
    const part = (boundary: string) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies: Array<[string, string, string]> = [
      ['wrong boundary', 'multipart/form-data; boundary=abc', `${part('xyz')}png\r\n--xyz--\r\n`],
      ['truncated part', 'multipart/form-data; boundary=abc', `${part('abc')}png`],
      ['cut part headers', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-da'],
      ['no boundary', 'multipart/form-data', `${part('abc')}png\r\n--abc--\r\n`],
      ['empty boundary', 'multipart/form-data; boundary=""', `${part('abc')}png\r\n--abc--\r\n`],
      ['over-long boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`, `${part('abc')}png\r\n--abc--\r\n`],
      ['no body', 'multipart/form-data; boundary=abc', ''],
      ['a field instead of a file', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--abc--\r\n'],
      ['garbage', 'multipart/form-data; boundary=abc', 'garbage'],
    ];
    for (const [name, contentType, payload] of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload, headers: { authorization: player.token, language: 'es', 'content-type': contentType } });
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({ name, status: 200, code: 1002 });
      expect(res.json().message).toMatch(/^(No se pudo leer el archivo subido; elíjalo de nuevo|Elija un archivo para subir)$/);
    }
  });

  it('refuses a multipart body sent to a route that takes none with 1002 in the request language, and leaves the route unaffected', async () => {
    // Only the upload routes parse multipart bodies (plugins/external/multipart.ts).
    const player = await t.createPlayer({ nickname: 'Unchanged' });
    const file = multipartFile('file', 'me.png', 'image/png', ONE_PIXEL_PNG);
    const res = await t.app.inject({ method: 'POST', url: '/api/app/user/info/updatePerson', payload: file.payload, headers: { ...file.headers, authorization: player.token, language: 'fr' } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { code: 1002, message: 'Type de contenu de la requête non pris en charge', data: null } });
    const person = await get(t.app, '/api/app/user/info/person', { authorization: player.token });
    expect(person.body.data).toMatchObject({ nickName: 'Unchanged' });
    // The upload route beside it still reads its body.
    expect((await upload(player.token, file)).json().code).toBe(1000);
  });

  it('answers a param in the request language, falling back to English', async () => {
    const zh = await get(t.app, '/api/app/base/comm/param?key=aboutUs', { language: 'zh-tw' });
    expect(zh.body.code).toBe(1000);
    expect(zh.body.data).toContain('我們是一支小團隊');
    const unknownLanguage = await get(t.app, '/api/app/base/comm/param?key=privacyPolicy', { language: 'de' });
    expect(unknownLanguage.body.data).toMatch(/^We collect only/);
    const agreement = await get(t.app, '/api/app/base/comm/param?key=userAgreement', { language: 'es' });
    expect(agreement.body.data).toContain('18 años');
  });

  it('refuses an unknown param key and a missing one', async () => {
    const unknown = await get(t.app, '/api/app/base/comm/param?key=nope', { language: 'en' });
    expect(unknown.body).toEqual({ code: 1001, message: 'Parameter nope does not exist', data: null });
    const missing = await get(t.app, '/api/app/base/comm/param', { language: 'en' });
    expect(missing.body).toEqual({ code: 1002, message: 'Parameter is required', data: null });
  });

  it('lists every app endpoint in the cool eps convention: prefix below /api, paths below the prefix, lower-case methods', async () => {
    const eps: EpsEntity[] = (await get(t.app, '/api/app/base/comm/eps')).body.data;
    const entity = (prefix: string) => eps.find((e) => e.prefix === prefix);
    const login = entity('/app/user/login')!;
    expect(login).toMatchObject({ module: 'user', entity: 'login', summary: 'Login and registration' });
    expect(login.api.find((api) => api.path === '/phone')).toEqual({
      method: 'post',
      path: '/phone',
      summary: expect.stringMatching(/^Log in with phone and SMS code/),
      permission: 'user:login:phone',
      access: 'public',
    });
    expect(entity('/app/bet/rank')!.api.find((api) => api.path === '/listByOrder')).toEqual({
      method: 'post',
      path: '/listByOrder',
      summary: 'Enabled ranks in board order',
      permission: 'bet:rank:listByOrder',
      access: 'public',
    });
    expect(entity('/app/user/info')!.api.find((api) => api.path === '/person')).toMatchObject({ method: 'get', permission: 'user:info:person', access: 'user' });
    expect(entity('/app/base/comm')!.api.find((api) => api.path === '/upload')).toMatchObject({ access: 'user' });
    expect(entity('/app/demo/goods')!.api.find((api) => api.path === '/json')).toMatchObject({ access: 'public' });
    for (const { prefix, api } of eps) {
      expect(prefix).toMatch(/^\/app\/\w+\/\w+$/);
      for (const endpoint of api) {
        expect(endpoint.method).toMatch(/^(get|post|put|patch|delete)$/);
        expect(endpoint.path).toMatch(/^\/[^/]+$/);
        // What a cool client derives from the prefix and the path, so its permission keys are ours.
        expect(endpoint.permission).toBe([...prefix.split('/').slice(2), endpoint.path.slice(1)].join(':'));
      }
    }
    const modules = eps.map((e) => `${e.module}/${e.entity}`);
    expect(modules).toEqual(expect.arrayContaining(['base/comm', 'dict/info', 'bet/rank', 'odds/odds', 'notice/notice', 'demo/goods', 'user/info']));
  });

  it('names the model of every entity with a generic info, with a column per field of the row it answers', async () => {
    const eps: EpsEntity[] = (await get(t.app, '/api/app/base/comm/eps')).body.data;
    const withModel = eps.filter((e) => e.name !== undefined);
    expect(withModel.map((e) => `${e.module}/${e.entity} ${e.name}`)).toEqual([
      'bet/rank BetRankEntity',
      'demo/goods DemoGoodsEntity',
      'notice/notice NoticeNoticeEntity',
      'odds/odds OddsOddsEntity',
      'plan/author PlanAuthorEntity',
      'plan/plan PlanPlanEntity',
      'user/address UserAddressEntity',
      'user/balanceLog UserBalanceLogEntity',
    ]);
    const columns = (prefix: string) => eps.find((e) => e.prefix === prefix)!.columns!;
    expect(columns('/app/bet/rank')).toEqual([
      { propertyName: 'id', type: 'number', nullable: false, comment: '' },
      { propertyName: 'code', type: 'string', nullable: false, comment: '' },
      { propertyName: 'name', type: 'string', nullable: false, comment: '' },
      { propertyName: 'status', type: 'number', nullable: false, comment: '' },
      { propertyName: 'orderNum', type: 'number', nullable: false, comment: '' },
    ]);
    expect(columns('/app/odds/odds')).toContainEqual({ propertyName: 'odds', type: 'number', nullable: false, comment: 'Decimal odds, stake included, at most 3 decimals' });
    expect(columns('/app/user/balanceLog')).toContainEqual({ propertyName: 'refKey', type: 'string', nullable: true, comment: '' });
    expect(columns('/app/notice/notice')).toContainEqual({ propertyName: 'pinned', type: 'boolean', nullable: false, comment: 'Listed before the others' });
    // The columns are the row the info answers, as the OpenAPI document publishes it: the two cannot drift apart.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const { prefix, columns: fields } of withModel) {
      const row = doc.paths[`/api${prefix}/info`].get.responses['200'].content['application/json'].schema.properties.data;
      expect([prefix, fields!.map((column) => column.propertyName)]).toEqual([prefix, Object.keys(row.properties)]);
    }
    // Entities without a model (logins, orders looked up by number, my limits) carry neither.
    for (const prefix of ['/app/user/login', '/app/user/order', '/app/user/responsible', '/app/lottery/result']) {
      expect(Object.keys(eps.find((e) => e.prefix === prefix)!)).toEqual(['module', 'entity', 'prefix', 'summary', 'api']);
    }
  });

  it('lists in eps exactly the operations the OpenAPI document has under /api/app', async () => {
    const eps: EpsEntity[] = (await get(t.app, '/api/app/base/comm/eps')).body.data;
    // OpenAPI writes a path parameter as {name} where the route (and so eps) has :name.
    const fromEps = eps.flatMap(({ prefix, api }) => api.map(({ method, path }) => `${method} /api${prefix}${path}`.replace(/:(\w+)/g, '{$1}'))).sort();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const fromDocument = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/app/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
      .sort();
    expect(fromEps.length).toBeGreaterThan(80);
    expect(fromEps).toEqual(fromDocument);
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/app/bet/rank/playItems'].post.summary).toMatch(/play items/);
    expect(doc.paths['/api/app/user/info/person'].get.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/app/demo/goods/add'].post.requestBody.content['application/json'].schema.properties.title.maxLength).toBe(50);
  });
});
