// Operators' money screen: orders listed with their player and opened with their notifications; a withdrawal approved or
// rejected once (never paid or returned twice, even when two operators decide at once), a paid recharge refunded; each
// decision audited in its own transaction; finance may decide, agent may not.
import { DIALECTS, post, startTestApp, type TestApp, type TestOperator } from './support/test-app';
import { balanceOf, decide, openRecharge, payer, type Payer } from './support/orders';
import { ledgerSum } from './support/draws';
import { counterDrift } from '../src/ledger/player-counters';

const withdrawUrl = '/api/app/user/order/withdraw';

describe.each(DIALECTS)('console money (%s)', (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let agent: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect, { PAY_WITHDRAW_MIN_CENTS: '100' });
    [finance, agent] = await Promise.all([t.createOperator('finance'), t.createOperator('agent')]);
  });
  afterAll(async () => {
    expect(await counterDrift(t.app.db)).toEqual([]);
    await t.close();
  });

  const call = async (who: TestOperator | null, action: string, body?: unknown) => {
    const res = await t.adminCall(who?.token ?? null, action.startsWith('info?') ? 'GET' : 'POST', `/api/admin/money/order/${action}`, body);
    return { status: res.statusCode, body: res.json() };
  };
  const withdraw = async (who: Payer, amount: number): Promise<string> => {
    const res = await post(t.app, withdrawUrl, { amount, method: 'alipay', account: 'player@example.com' }, who.auth);
    if (res.body.code !== 1000) throw new Error(JSON.stringify(res.body));
    return res.body.data.orderNo;
  };
  const auditOf = (orderNo: string) => t.app.db.selectFrom('auditLog').selectAll().where('targetType', '=', 'payOrder').where('targetId', '=', orderNo).orderBy('id').execute();

  it('lists orders newest first with the player, filtered by kind, status, player and number, and opens one with its notifications', async () => {
    const who = await payer(t, { balance: 5_000 });
    await t.app.db.updateTable('appUser').set({ nickname: 'Money Maker' }).where('id', '=', who.id).execute();
    const recharge = await openRecharge(t, who, 2_000);
    await decide(t.app, recharge.tradeNo, 'pay');
    const out = await withdraw(who, 1_500);

    const mine = (await call(finance, 'page', { userId: who.id })).body.data;
    expect(mine.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(mine.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([out, recharge.orderNo]);
    expect(mine.list[0]).toMatchObject({ kind: 'withdraw', status: 'requested', amount: 1_500, account: 'player@example.com', nickname: 'Money Maker', userId: who.id });
    expect((await call(finance, 'page', { userId: who.id, kind: 'recharge' })).body.data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([recharge.orderNo]);
    expect((await call(finance, 'page', { status: 'requested', orderNo: out })).body.data.pagination.total).toBe(1);
    expect((await call(finance, 'page', { userId: who.id, from: '2999-01-01' })).body.data.list).toEqual([]);
    expect((await call(finance, 'page', { from: '2026-13-01' })).body).toMatchObject({ code: 1002, data: { field: 'from' } });

    const info = (await call(finance, `info?orderNo=${recharge.orderNo}`)).body.data;
    expect(info).toMatchObject({ orderNo: recharge.orderNo, status: 'paid', nickname: 'Money Maker' });
    expect(info.notifications).toEqual([expect.objectContaining({ provider: 'sandbox', outcome: 'credited', amount: 2_000 })]);
    expect((await call(finance, 'info?orderNo=R1999999999999000000')).body).toMatchObject({ code: 1001, message: 'Record not found' });
  });

  it('approves a requested withdrawal once, audited; a second approve or a reject is refused and moves nothing', async () => {
    const who = await payer(t, { balance: 3_000 });
    const orderNo = await withdraw(who, 2_000);
    expect((await call(finance, 'approve', { orderNo })).body).toEqual({ code: 1000, message: 'success', data: null });
    const again = await call(finance, 'approve', { orderNo });
    expect(again.body).toEqual({ code: 1001, message: 'This withdrawal has already been approved or rejected: it cannot be reviewed again', data: null });
    expect((await call(finance, 'reject', { orderNo, reason: 'too late' })).body.code).toBe(1001);
    expect(await balanceOf(t.app, who.id)).toBe(1_000);
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 1_000, balance: 1_000 });
    const audit = await auditOf(orderNo);
    expect(audit.map((row) => [row.action, row.operatorId, JSON.parse(row.oldValue!), JSON.parse(row.newValue!)])).toEqual([['money:order:approve', finance.id, { status: 'requested' }, { status: 'paidOut' }]]);
  });

  it('rejects a requested withdrawal once: the amount returned exactly once even with two rejects racing, one audit row', async () => {
    const who = await payer(t, { balance: 3_000 });
    const orderNo = await withdraw(who, 2_500);
    const replies = await Promise.all([call(finance, 'reject', { orderNo, reason: 'account name mismatch' }), call(finance, 'reject', { orderNo, reason: 'duplicate click' }), call(finance, 'approve', { orderNo })]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([1000, 1001, 1001]);
    const status = (await call(finance, `info?orderNo=${orderNo}`)).body.data.status;
    const decided = await auditOf(orderNo);
    expect(decided).toHaveLength(1);
    if (status === 'rejected') {
      expect(await balanceOf(t.app, who.id)).toBe(3_000);
      expect(decided[0]).toMatchObject({ action: 'money:order:reject' });
    } else {
      expect(status).toBe('paidOut');
      expect(await balanceOf(t.app, who.id)).toBe(500);
    }
    expect((await ledgerSum(t.app, who.id)).sum).toBe(await balanceOf(t.app, who.id));
  });

  it('rejects with the reason in the audit row and the hold returned; a blank reason is refused on its field', async () => {
    const who = await payer(t, { balance: 1_000 });
    const orderNo = await withdraw(who, 1_000);
    expect((await call(finance, 'reject', { orderNo, reason: '  account closed at provider ' })).body.code).toBe(1000);
    expect(await balanceOf(t.app, who.id)).toBe(1_000);
    expect((await auditOf(orderNo)).map((row) => [row.action, row.reason, JSON.parse(row.newValue!)])).toEqual([['money:order:reject', 'account closed at provider', { status: 'rejected' }]]);
    expect((await call(finance, 'reject', { orderNo: (await withdraw(await payer(t, { balance: 200 }), 200)), reason: '   ' })).body).toMatchObject({ code: 1002, data: { field: 'reason' } });
  });

  it('refuses to approve a recharge, and refunds a paid one with an audit row', async () => {
    const who = await payer(t);
    const { orderNo, tradeNo } = await openRecharge(t, who, 4_000);
    await decide(t.app, tradeNo, 'pay');
    expect((await call(finance, 'approve', { orderNo })).body).toMatchObject({ code: 1001, message: 'This order is not a withdrawal' });
    expect((await call(finance, 'refund', { orderNo })).body).toEqual({ code: 1000, message: 'success', data: { status: 'success' } });
    expect(await balanceOf(t.app, who.id)).toBe(0);
    expect((await auditOf(orderNo)).map((row) => [row.action, JSON.parse(row.oldValue!), JSON.parse(row.newValue!)])).toEqual([['money:order:refund', { status: 'paid' }, { status: 'refunded', provider: 'success' }]]);
    expect(await ledgerSum(t.app, who.id)).toEqual({ sum: 0, balance: 0 });
  });

  it('lets finance decide and agent neither read nor decide; refuses no token and a player token', async () => {
    const who = await payer(t, { balance: 500 });
    const orderNo = await withdraw(who, 500);
    expect(await call(agent, 'approve', { orderNo })).toMatchObject({ status: 403, body: { code: 1001, message: 'Your role is not allowed to do this' } });
    expect((await call(agent, 'reject', { orderNo, reason: 'x' })).status).toBe(403);
    expect((await call(agent, 'refund', { orderNo })).status).toBe(403);
    expect((await call(agent, 'page', {})).status).toBe(403);
    expect((await call(null, 'approve', { orderNo })).status).toBe(401);
    const asPlayer = await t.app.inject({ method: 'POST', url: '/api/admin/money/order/approve', headers: { authorization: who.token, 'content-type': 'application/json' }, payload: { orderNo } });
    expect(asPlayer.statusCode).toBe(401);
    expect((await call(finance, `info?orderNo=${orderNo}`)).body.data.status).toBe('requested');
    expect(await auditOf(orderNo)).toEqual([]);
  });
});
