// Operators edit the catalogue: every item shows its chances and return to player, an edit that would return more than
// 100% is refused whatever the field, the board shows a saved edit at once while placed bets keep their odds, and each
// change leaves one audit row with its old and new values.
import { randomUUID } from 'node:crypto';
import { itemChances } from '../src/console/catalogue-editor';
import { defaultPlayItems, returnToPlayer } from '../src/domain/catalogue/play-items';
import { DIALECTS, post, startTestApp, type TestApp } from './support/test-app';
import { fundPlayer, oddsId, openPeriodNow } from './support/draws';

describe('item chances', () => {
  it('give back the exact return to player of every default item under both sum-11 rules', () => {
    for (const rule of ['small', 'push'] as const) {
      for (const item of defaultPlayItems(rule)) {
        const { win, push } = itemChances(item.rankId, item.code, rule);
        expect(win * (item.oddsMilli / 1000) + push).toBeCloseTo(returnToPlayer(item.rankId, item.code, item.oddsMilli, rule), 7);
      }
    }
  });

  it('know a place number wins 1 in 10, a sum of 3 1 in 45, and a sum big pushes 1 in 9 under the push rule', () => {
    expect(itemChances(1, '7', 'small')).toEqual({ win: 0.1, push: 0 });
    expect(itemChances(0, '3', 'small').win).toBeCloseTo(2 / 90, 6);
    expect(itemChances(0, 'small', 'small').win).toBeCloseTo(50 / 90, 9);
    expect(itemChances(0, 'big', 'push').win).toBeCloseTo(40 / 90, 9);
    expect(itemChances(0, 'big', 'push').push).toBeCloseTo(10 / 90, 9);
    expect(itemChances(1, 'dragon', 'push')).toEqual({ win: 0.5, push: 0 });
  });
});

