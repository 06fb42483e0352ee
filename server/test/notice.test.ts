// Notices: players read published ones inside their window, pinned first then newest, in their language or its fallback,
// one id in every language; operators add, change, publish, unpublish and delete them, each change audited.
import { type Kysely } from 'kysely';
import { type Database } from '../src/db/schema';
import { LANGUAGES, type Language } from '../src/i18n/language';
import { noticeLanguageOrder } from '../src/notices/notice-language';
import { DIALECTS, startTestApp, post, get, type TestApp } from './support/test-app';

type Texts = Partial<Record<Language, { title: string; content: string }>>;

/** A notice written straight into the tables: published unless told, created `at` (now by default). */
async function insertNotice(db: Kysely<Database>, texts: Texts, options: { status?: number; pinned?: number; publishFrom?: number | null; publishUntil?: number | null; at?: number } = {}) {
  const at = options.at ?? Date.now();
  const { id } = await db
    .insertInto('notice')
    .values({ status: options.status ?? 1, pinned: options.pinned ?? 0, publishFrom: options.publishFrom ?? null, publishUntil: options.publishUntil ?? null, createdBy: null, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('noticeText')
    .values(Object.entries(texts).map(([language, text]) => ({ noticeId: id, language, ...text })))
    .execute();
  return id;
}

/** The same notice written in each of the five languages: "Title zh-cn", "Title fr"... */
const fiveLanguages = (stem: string): Texts => Object.fromEntries(LANGUAGES.map((language) => [language, { title: `${stem} ${language}`, content: `${stem} content ${language}` }]));

const pageAs = async (t: TestApp, language: string, body: object = {}) =>
  (await post(t.app, '/api/app/notice/notice/page', { page: 1, size: 100, ...body }, { language })).body.data as {
    list: Array<{ id: number; title: string; content: string; pinned: boolean; language: string }>;
    pagination: { total: number };
  };
const infoAs = async (t: TestApp, language: string, id: number) => (await get(t.app, `/api/app/notice/notice/info?id=${id}`, { language })).body;

describe('notice fallback order', () => {
  it('puts the reader\'s language first, the other Chinese script next for Chinese readers, then en, then zh-cn, then the rest', () => {
    expect(noticeLanguageOrder('fr')).toEqual(['fr', 'en', 'zh-cn', 'zh-tw', 'es']);
    expect(noticeLanguageOrder('zh-tw')).toEqual(['zh-tw', 'zh-cn', 'en', 'es', 'fr']);
    expect(noticeLanguageOrder('zh-cn')).toEqual(['zh-cn', 'zh-tw', 'en', 'es', 'fr']);
    expect(noticeLanguageOrder('en')).toEqual(['en', 'zh-cn', 'zh-tw', 'es', 'fr']);
    for (const language of LANGUAGES) expect([...noticeLanguageOrder(language)].sort()).toEqual([...LANGUAGES].sort());
  });
});

describe.each(DIALECTS)('app/notice/notice (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('shows the seeded notices newest first, each one id with its text in every language', async () => {
    const zh = await pageAs(t, 'zh-cn');
    expect(zh.pagination.total).toBe(3);
    expect(zh.list.map((n) => n.title)).toEqual(['理性娱乐', '开奖结果可验证', '欢迎来到赛车号码开奖']);
    const fr = await pageAs(t, 'fr');
    expect(fr.list.map((n) => n.id)).toEqual(zh.list.map((n) => n.id));
    expect(fr.list.map((n) => [n.title, n.language])).toEqual([
      ['Jouez de manière responsable', 'fr'],
      ['Chaque résultat est vérifiable', 'fr'],
      ['Bienvenue aux tirages de numéros de course', 'fr'],
    ]);
  });

  it('reads a notice written in five languages in each, under one id', async () => {
    const id = await insertNotice(t.app.db, fiveLanguages('Five'));
    for (const language of LANGUAGES) {
      const info = await infoAs(t, language, id);
      expect(info.data).toMatchObject({ id, title: `Five ${language}`, content: `Five content ${language}`, language, pinned: false });
      expect((await pageAs(t, language)).list.find((n) => n.id === id)?.title).toBe(`Five ${language}`);
    }
    // The header's other spellings land on the same texts.
    expect((await infoAs(t, 'zh-Hant', id)).data.title).toBe('Five zh-tw');
  });

  it('falls back to another text, never "Record not found": en, and the other Chinese script for Chinese readers', async () => {
    const id = await insertNotice(t.app.db, { en: { title: 'Only English', content: 'en' }, 'zh-cn': { title: '只有简体', content: 'zh' } });
    expect((await infoAs(t, 'fr', id)).data).toMatchObject({ id, title: 'Only English', language: 'en' });
    expect((await infoAs(t, 'es', id)).data).toMatchObject({ id, title: 'Only English', language: 'en' });
    expect((await infoAs(t, 'zh-tw', id)).data).toMatchObject({ id, title: '只有简体', language: 'zh-cn' });
    expect((await infoAs(t, 'zh-cn', id)).data).toMatchObject({ id, title: '只有简体', language: 'zh-cn' });
    const traditional = await insertNotice(t.app.db, { 'zh-tw': { title: '只有繁體', content: 'zh' }, fr: { title: 'Seulement en français', content: 'fr' } });
    expect((await infoAs(t, 'zh-cn', traditional)).data.title).toBe('只有繁體');
    // Neither en nor zh-cn: the reader gets what there is.
    expect((await infoAs(t, 'es', traditional)).data.title).toBe('只有繁體');
    const french = await insertNotice(t.app.db, { fr: { title: 'Rien que du français', content: 'fr' } });
    expect((await infoAs(t, 'en', french)).data).toMatchObject({ title: 'Rien que du français', language: 'fr' });
    const page = await pageAs(t, 'es');
    expect(page.list.filter((n) => [id, traditional, french].includes(n.id)).map((n) => n.title)).toEqual(['Rien que du français', '只有繁體', 'Only English']);
  });

  it('hides drafts and notices outside their publish window from page, list and info', async () => {
    const now = Date.now();
    const draft = await insertNotice(t.app.db, { en: { title: 'Draft', content: 'secret' } }, { status: 0 });
    const early = await insertNotice(t.app.db, { en: { title: 'Not yet', content: '.' } }, { publishFrom: now + 3_600_000 });
    const late = await insertNotice(t.app.db, { en: { title: 'Over', content: '.' } }, { publishUntil: now - 1 });
    const inside = await insertNotice(t.app.db, { en: { title: 'Now showing', content: '.' } }, { publishFrom: now - 1000, publishUntil: now + 3_600_000 });
    const titles = (await pageAs(t, 'en')).list.map((n) => n.title);
    expect(titles).toContain('Now showing');
    for (const hidden of ['Draft', 'Not yet', 'Over']) expect(titles).not.toContain(hidden);
    const listed = (await post(t.app, '/api/app/notice/notice/list', {}, { language: 'en' })).body.data.map((n: { id: number }) => n.id);
    expect(listed).toContain(inside);
    for (const id of [draft, early, late]) {
      expect(listed).not.toContain(id);
      expect(await infoAs(t, 'en', id)).toEqual({ code: 1001, message: 'Record not found', data: null });
    }
    expect((await infoAs(t, 'en', inside)).data.title).toBe('Now showing');
  });

  it('lists pinned notices first, then the newest', async () => {
    const now = Date.now();
    const oldPinned = await insertNotice(t.app.db, { en: { title: 'Pinned long ago', content: '.' } }, { pinned: 1, at: now - 86_400_000 });
    const newest = await insertNotice(t.app.db, { en: { title: 'Brand new', content: '.' } }, { at: now + 60_000 });
    const page = await pageAs(t, 'en');
    expect(page.list[0]).toMatchObject({ id: oldPinned, pinned: true });
    expect(page.list[1]).toMatchObject({ id: newest, pinned: false });
    const createTimes = page.list.slice(1).map((n) => n.id);
    expect(createTimes[0]).toBe(newest);
  });

  it('searches the titles shown, wildcards taken literally, and counts only what matches', async () => {
    const found = await post(t.app, '/api/app/notice/notice/list', { keyWord: 'verified' }, { language: 'en' });
    expect(found.body.data.map((n: { title: string }) => n.title)).toEqual(['Every result can be verified']);
    // The French reader sees the French title: the English word finds nothing for them.
    expect((await pageAs(t, 'fr', { keyWord: 'verified' })).pagination.total).toBe(0);
    expect((await pageAs(t, 'fr', { keyWord: 'VÉRIFIABLE'.toLowerCase() })).list.map((n) => n.title)).toEqual(['Chaque résultat est vérifiable']);
    const wildcard = await post(t.app, '/api/app/notice/notice/list', { keyWord: '%' }, { language: 'en' });
    expect(wildcard.body.data).toEqual([]);
    await insertNotice(t.app.db, { en: { title: '100% fair_play', content: '.' } });
    const literal = await post(t.app, '/api/app/notice/notice/list', { keyWord: '0% fair_' }, { language: 'en' });
    expect(literal.body.data.map((n: { title: string }) => n.title)).toEqual(['100% fair_play']);
    const underscore = await post(t.app, '/api/app/notice/notice/list', { keyWord: 'ai_' }, { language: 'en' });
    expect(underscore.body.data).toEqual([]);
    expect((await pageAs(t, 'en', { keyWord: 'FAIR_PLAY' })).pagination.total).toBe(1);
  });
});

