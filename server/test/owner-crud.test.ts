// The generic CRUD helper with owner scoping: a player sees and changes only their own rows.
import { DIALECTS, startTestApp, post, get, type TestApp } from './support/test-app';

describe.each(DIALECTS)('owner-scoped CRUD on demo goods (%s)', (dialect) => {
  let t: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  const as = (player: { token: string }) => ({ authorization: player.token, language: 'en' });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.createPlayer({ nickname: 'Alice' });
    bob = await t.createPlayer({ nickname: 'Bob' });
    for (const [player, titles] of [
      [alice, ['Red cap', 'Blue cap', 'Green scarf']],
      [bob, ['Bob hat']],
    ] as const) {
      for (const [index, title] of titles.entries()) {
        const res = await post(t.app, '/api/app/demo/goods/add', { title, priceCents: 100 * (index + 1) }, as(player));
        expect(res.body.code).toBe(1000);
      }
    }
  });
  afterAll(() => t.close());

  it('lists and pages only the caller\'s rows', async () => {
    const list = await post(t.app, '/api/app/demo/goods/list', {}, as(alice));
    expect(list.body.data.map((g: { title: string }) => g.title).sort()).toEqual(['Blue cap', 'Green scarf', 'Red cap']);
    const page = await post(t.app, '/api/app/demo/goods/page', { size: 2, order: 'priceCents', sort: 'asc' }, as(alice));
    expect(page.body.data.pagination).toEqual({ page: 1, size: 2, total: 3 });
    expect(page.body.data.list.map((g: { priceCents: number }) => g.priceCents)).toEqual([100, 200]);
    const bobs = await post(t.app, '/api/app/demo/goods/page', { keyWord: 'cap' }, as(bob));
    expect(bobs.body.data.list).toEqual([]);
  });

  it('answers another player\'s row as not found, for info, update and delete alike', async () => {
    const [bobsHat] = (await post(t.app, '/api/app/demo/goods/list', {}, as(bob))).body.data;
    const info = await get(t.app, `/api/app/demo/goods/info?id=${bobsHat.id}`, as(alice));
    expect(info.body).toEqual({ code: 1001, message: 'Record not found', data: null });
    const update = await post(t.app, '/api/app/demo/goods/update', { id: bobsHat.id, title: 'Stolen' }, as(alice));
    expect(update.body).toEqual({ code: 1001, message: 'Record not found', data: null });
    const remove = await post(t.app, '/api/app/demo/goods/delete', { ids: [bobsHat.id] }, as(alice));
    expect(remove.body.data).toEqual({ deleted: 0 });
    const still = await get(t.app, `/api/app/demo/goods/info?id=${bobsHat.id}`, as(bob));
    expect(still.body.data.title).toBe('Bob hat');
  });

  it('updates only the fields sent and cannot move a row to another owner', async () => {
    const [first] = (await post(t.app, '/api/app/demo/goods/list', { keyWord: 'Red' }, as(alice))).body.data;
    const res = await post(t.app, '/api/app/demo/goods/update', { id: first.id, priceCents: 999, userId: bob.id }, as(alice));
    expect(res.body.code).toBe(1000);
    const row = await t.app.db.selectFrom('demoGoods').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Red cap', priceCents: 999, userId: alice.id });
  });

  it('validates the title: required and at most 50 characters', async () => {
    const missing = await post(t.app, '/api/app/demo/goods/add', { priceCents: 1 }, as(alice));
    expect(missing.body).toEqual({ code: 1002, message: 'Title is required', data: null });
    const fifty = await post(t.app, '/api/app/demo/goods/add', { title: '帽'.repeat(50), priceCents: 1 }, as(alice));
    expect(fifty.body.code).toBe(1000);
  });

  it('deletes the caller\'s own rows', async () => {
    const mine = (await post(t.app, '/api/app/demo/goods/list', { keyWord: 'scarf' }, as(alice))).body.data;
    const res = await post(t.app, '/api/app/demo/goods/delete', { ids: mine.map((g: { id: number }) => g.id) }, as(alice));
    expect(res.body.data).toEqual({ deleted: 1 });
  });

  it('requires a login for every owned action', async () => {
    for (const action of ['list', 'page', 'add', 'update', 'delete']) {
      const res = await post(t.app, `/api/app/demo/goods/${action}`, {});
      expect(res.status).toBe(401);
    }
    const json = await get(t.app, '/api/app/demo/goods/json');
    expect(json.body.code).toBe(1000);
  });
});
