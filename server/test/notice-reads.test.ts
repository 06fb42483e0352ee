// Unread notices: a signed-in player's page says which notices they have opened, opening one marks it read once (on
// every device of theirs), the unread count follows, another player's reads are their own, and guests get no flags.
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';

type PageItem = { id: number; title: string; read?: boolean };

describe.each(DIALECTS)('notice reads (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const page = async (token?: string) =>
    (await post(t.app, '/api/app/notice/notice/page', { page: 1, size: 100 }, { language: 'en', ...(token ? { authorization: token } : {}) })).body.data.list as PageItem[];
  const unread = async (token: string) => (await get(t.app, '/api/app/notice/notice/unreadCount', { authorization: token })).body;
  const open = async (id: number, token?: string) => (await get(t.app, `/api/app/notice/notice/info?id=${id}`, token ? { authorization: token } : {})).body;

  it('marks a notice read when a player opens it, once, and counts the rest as unread', async () => {
    const alice = await t.createPlayer();
    const before = await page(alice.token);
    expect(before).toHaveLength(3);
    expect(before.map((n) => n.read)).toEqual([false, false, false]);
    expect(await unread(alice.token)).toMatchObject({ code: 1000, data: { count: 3 } });

    expect((await open(before[1].id, alice.token)).code).toBe(1000);
    expect((await open(before[1].id, alice.token)).code).toBe(1000);
    expect((await page(alice.token)).map((n) => [n.id, n.read])).toEqual(before.map((n, i) => [n.id, i === 1]));
    expect((await unread(alice.token)).data).toEqual({ count: 2 });
    expect(await t.app.db.selectFrom('noticeRead').select('noticeId').where('noticeId', '=', before[1].id).execute()).toHaveLength(1);

    // Another player's reads are theirs alone.
    const bob = await t.createPlayer();
    expect((await page(bob.token)).every((n) => n.read === false)).toBe(true);
    expect((await unread(bob.token)).data).toEqual({ count: 3 });
  });

  it('gives guests no read flags, marks nothing for them and asks them to sign in for a count', async () => {
    const list = await page();
    expect(list.every((n) => !('read' in n))).toBe(true);
    const rowsBefore = await t.app.db.selectFrom('noticeRead').select('userId').execute();
    expect((await open(list[0].id)).code).toBe(1000);
    expect(await t.app.db.selectFrom('noticeRead').select('userId').execute()).toHaveLength(rowsBefore.length);
    expect((await get(t.app, '/api/app/notice/notice/unreadCount')).status).toBe(401);
  });

  it('counts only published notices inside their window, and forgets the reads of a deleted notice', async () => {
    const carol = await t.createPlayer();
    const now = Date.now();
    const insert = async (status: number, publishUntil: number | null) => {
      const { id } = await t.app.db
        .insertInto('notice')
        .values({ status, publishFrom: null, publishUntil, createdBy: null, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.db.insertInto('noticeText').values({ noticeId: id, language: 'en', title: `Notice ${id}`, content: '.' }).execute();
      return Number(id);
    };
    await insert(0, null);
    await insert(1, now - 1000);
    const live = await insert(1, null);
    expect((await unread(carol.token)).data).toEqual({ count: 4 });

    const admin = (await t.createOperator('admin')).token;
    await open(live, carol.token);
    expect((await unread(carol.token)).data).toEqual({ count: 3 });
    expect((await t.adminCall(admin, 'POST', '/api/admin/notice/notice/delete', { ids: [live] })).json().code).toBe(1000);
    expect(await t.app.db.selectFrom('noticeRead').selectAll().where('noticeId', '=', live).execute()).toEqual([]);
    expect((await unread(carol.token)).data).toEqual({ count: 3 });
  });
});