describe.each(DIALECTS)('admin/notice/notice (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = (await t.createOperator('admin')).token;
  });
  afterAll(() => t.close());

  const call = async (action: string, body?: object, token = admin) => {
    const res = action.startsWith('info') ? await t.adminCall(token, 'GET', `/api/admin/notice/notice/${action}`) : await t.adminCall(token, 'POST', `/api/admin/notice/notice/${action}`, body);
    return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: any }) }; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON under test
  };
  const auditOf = (id: number) =>
    t.app.db.selectFrom('auditLog').select(['action', 'operatorName', 'targetType', 'targetId', 'oldValue', 'newValue']).where('targetType', '=', 'notice').where('targetId', '=', String(id)).orderBy('id').execute();

  it('adds a draft players cannot see, publishes it in two languages, and each player reads theirs', async () => {
    const added = await call('add', { texts: { en: { title: ' Maintenance tonight ', content: 'From 02:00' }, 'zh-cn': { title: '今晚维护', content: '02:00 起' } }, pinned: true });
    expect(added.code).toBe(1000);
    const id = added.data.id as number;
    expect(added.data).toMatchObject({ status: 'draft', pinned: true, publishFrom: null, publishUntil: null, texts: { en: { title: 'Maintenance tonight', content: 'From 02:00' }, 'zh-cn': { title: '今晚维护' } } });
    expect(await infoAs(t, 'en', id)).toMatchObject({ code: 1001 });

    const published = await call('publish', { id });
    expect(published.data.status).toBe('published');
    expect((await infoAs(t, 'en', id)).data.title).toBe('Maintenance tonight');
    expect((await infoAs(t, 'zh-cn', id)).data.title).toBe('今晚维护');
    expect((await pageAs(t, 'zh-cn')).list[0]).toMatchObject({ id, title: '今晚维护', pinned: true });
    // Publishing again changes nothing and is not audited twice.
    await call('publish', { id });

    expect((await call('unpublish', { id })).data.status).toBe('draft');
    expect(await infoAs(t, 'zh-cn', id)).toMatchObject({ code: 1001 });

    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(['notice:notice:add', 'notice:notice:publish', 'notice:notice:unpublish']);
    expect(audit[0].oldValue).toBeNull();
    expect(JSON.parse(audit[0].newValue!)).toMatchObject({ id, status: 'draft', pinned: true, texts: { en: { title: 'Maintenance tonight' } } });
    expect(JSON.parse(audit[1].oldValue!)).toEqual({ status: 'draft' });
    expect(JSON.parse(audit[1].newValue!)).toEqual({ status: 'published' });
  });

  it('updates the fields given, replaces the texts as a whole, and audits old and new values', async () => {
    const { data: created } = await call('add', { texts: { en: { title: 'Old', content: 'old' }, fr: { title: 'Vieux', content: 'vieux' } } });
    const from = '2030-01-01T00:00:00.000Z';
    const updated = await call('update', { id: created.id, texts: { es: { title: 'Nuevo', content: 'nuevo' } }, publishFrom: from });
    expect(updated.data).toMatchObject({ id: created.id, status: 'draft', pinned: false, publishFrom: from, publishUntil: null, texts: { es: { title: 'Nuevo', content: 'nuevo' } } });
    expect(Object.keys(updated.data.texts)).toEqual(['es']);
    // Fields absent stay as they were.
    const pinned = await call('update', { id: created.id, pinned: true });
    expect(pinned.data).toMatchObject({ pinned: true, publishFrom: from, texts: { es: { title: 'Nuevo' } } });
    expect((await call(`info?id=${created.id}`)).data).toEqual(pinned.data);

    const audit = await auditOf(created.id);
    expect(audit.map((row) => row.action)).toEqual(['notice:notice:add', 'notice:notice:update', 'notice:notice:update']);
    expect(JSON.parse(audit[1].oldValue!)).toMatchObject({ publishFrom: null, texts: { en: { title: 'Old' }, fr: { title: 'Vieux' } } });
    expect(JSON.parse(audit[1].newValue!)).toMatchObject({ publishFrom: from, texts: { es: { title: 'Nuevo' } } });
    expect(audit.every((row) => row.targetType === 'notice')).toBe(true);
    expect((await call('update', { id: 2_000_000_000, pinned: true })).message).toBe('Record not found');
  });

  it('respects the publish window it was given', async () => {
    const hour = 3_600_000;
    const { data: later } = await call('add', { texts: { en: { title: 'Later', content: '.' } }, publishFrom: new Date(Date.now() + hour).toISOString() });
    const { data: now } = await call('add', { texts: { en: { title: 'Now', content: '.' } }, publishFrom: new Date(Date.now() - hour).toISOString(), publishUntil: new Date(Date.now() + hour).toISOString() });
    await call('publish', { id: later.id });
    await call('publish', { id: now.id });
    expect(await infoAs(t, 'en', later.id)).toMatchObject({ code: 1001 });
    expect((await infoAs(t, 'en', now.id)).data.title).toBe('Now');
    await call('update', { id: now.id, publishUntil: new Date(Date.now() - 1000).toISOString(), publishFrom: null });
    expect(await infoAs(t, 'en', now.id)).toMatchObject({ code: 1001 });
  });

  it('pages every notice with its texts, by status and by a title in any language', async () => {
    const { data: draft } = await call('add', { texts: { fr: { title: 'Brouillon unique', content: '.' } } });
    const drafts = await call('page', { page: 1, size: 100, status: 'draft' });
    expect(drafts.data.list.every((n: { status: string }) => n.status === 'draft')).toBe(true);
    expect(drafts.data.list.map((n: { id: number }) => n.id)).toContain(draft.id);
    const byTitle = await call('page', { page: 1, size: 10, keyWord: 'BROUILLON' });
    expect(byTitle.data).toEqual({ list: [expect.objectContaining({ id: draft.id, texts: { fr: { title: 'Brouillon unique', content: '.' } } })], pagination: { page: 1, size: 10, total: 1 } });
    const published = await call('page', { status: 'published' });
    expect(published.data.list.length).toBeGreaterThanOrEqual(3);
    expect(published.data.list.find((n: { texts: Texts }) => n.texts.en?.title === 'Play responsibly').texts['zh-cn'].title).toBe('理性娱乐');
  });

  it('deletes notices with their texts in one audited change; a player who opened one sees it as removed', async () => {
    const player = await t.createPlayer();
    const { data: a } = await call('add', { texts: { en: { title: 'Gone A', content: '.' } } });
    const { data: b } = await call('add', { texts: { en: { title: 'Gone B', content: '.' }, es: { title: 'Ido B', content: '.' } } });
    await call('publish', { id: a.id });
    await get(t.app, `/api/app/notice/notice/info?id=${a.id}`, { authorization: player.token });
    const { viewsRecorded } = await import('../src/accounts/viewing-history');
    await viewsRecorded(t.app.db);

    expect((await call('delete', { ids: [a.id, b.id, 2_000_000_000] })).data).toEqual({ deleted: 2 });
    expect(await t.app.db.selectFrom('noticeText').select('language').where('noticeId', 'in', [a.id, b.id]).execute()).toEqual([]);
    const rows = await t.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'notice:notice:delete').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].oldValue!).notices.map((n: { texts: Texts }) => n.texts.en?.title)).toEqual(['Gone A', 'Gone B']);
    expect((await call('delete', { ids: [a.id] })).data).toEqual({ deleted: 0 });
    expect(await t.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'notice:notice:delete').execute()).toHaveLength(1);

    const history = await post(t.app, '/api/app/user/viewHistory/page', {}, { authorization: player.token, language: 'en' });
    expect(history.body.data.list.map((r: { ref: string; title: string; available: boolean }) => [r.ref, r.title, r.available])).toEqual([[String(a.id), 'This notice was removed', false]]);
  });

  it('refuses texts that are missing, in an unknown language or too long, naming the field, and writes nothing', async () => {
    const before = await t.app.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const refused = async (body: object) => {
      const res = await call('add', body);
      expect(res.status).toBe(200);
      expect(res.code).toBe(1002);
      return { message: res.message, field: res.data?.field };
    };
    expect(await refused({ texts: {} })).toEqual({ message: 'A notice needs a title and content in at least one language', field: 'texts' });
    expect(await refused({ texts: { de: { title: 'Hallo', content: 'Welt' } } })).toEqual({ message: 'Unsupported notice language: de (use zh-cn, zh-tw, en, es or fr)', field: 'texts.de' });
    expect(await refused({ texts: { fr: { title: 'x'.repeat(201), content: '.' } } })).toEqual({ message: 'The French title must be at most 200 characters', field: 'texts.fr.title' });
    expect(await refused({ texts: { en: { title: '   ', content: '.' } } })).toEqual({ message: 'Enter the English title', field: 'texts.en.title' });
    expect(await refused({ texts: { 'zh-tw': { title: '標題', content: '' } } })).toEqual({ message: 'Enter the Traditional Chinese content', field: 'texts.zh-tw.content' });
    expect(await refused({ texts: { en: { title: 'T', content: '.' } }, publishFrom: '2030-01-02T00:00:00Z', publishUntil: '2030-01-01T00:00:00Z' })).toEqual({
      message: 'The end of the publish window must be after its start',
      field: 'publishUntil',
    });
    expect(await refused({ texts: { en: { title: 'T', content: '.' } }, publishFrom: 'tomorrow' })).toMatchObject({ field: 'publishFrom' });
    expect((await refused({ texts: { en: { title: 'T' } } })).message).toBeTruthy();
    const after = await t.app.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // A title of 200 characters outside the BMP fits: the column counts characters, not UTF-16 units.
    expect((await call('add', { texts: { en: { title: '🏁'.repeat(200), content: '.' } } })).code).toBe(1000);
    // Only publish makes a notice public: a status sent with add is dropped like any unknown field.
    expect((await call('add', { texts: { en: { title: 'T', content: '.' } }, status: 'published' })).data.status).toBe('draft');
  });

  it('lets an agent read notices but not change them, and refuses players and the signed out', async () => {
    const agent = (await t.createOperator('agent')).token;
    expect((await call('page', {}, agent)).code).toBe(1000);
    const refused = await call('add', { texts: { en: { title: 'T', content: '.' } } }, agent);
    expect([refused.status, refused.code]).toEqual([403, 1001]);
    const finance = (await t.createOperator('finance')).token;
    expect((await call('page', {}, finance)).status).toBe(403);
    const player = await t.createPlayer();
    expect((await call('page', {}, player.token)).status).toBe(401);
    expect((await call('page', {}, '')).status).toBe(401);
  });
});
