// Operator actions leave one audit row each (sign-in good and bad, sign-out, operator changes), read back through the audit page; the dev seed admin.
import fs from 'node:fs';
import path from 'node:path';
import { currentTotpCode } from '../src/operators/operator-service';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';

let ipCounter = 0;

describe.each(DIALECTS)('operator audit (%s)', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['createOperator']>>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.createOperator('admin', { username: `root_${dialect}` });
  });
  afterAll(() => t.close());

  const login = async (body: object) =>
    (await t.app.inject({ method: 'POST', url: '/api/admin/base/open/login', payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: `10.9.0.${++ipCounter}` })).json();
  const auditOf = async (filters: object) => (await t.adminCall(admin.token, 'POST', '/api/admin/audit/log/page', { size: 100, ...filters })).json().data;

  it('audits sign-in successes and failures, and sign-out', async () => {
    const op = await t.createOperator('agent');
    expect((await login({ username: op.username, password: 'wrong password', code: '123456' })).code).toBe(1001);
    expect((await login({ username: 'ghost_user', password: 'whatever', code: '123456' })).code).toBe(1001);
    const good = await login({ username: op.username, password: op.password, code: currentTotpCode(op.totpSecret) });
    expect(good.code).toBe(1000);
    await t.adminCall(good.data.token, 'POST', '/api/admin/base/comm/logout');

    const logins = (await auditOf({ action: 'base:open:login' })).list;
    expect(logins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operatorId: null, operatorName: op.username, targetType: 'operator', targetId: String(op.id), reason: 'operatorSignInFailed' }),
        expect.objectContaining({ operatorId: null, operatorName: 'ghost_user', targetId: null, reason: 'operatorSignInFailed' }),
        expect.objectContaining({ operatorId: op.id, operatorName: op.username, targetId: String(op.id), newValue: { stage: 'full' }, reason: null }),
      ]),
    );
    const logout = (await auditOf({ action: 'base:comm:logout', operatorId: op.id })).list;
    expect(logout).toEqual([expect.objectContaining({ operatorId: op.id, ip: expect.any(String) })]);
  });

  it('audits adding, changing and resetting an operator, one row each, and never a secret', async () => {
    const added = (await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/add', { username: `clerk_${dialect}`, displayName: 'Clerk', role: 'finance' })).json();
    expect(added.code).toBe(1000);
    expect(added.data).toMatchObject({ operator: { username: `clerk_${dialect}`, role: 'finance', mustChangePassword: true }, oneTimePassword: expect.any(String), totpUri: expect.stringMatching(/^otpauth:\/\/totp\//) });
    expect(added.data.oneTimePassword.length).toBeGreaterThanOrEqual(16);
    const id = added.data.operator.id;
    const taken = (await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/add', { username: `clerk_${dialect}`, displayName: 'Again', role: 'agent' })).json();
    expect(taken).toMatchObject({ code: 1002, message: `The username clerk_${dialect} is already taken`, data: { field: 'username' } });

    expect((await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/update', { id, role: 'agent', displayName: 'Clerk Two' })).json().data).toMatchObject({ role: 'agent', displayName: 'Clerk Two' });
    const { oneTimePassword } = (await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/resetPassword', { id })).json().data;
    const { totpSecret } = (await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/resetTotp', { id })).json().data;
    expect([oneTimePassword, totpSecret]).toEqual([expect.any(String), expect.any(String)]);
    expect((await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/update', { id, status: 'disabled' })).json().data.status).toBe('disabled');

    const rows = (await auditOf({ targetType: 'operator', targetId: String(id) })).list;
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'base:operator:update',
      'base:operator:resetTotp',
      'base:operator:resetPassword',
      'base:operator:update',
      'base:operator:add',
    ]);
    expect(rows.every((row: { operatorId: number }) => row.operatorId === admin.id)).toBe(true);
    expect(rows[3]).toMatchObject({ oldValue: { role: 'finance', displayName: 'Clerk' }, newValue: { role: 'agent', displayName: 'Clerk Two' } });
    for (const secret of [added.data.oneTimePassword, added.data.totpSecret, oneTimePassword, totpSecret]) expect(JSON.stringify(rows)).not.toContain(secret);
    // A refusal changes nothing and writes nothing.
    const before = (await auditOf({})).pagination.total;
    expect((await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/update', { id: admin.id, status: 'disabled' })).json()).toMatchObject({ code: 1001, message: 'You cannot disable yourself or change your own role' });
    expect((await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/update', { id: admin.id, role: 'agent' })).json().code).toBe(1001);
    expect((await auditOf({})).pagination.total).toBe(before);
  });

  it('filters the audit page by action prefix, key word and time range', async () => {
    const all = await auditOf({});
    expect(all.pagination.total).toBeGreaterThan(3);
    const operatorActions = (await auditOf({ action: 'base:operator:*' })).list;
    expect(operatorActions.length).toBeGreaterThan(0);
    expect(operatorActions.every((row: { action: string }) => row.action.startsWith('base:operator:'))).toBe(true);
    expect((await auditOf({ keyWord: 'ghost_U' })).list).toEqual([expect.objectContaining({ operatorName: 'ghost_user' })]);
    expect((await auditOf({ from: new Date(Date.now() + 60_000).toISOString() })).list).toEqual([]);
    expect((await t.adminCall(admin.token, 'POST', '/api/admin/audit/log/page', { from: 'yesterday' })).json()).toMatchObject({ code: 1002, data: { field: 'from' } });
    const page = (await t.adminCall(admin.token, 'POST', '/api/admin/base/operator/page', { keyWord: 'CLERK' })).json().data;
    expect(page.list.map((row: { username: string }) => row.username)).toEqual([`clerk_${dialect}`]);
  });
});

describe('development seed admin', () => {
  it('creates admin once, writes its sign-in (0600) and signs in with it', async () => {
    const t = await startTestApp('sqlite', { OPERATOR_DEV_SEED: '1' });
    try {
      const file = path.join(t.config.dataDir, 'dev-operator.json');
      const seeded = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(seeded).toEqual({ username: 'admin', password: expect.any(String), totpSecret: expect.any(String) });
      if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/base/open/login', payload: { username: 'admin', password: seeded.password, code: currentTotpCode(seeded.totpSecret) } });
      expect(res.json().data).toMatchObject({ stage: 'full', operator: { role: 'admin' } });
    } finally {
      await t.close();
    }
  });
});
