// Every operator endpoint refuses, before reading its body: no token or a player's token with 401, a role without its permission key with 403.
import { OPERATOR_ROLES, hasPermission, patternMatches } from '../src/operators/roles';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';

describe('permission patterns', () => {
  it('matches one segment, or the rest when last', () => {
    expect(patternMatches('*', 'player:player:adjust')).toBe(true);
    expect(patternMatches('money:*', 'money:order:approve')).toBe(true);
    expect(patternMatches('money:*', 'moneybags:order:approve')).toBe(false);
    expect(patternMatches('player:*:page', 'player:player:page')).toBe(true);
    expect(patternMatches('player:*:page', 'player:player:info')).toBe(false);
    expect(patternMatches('player:player:page', 'player:player:page:x')).toBe(false);
    expect(hasPermission('finance', 'player:player:adjust')).toBe(true);
    expect(hasPermission('finance', 'player:player:freeze')).toBe(false);
    expect(hasPermission('agent', 'cs:overview:summary')).toBe(true);
    expect(hasPermission('agent', 'notice:notice:add')).toBe(false);
  });
});

describe.each(DIALECTS)('operator access (%s)', (dialect) => {
  let t: TestApp;
  let playerToken: string;
  const roleTokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(dialect);
    playerToken = (await t.createPlayer()).token;
    for (const role of OPERATOR_ROLES) roleTokens[role] = (await t.createOperator(role)).token;
  });
  afterAll(() => t.close());

  it('guards every operator endpoint: 401 without an operator session, 403 for each role without the key', async () => {
    const endpoints = t.app.adminEndpoints.flatMap((entity) => entity.api);
    expect(endpoints.length).toBeGreaterThan(10);
    const checked: string[] = [];
    for (const endpoint of endpoints) {
      if (endpoint.gate === 'open') continue;
      const method = endpoint.method as 'GET' | 'POST';
      for (const token of [null, playerToken, 'not-a-token']) {
        const res = await t.adminCall(token, method, endpoint.path, {});
        expect({ path: endpoint.path, status: res.statusCode, body: res.json() }).toEqual({
          path: endpoint.path,
          status: 401,
          body: { code: 1001, message: 'Not signed in to the console, or the session has expired: please sign in again', data: null },
        });
      }
      if (endpoint.gate) continue;
      for (const role of OPERATOR_ROLES) {
        if (hasPermission(role, endpoint.permission)) continue;
        const res = await t.adminCall(roleTokens[role], method, endpoint.path, {});
        expect({ path: endpoint.path, role, status: res.statusCode, body: res.json() }).toEqual({
          path: endpoint.path,
          role,
          status: 403,
          body: { code: 1001, message: 'Your role is not allowed to do this', data: null },
        });
        checked.push(`${role} ${endpoint.permission}`);
      }
    }
    expect(checked).toContain('agent base:operator:add');
    expect(checked).toContain('finance base:operator:page');
  });

  it('lists the endpoints with their permission and whether the operator may call them', async () => {
    const eps = (await t.adminCall(roleTokens.agent, 'GET', '/api/admin/base/comm/eps')).json().data;
    const flat = eps.flatMap((entity: { api: object[] }) => entity.api);
    expect(flat).toContainEqual({ method: 'POST', path: '/api/admin/base/operator/add', summary: expect.any(String), permission: 'base:operator:add', allowed: false });
    expect(flat).toContainEqual({ method: 'GET', path: '/api/admin/cs/overview/summary', summary: expect.any(String), permission: 'cs:overview:summary', allowed: true });
    expect(flat).toContainEqual(expect.objectContaining({ path: '/api/admin/base/open/login', allowed: true }));
  });

  it('answers the customer-service summary to agents: nobody online until an inbox socket is open', async () => {
    const res = await t.adminCall(roleTokens.agent, 'GET', '/api/admin/cs/overview/summary');
    expect(res.json().data).toEqual({ agentsOnline: 0, queueLength: 0, satisfactionAverage: null, ratings: 0, chatAvailable: true });
  });

  it('keeps operator routes out of the players\u2019 OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });
});
