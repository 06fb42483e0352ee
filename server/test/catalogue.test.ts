// The seeded betting catalogue through the API: ranks, play items grouped by type, odds, read-only to players.
import { DIALECTS, startTestApp, post, get, type TestApp } from './support/test-app';

describe.each(DIALECTS)('catalogue (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the 11 enabled ranks in board order, named in the request language', async () => {
    const res = await post(t.app, '/api/app/bet/rank/listByOrder', {}, { language: 'zh-cn' });
    expect(res.body.code).toBe(1000);
    expect(res.body.data.map((r: { code: string }) => r.code)).toEqual(['sum', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(res.body.data[0].name).toBe('冠亚和');
    expect(res.body.data[1].name).toBe('冠军');
  });

  it('leaves a disabled rank out of listByOrder and playItems', async () => {
    await t.app.db.updateTable('betRank').set({ status: 0 }).where('id', '=', 10).execute();
    t.app.catalogue.invalidate();
    try {
      const ranks = await post(t.app, '/api/app/bet/rank/listByOrder', {});
      expect(ranks.body.data).toHaveLength(10);
      const items = await post(t.app, '/api/app/bet/rank/playItems', {});
      expect(items.body.data.map((r: { rank: { id: number } }) => r.rank.id)).not.toContain(10);
    } finally {
      await t.app.db.updateTable('betRank').set({ status: 1 }).where('id', '=', 10).execute();
      t.app.catalogue.invalidate();
    }
  });

  it('answers every play item of the rule book, 171 with the defaults, grouped by odds type', async () => {
    const res = await post(t.app, '/api/app/bet/rank/playItems', {}, { language: 'en' });
    expect(res.body.code).toBe(1000);
    const count = res.body.data.reduce((n: number, r: { types: Array<{ items: unknown[] }> }) => n + r.types.reduce((m, g) => m + g.items.length, 0), 0);
    expect(count).toBe(171);
    const sum = res.body.data[0];
    expect(sum.rank.code).toBe('sum');
    expect(sum.types.map((g: { type: number; name: string; items: unknown[] }) => [g.type, g.name, g.items.length])).toEqual([
      [0, 'Numbers', 17],
      [1, 'Two-sided', 4],
    ]);
    const champion = res.body.data[1];
    expect(champion.types[1].items.map((i: { code: string }) => i.code)).toEqual(['big', 'small', 'odd', 'even', 'dragon', 'tiger']);
    const sixth = res.body.data[6];
    expect(sixth.types[1].items.map((i: { code: string }) => i.code)).toEqual(['big', 'small', 'odd', 'even']);
  });

  it('answers one rank\'s play items with decimal odds and stakes in cents', async () => {
    const res = await post(t.app, '/api/app/bet/rank/playItems', { rankId: 0 }, { language: 'fr' });
    expect(res.body.data).toHaveLength(1);
    const [numbers, sides] = res.body.data[0].types;
    expect(numbers.items.find((i: { code: string }) => i.code === '3')).toMatchObject({ odds: 44.1, minStake: 100, maxStake: 5000000 });
    expect(numbers.items.find((i: { code: string }) => i.code === '11').odds).toBe(8.8);
    expect(sides.items.map((i: { name: string; odds: number }) => [i.name, i.odds])).toEqual([
      ['Grand', 2.2],
      ['Petit', 1.78],
      ['Impair', 1.78],
      ['Pair', 2.2],
    ]);
  });

  it('serves the board from memory for a moment and reads an edit after invalidation', async () => {
    const first = await t.app.catalogue.get();
    const again = await Promise.all([t.app.catalogue.get(), t.app.catalogue.get()]);
    expect(again[0]).toBe(first);
    expect(again[1]).toBe(first);
    await t.app.db.updateTable('odds').set({ status: 0 }).where('rankId', '=', 0).where('code', '=', '3').execute();
    try {
      t.app.catalogue.invalidate();
      const res = await post(t.app, '/api/app/bet/rank/playItems', { rankId: 0 });
      expect(res.body.data[0].types[0].items.map((i: { code: string }) => i.code)).not.toContain('3');
    } finally {
      await t.app.db.updateTable('odds').set({ status: 1 }).where('rankId', '=', 0).where('code', '=', '3').execute();
      t.app.catalogue.invalidate();
    }
  });

  it('pages and filters odds', async () => {
    const res = await post(t.app, '/api/app/odds/odds/page', { rankId: 3, type: 0, page: 2, size: 4 });
    expect(res.body.data.pagination).toEqual({ page: 2, size: 4, total: 10 });
    expect(res.body.data.list.map((i: { code: string }) => i.code)).toEqual(['5', '6', '7', '8']);
    expect(res.body.data.list[0].odds).toBe(9.8);
  });

  it('serves a page of at most 100 and refuses a larger size by name', async () => {
    const res = await post(t.app, '/api/app/odds/odds/page', { size: 100 });
    expect(res.body.data.pagination).toEqual({ page: 1, size: 100, total: 171 });
    expect(res.body.data.list).toHaveLength(100);
    const over = await post(t.app, '/api/app/odds/odds/page', { size: 10000 }, { language: 'en' });
    expect(over.body).toEqual({ code: 1002, message: 'Page size must be at most 100', data: null });
  });

  it('finds odds by keyword and one by id', async () => {
    const list = await post(t.app, '/api/app/odds/odds/list', { keyWord: 'dragon' });
    expect(list.body.data).toHaveLength(5);
    const info = await get(t.app, `/api/app/odds/odds/info?id=${list.body.data[0].id}`, { language: 'zh-tw' });
    expect(info.body.data).toMatchObject({ code: 'dragon', name: '龍', odds: 1.98 });
    const missing = await get(t.app, '/api/app/odds/odds/info?id=999999', { language: 'en' });
    expect(missing.body).toEqual({ code: 1001, message: 'Record not found', data: null });
  });

  it('pages ranks and reads one', async () => {
    const page = await post(t.app, '/api/app/bet/rank/page', { status: 1, size: 5 });
    expect(page.body.data.pagination.total).toBe(11);
    expect(page.body.data.list.map((r: { id: number }) => r.id)).toEqual([0, 1, 2, 3, 4]);
    const info = await get(t.app, '/api/app/bet/rank/info?id=2', { language: 'es' });
    expect(info.body.data.name).toBe('Subcampeón');
  });

  it.each(['bet/rank', 'odds/odds'])('refuses add, update and delete on the %s catalogue', async (entity) => {
    const player = await t.createPlayer();
    for (const action of ['add', 'update', 'delete']) {
      const res = await post(t.app, `/api/app/${entity}/${action}`, { id: 1, ids: [1], odds: 100 }, { authorization: player.token, language: 'en' });
      expect(res.body).toEqual({ code: 1001, message: 'This data is read-only', data: null });
    }
    const odds = await t.app.db.selectFrom('odds').select('odds').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(odds.odds).toBeGreaterThan(1000);
  });
});
