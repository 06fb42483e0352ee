// Operators' player screens: search by phone, nickname and id; the card; histories; balance adjustments that land in the
// ledger and the audit log exactly (also two at once, never below zero); and who may call what.
import { DIALECTS, post, startTestApp, type TestApp, type TestOperator } from './support/test-app';
import { fundPlayer, ledgerSum, oddsId, openPeriodNow } from './support/draws';
import { counterDrift } from '../src/ledger/player-counters';

describe.each(DIALECTS)('console players (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestOperator;
  let finance: TestOperator;
  let agent: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    [admin, finance, agent] = await Promise.all([t.createOperator('admin'), t.createOperator('finance'), t.createOperator('agent')]);
  });
  afterAll(async () => {
    expect(await counterDrift(t.app.db)).toEqual([]);
    await t.close();
  });

  const call = async (who: TestOperator | null, url: string, body?: unknown) => {
    const res = await t.adminCall(who?.token ?? null, url.startsWith('info?') ? 'GET' : 'POST', `/api/admin/player/player/${url}`, body);
    return { status: res.statusCode, body: res.json() };
  };
  const adjust = (who: TestOperator, id: number, amount: number, reason = 'goodwill credit') => call(who, 'adjust', { id, amount, reason });
  const auditOf = (id: number) => t.app.db.selectFrom('auditLog').selectAll().where('targetType', '=', 'player').where('targetId', '=', String(id)).orderBy('id').execute();

  it('finds a player by phone digits, by nickname (any case) and by id, with the status filter', async () => {
    const a = await t.createPlayer({ phone: '+8613911112222', nickname: 'Lucky Dragon' });
    const b = await t.createPlayer({ phone: '+8613933334444', nickname: 'quiet_tiger' });
    const byPhone = (await call(finance, 'page', { keyWord: '1111 2222' })).body.data;
    expect(byPhone.list.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect(byPhone.list[0]).toMatchObject({ phone: '+8613911112222', nickname: 'Lucky Dragon', status: 'active', balance: 0 });
    expect(byPhone.pagination).toEqual({ page: 1, size: 20, total: 1 });
    expect((await call(finance, 'page', { keyWord: 'lucky drag' })).body.data.list.map((p: { id: number }) => p.id)).toEqual([a.id]);
    expect((await call(agent, 'page', { keyWord: String(b.id) })).body.data.list.map((p: { id: number }) => p.id)).toContain(b.id);
    // A nickname's % is a character, not a wildcard.
    expect((await call(finance, 'page', { keyWord: '%' })).body.data.list).toEqual([]);
    expect((await call(finance, 'page', { keyWord: 'quiet_tiger', status: 'frozen' })).body.data.list).toEqual([]);
  });

  it("shows the player's card: balance, counters, limits, self-exclusion, freeze and last login", async () => {
    const p = await t.createPlayer({ phone: '+8613955556666', nickname: 'Card Holder' });
    await adjust(admin, p.id, 12_345);
    const until = Date.now() + 200 * 24 * 3600_000;
    await t.app.db.insertInto('playerLimit').values({ userId: p.id, stakeDay: 5_000, stakeWeek: null, stakeMonth: null, depositDay: 10_000, depositWeek: null, depositMonth: null, depositChosenAt: Date.now(), pendingJson: null, pendingAt: null, excludedUntil: until, realityCheckMinutes: 30, updatedAt: Date.now() }).execute();
    const card = (await call(agent, `info?id=${p.id}`)).body.data;
    expect(card).toMatchObject({
      id: p.id,
      phone: '+8613955556666',
      nickname: 'Card Holder',
      balance: 12_345,
      status: 'active',
      frozen: null,
      counters: { bets: 0, adjustedIn: 12_345, adjustedOut: 0 },
      limits: { stakeDay: 5_000, stakeWeek: null, depositDay: 10_000 },
      selfExcludedUntil: new Date(until).toISOString(),
      realityCheckMinutes: 30,
      lastLogin: { loginType: 'test' },
    });
    expect((await call(agent, 'info?id=2147483000')).body).toMatchObject({ code: 1001, message: 'Record not found' });
  });

  it('lists the logins, orders and bets of a player, newest first', async () => {
    const p = await t.createPlayer();
    // A later millisecond, so newest first has one answer.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.tokens.issue(p.id, 'password');
    const logins = (await call(agent, 'logins', { id: p.id })).body.data;
    expect(logins.pagination.total).toBe(2);
    expect(logins.list.map((l: { loginType: string }) => l.loginType)).toEqual(['password', 'test']);
    expect(logins.list[0]).toMatchObject({ revoked: false, live: true });
    expect((await call(finance, 'orders', { id: p.id })).body.data).toEqual({ list: [], pagination: { page: 1, size: 20, total: 0 } });
    expect((await call(agent, 'bets', { id: p.id })).body.data).toEqual({ list: [], pagination: { page: 1, size: 20, total: 0 } });

    await fundPlayer(t.app, p.id, 5_000);
    const issue = await openPeriodNow(t.app, '209901030001');
    const items = [{ oddsId: await oddsId(t.app, 1, '7'), amount: 1_000 }];
    expect((await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: 'console-bets-0001', items }, { authorization: p.token })).body.code).toBe(1000);
    const bets = (await call(agent, 'bets', { id: p.id })).body.data;
    expect(bets.pagination.total).toBe(1);
    expect(bets.list).toEqual([expect.objectContaining({ issue, rankId: 1, code: '7', odds: 9_800, amount: 1_000, status: 'pending', payout: 0, settleTime: null })]);
  });

  it('puts an adjustment in the ledger (balance after right, ledger sums to the balance) and in the audit log', async () => {
    const p = await t.createPlayer();
    expect((await adjust(finance, p.id, 50_000, ' compensation for period 209901010001 ')).body).toEqual({ code: 1000, message: 'success', data: { before: 0, after: 50_000 } });
    expect((await adjust(finance, p.id, -20_000, 'clawback')).body.data).toEqual({ before: 50_000, after: 30_000 });
    const ledger = (await call(finance, 'ledger', { id: p.id })).body.data;
    expect(ledger.pagination.total).toBe(2);
    expect(ledger.list.map((row: { type: string; amount: number; balanceAfter: number; remark: string }) => [row.type, row.amount, row.balanceAfter, row.remark])).toEqual([
      // The reason is the operators' (audit log); the player's bill says who adjusted it.
      ['adjustment', -20_000, 30_000, 'Balance adjusted by customer service'],
      ['adjustment', 50_000, 50_000, 'Balance adjusted by customer service'],
    ]);
    expect(await ledgerSum(t.app, p.id)).toEqual({ sum: 30_000, balance: 30_000 });
    const audit = await auditOf(p.id);
    expect(audit.map((row) => [row.action, row.operatorId, row.operatorName, JSON.parse(row.oldValue!), JSON.parse(row.newValue!), row.reason])).toEqual([
      ['player:player:adjust', finance.id, finance.username, { balance: 0 }, { balance: 50_000, amount: 50_000 }, 'compensation for period 209901010001'],
      ['player:player:adjust', finance.id, finance.username, { balance: 50_000 }, { balance: 30_000, amount: -20_000 }, 'clawback'],
    ]);
  });

  it('refuses a debit beyond the balance with the ledger’s message and writes nothing, nor audits it', async () => {
    const p = await t.createPlayer({ balance: 0 });
    await adjust(admin, p.id, 1_000);
    const before = (await auditOf(p.id)).length;
    expect((await adjust(admin, p.id, -1_001)).body).toEqual({ code: 1001, message: 'Insufficient balance', data: null });
    expect(await ledgerSum(t.app, p.id)).toEqual({ sum: 1_000, balance: 1_000 });
    expect(await auditOf(p.id)).toHaveLength(before);
  });

  it('refuses a zero amount, one past 1,000,000.00 and a blank reason, on their fields', async () => {
    const p = await t.createPlayer();
    expect((await adjust(admin, p.id, 0)).body).toMatchObject({ code: 1002, data: { field: 'amount' } });
    expect((await adjust(admin, p.id, 100_000_001)).body.code).toBe(1002);
    expect((await adjust(admin, p.id, 100_000_000)).body.code).toBe(1000);
    expect((await adjust(admin, p.id, 5, '   ')).body).toMatchObject({ code: 1002, data: { field: 'reason' } });
    expect((await adjust(admin, 2147483000, 5)).body).toMatchObject({ code: 1001, message: 'Record not found' });
    expect(await ledgerSum(t.app, p.id)).toEqual({ sum: 100_000_000, balance: 100_000_000 });
  });

  it('lands two concurrent adjustments exactly, each with its own audit row', async () => {
    const p = await t.createPlayer();
    await adjust(admin, p.id, 10_000);
    const replies = await Promise.all([adjust(admin, p.id, -7_000, 'first'), adjust(finance, p.id, 2_500, 'second'), adjust(admin, p.id, -4_000, 'third')]);
    const landed = replies.filter((r) => r.body.code === 1000);
    // -7000 and -4000 cannot both land on 10000 (+2500 may come first or not): the ledger decides, never below zero.
    const expected = 10_000 + replies.reduce((sum, r, n) => sum + (r.body.code === 1000 ? [-7_000, 2_500, -4_000][n] : 0), 0);
    expect(await ledgerSum(t.app, p.id)).toEqual({ sum: expected, balance: expected });
    expect(await auditOf(p.id)).toHaveLength(1 + landed.length);
    expect(replies[1].body.code).toBe(1000);

    const q = await t.createPlayer();
    await Promise.all(Array.from({ length: 10 }, (_, n) => adjust(n % 2 ? admin : finance, q.id, 1_000 + n, `burst ${n}`)));
    expect(await ledgerSum(t.app, q.id)).toEqual({ sum: 10_045, balance: 10_045 });
    expect(await auditOf(q.id)).toHaveLength(10);
  });

  it('freezes and unfreezes once each, with audit rows; the card shows the freeze', async () => {
    const p = await t.createPlayer();
    expect((await call(admin, 'freeze', { id: p.id, reason: 'suspected fraud' })).body.code).toBe(1000);
    expect((await call(admin, 'freeze', { id: p.id, reason: 'again' })).body).toMatchObject({ code: 1001, message: "This player's account is already frozen" });
    const card = (await call(agent, `info?id=${p.id}`)).body.data;
    expect(card).toMatchObject({ status: 'frozen', frozen: { reason: 'suspected fraud' } });
    expect((await call(agent, 'page', { keyWord: String(p.id), status: 'frozen' })).body.data.list.map((r: { id: number }) => r.id)).toEqual([p.id]);
    expect((await call(admin, 'unfreeze', { id: p.id })).body.code).toBe(1000);
    expect((await call(admin, 'unfreeze', { id: p.id })).body).toMatchObject({ code: 1001, message: "This player's account is not frozen" });
    expect((await auditOf(p.id)).map((row) => [row.action, row.reason])).toEqual([
      ['player:player:freeze', 'suspected fraud'],
      ['player:player:unfreeze', null],
    ]);
  });

  it('lets finance adjust but not freeze; agent reads but neither adjusts nor freezes; refuses no token and a player token', async () => {
    const p = await t.createPlayer();
    expect((await adjust(finance, p.id, 100)).status).toBe(200);
    expect(await adjust(agent, p.id, 100)).toMatchObject({ status: 403, body: { code: 1001, message: 'Your role is not allowed to do this' } });
    expect((await call(agent, 'ledger', { id: p.id })).status).toBe(403);
    expect((await call(agent, 'orders', { id: p.id })).status).toBe(403);
    expect((await call(finance, 'freeze', { id: p.id, reason: 'x' })).status).toBe(403);
    expect((await call(agent, 'unfreeze', { id: p.id })).status).toBe(403);
    expect((await call(null, 'page', {})).status).toBe(401);
    const player = await t.app.inject({ method: 'POST', url: '/api/admin/player/player/page', headers: { authorization: p.token, 'content-type': 'application/json' }, payload: {} });
    expect(player.statusCode).toBe(401);
    expect(await ledgerSum(t.app, p.id)).toEqual({ sum: 100, balance: 100 });
  });
});
