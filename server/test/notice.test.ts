// Notices: only published ones, in the reader's language, newest first, one by id.
import { DIALECTS, startTestApp, post, get, type TestApp } from './support/test-app';

describe.each(DIALECTS)('app/notice/notice (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('pages the seeded notices in the reader\'s language, newest first', async () => {
    const res = await post(t.app, '/api/app/notice/notice/page', { page: 1, size: 10 }, { language: 'zh-cn' });
    expect(res.body.data.pagination).toEqual({ page: 1, size: 10, total: 3 });
    expect(res.body.data.list.map((n: { title: string }) => n.title)).toEqual(['理性娱乐', '开奖结果可验证', '欢迎来到赛车号码开奖']);
  });

  it('hides drafts from page and info, and shows notices written for every language', async () => {
    const now = Date.now();
    const draft = await t.app.db.insertInto('notice').values({ title: 'Draft', content: 'secret', language: '', status: 0, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    const everyone = await t.app.db.insertInto('notice').values({ title: 'Maintenance tonight', content: '02:00–02:10', language: '', status: 1, createdAt: now + 1, updatedAt: now + 1 }).returning('id').executeTakeFirstOrThrow();
    const page = await post(t.app, '/api/app/notice/notice/page', {}, { language: 'fr' });
    const titles = page.body.data.list.map((n: { title: string }) => n.title);
    expect(titles[0]).toBe('Maintenance tonight');
    expect(titles).not.toContain('Draft');
    expect(page.body.data.pagination.total).toBe(4);

    const info = await get(t.app, `/api/app/notice/notice/info?id=${everyone.id}`);
    expect(info.body.data).toMatchObject({ id: everyone.id, title: 'Maintenance tonight', content: '02:00–02:10' });
    expect(info.body.data.createTime).toBe(new Date(now + 1).toISOString());
    const hidden = await get(t.app, `/api/app/notice/notice/info?id=${draft.id}`, { language: 'en' });
    expect(hidden.body).toEqual({ code: 1001, message: 'Record not found', data: null });
  });

  it('searches titles by keyword, treating wildcards literally', async () => {
    const found = await post(t.app, '/api/app/notice/notice/list', { keyWord: 'verified' }, { language: 'en' });
    expect(found.body.data.map((n: { title: string }) => n.title)).toEqual(['Every result can be verified']);
    const wildcard = await post(t.app, '/api/app/notice/notice/list', { keyWord: '%' }, { language: 'en' });
    expect(wildcard.body.data).toEqual([]);
    const now = Date.now();
    await t.app.db.insertInto('notice').values({ title: '100% fair_play', content: '.', language: 'en', status: 1, createdAt: now, updatedAt: now }).execute();
    const literal = await post(t.app, '/api/app/notice/notice/list', { keyWord: '0% fair_' }, { language: 'en' });
    expect(literal.body.data.map((n: { title: string }) => n.title)).toEqual(['100% fair_play']);
    const underscore = await post(t.app, '/api/app/notice/notice/list', { keyWord: 'ai_' }, { language: 'en' });
    expect(underscore.body.data).toEqual([]);
  });
});