describe.each(DIALECTS)('operator catalogue (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = (await t.createOperator('admin')).token;
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, token = admin) => (await t.adminCall(token, method, `/api/admin/catalogue/${url}`, body)).json();
  const audits = (targetType: string, targetId: number) =>
    t.app.db.selectFrom('auditLog').selectAll().where('targetType', '=', targetType).where('targetId', '=', String(targetId)).orderBy('id').execute();

  it('lists every item with its odds in thousandths, chances and return to player', async () => {
    const list = (await call('POST', 'odds/list', {})).data;
    expect(list).toHaveLength(defaultPlayItems('small').length);
    const champion7 = list.find((i: { rankId: number; code: string }) => i.rankId === 1 && i.code === '7');
    expect(champion7).toMatchObject({ rankName: 'Champion', name: '7', odds: 9800, minStake: 100, maxStake: 5_000_000, status: 1, probability: 0.1, pushProbability: 0, rtp: 0.98 });
    const page = (await call('POST', 'odds/page', { page: 2, size: 10, rankId: 0 })).data;
    expect(page.pagination).toEqual({ page: 2, size: 10, total: 21 });
    expect(page.list.map((i: { code: string }) => i.code)).toEqual(['13', '14', '15', '16', '17', '18', '19', 'big', 'small', 'odd']);
    expect((await call('GET', 'rule/info')).data).toEqual({ sumEleven: 'small' });
  });

  it('refuses odds that would return more than 100%, naming the item and its return', async () => {
    const id = await oddsId(t.app, 0, 'small');
    const refused = await call('POST', 'odds/update', { id, odds: 1810 });
    // 50/90 × 1.81 = 100.556%
    expect(refused).toEqual({ code: 1001, message: 'These odds would give Champion + runner-up sum Small a return to player of 100.556%, above 100%: not saved', data: null });
    const zh = (await t.app.inject({ method: 'POST', url: '/api/admin/catalogue/odds/update', headers: { authorization: admin, language: 'zh-cn', 'content-type': 'application/json' }, payload: { id, odds: 1810 } })).json();
    expect(zh.message).toBe('冠亚和「小」的赔率会使返还率达到 100.556%，超过 100%，不能保存');
    // Exactly 100% is allowed: 1.8 × 50/90 = 1.
    const atFull = await call('POST', 'odds/update', { id, odds: 1800 });
    expect(atFull.data).toMatchObject({ id, odds: 1800, rtp: 1 });
    const row = await t.app.db.selectFrom('odds').select('odds').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.odds).toBe(1800);
    const rows = await audits('odds', id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].oldValue!)).toMatchObject({ odds: 1780 });
    expect(JSON.parse(rows[0].newValue!)).toMatchObject({ odds: 1800 });
    expect(rows[0].action).toBe('catalogue:odds:update');
  });

  it('validates odds above 1.000 and stake bounds with min ≤ max, naming the field', async () => {
    const id = await oddsId(t.app, 2, 'big');
    expect((await call('POST', 'odds/update', { id, odds: 1000 })).code).toBe(1002);
    expect((await call('POST', 'odds/update', { id, minStake: 0 })).code).toBe(1002);
    expect((await call('POST', 'odds/update', { id, odds: 1.5 })).code).toBe(1002);
    const inverted = await call('POST', 'odds/update', { id, minStake: 6_000_000 });
    expect(inverted).toEqual({ code: 1002, message: 'The minimum stake cannot be above the maximum stake', data: { field: 'minStake' } });
    expect((await call('POST', 'odds/update', { id, maxStake: 50 })).data).toEqual({ field: 'maxStake' });
    expect((await call('POST', 'odds/update', { id: 999_999, status: 0 })).code).toBe(1001);
    expect(await audits('odds', id)).toHaveLength(0);
  });

  it('shows a saved edit on the board at once while a placed bet keeps its odds snapshot', async () => {
    const id = await oddsId(t.app, 3, 'odd');
    const board = async () => (await post(t.app, '/api/app/bet/rank/playItems', { rankId: 3 })).body.data[0].types[1].items.find((i: { id: number }) => i.id === id);
    expect((await board()).odds).toBe(1.98);
    const issue = await openPeriodNow(t.app, '209905010001');
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 10_000);
    const placed = await post(t.app, '/api/app/bet/bet/addbet', { issue, requestId: randomUUID().replace(/-/g, ''), items: [{ oddsId: id, amount: 1000 }] }, { authorization: player.token });
    expect(placed.body.code).toBe(1000);
    expect((await call('POST', 'odds/update', { id, odds: 1950, maxStake: 200_000 })).code).toBe(1000);
    expect(await board()).toMatchObject({ odds: 1.95, maxStake: 200_000 });
    const bet = await t.app.db.selectFrom('bet').select('odds').where('issue', '=', issue).executeTakeFirstOrThrow();
    expect(bet.odds).toBe(1980);
  });

  it('turns a rank and an item off and on: the board hides them, each change audited once', async () => {
    const ranks = (await call('POST', 'rank/list', {})).data;
    expect(ranks).toHaveLength(11);
    expect(ranks[0]).toMatchObject({ id: 0, name: 'Champion + runner-up sum', status: 1, items: 21, enabledItems: 21 });
    expect((await call('POST', 'rank/update', { id: 10, status: 0 })).data).toMatchObject({ id: 10, status: 0 });
    const enabledRanks = async () => (await post(t.app, '/api/app/bet/rank/listByOrder', {})).body.data.map((r: { id: number }) => r.id);
    expect(await enabledRanks()).not.toContain(10);
    await call('POST', 'rank/update', { id: 10, status: 1 });
    expect(await enabledRanks()).toContain(10);
    const rows = await audits('rank', 10);
    expect(rows.map((r) => [JSON.parse(r.oldValue!), JSON.parse(r.newValue!)])).toEqual([
      [{ status: 1 }, { status: 0 }],
      [{ status: 0 }, { status: 1 }],
    ]);
    expect((await call('POST', 'rank/update', { id: 11, status: 0 })).code).toBe(1001);

    const item = await oddsId(t.app, 4, 'tiger');
    expect((await call('POST', 'odds/update', { id: item, status: 0 })).data).toMatchObject({ status: 0 });
    expect((await call('POST', 'odds/list', { rankId: 4, status: 0 })).data.map((i: { id: number }) => i.id)).toEqual([item]);
  });

  it('lets only roles holding the key edit: agent and finance are refused, a player token is not an operator', async () => {
    const id = await oddsId(t.app, 5, 'big');
    const agent = (await t.createOperator('agent')).token;
    const finance = (await t.createOperator('finance')).token;
    const player = await t.createPlayer();
    for (const token of [agent, finance]) expect((await t.adminCall(token, 'POST', '/api/admin/catalogue/odds/update', { id, odds: 1900 })).statusCode).toBe(403);
    expect((await t.adminCall(player.token, 'POST', '/api/admin/catalogue/odds/update', { id, odds: 1900 })).statusCode).toBe(401);
    expect((await t.adminCall(null, 'POST', '/api/admin/catalogue/odds/list', {})).statusCode).toBe(401);
    const row = await t.app.db.selectFrom('odds').select('odds').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.odds).toBe(1980);
  });
});
