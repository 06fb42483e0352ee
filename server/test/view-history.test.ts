// Viewing history: a notice, a draw or a plan author's page opened by a signed-in reader is recorded for that reader
// alone (a guest, or a bad token, records nothing and still reads), opening again moves it to the top, the newest 200
// are kept, and a player pages, filters, deletes and clears only their own rows.
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { firstPeriodOfDay } from './support/draws';
import { VIEW_HISTORY_KEPT, recordView, viewsRecorded } from '../src/accounts/viewing-history';

type Row = { id: number; kind: string; ref: string; title: string; viewedAt: string; available: boolean; issue: string | null; places: number[] | null; drawAt: string | null };

describe.each(DIALECTS)('app/user/viewHistory (%s)', (dialect) => {
  let t: TestApp;
  let drawnIssue: string;
  let undrawnIssue: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const { clock, engine, period } = await firstPeriodOfDay(t.app, '20300201');
    clock.now = period.drawAt;
    await engine.draw(period.issue);
    drawnIssue = period.issue;
    undrawnIssue = '203002010002';
  });
  afterAll(() => t.close());

  /** A published notice with one text per language given ({ en: title } by default). */
  async function addNotice(title: string, texts: Record<string, string> = { en: title }) {
    const now = Date.now();
    const row = await t.app.db.insertInto('notice').values({ status: 1, publishFrom: null, publishUntil: null, createdBy: null, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('noticeText')
      .values(Object.entries(texts).map(([language, text]) => ({ noticeId: row.id, language, title: text, content: 'text' })))
      .execute();
    return row.id;
  }

  /** Opens a notice (as a player with `token`, or as a guest) and waits for the recording that follows the answer. */
  async function openNotice(id: number, token?: string) {
    const res = await get(t.app, `/api/app/notice/notice/info?id=${id}`, token ? { authorization: token } : {});
    await viewsRecorded(t.app.db);
    return res;
  }

  async function history(token: string, body: Record<string, unknown> = {}, language = 'en'): Promise<{ list: Row[]; pagination: { total: number; cursor: string | null } }> {
    const res = await post(t.app, '/api/app/user/viewHistory/page', body, { authorization: token, language });
    expect(res.body.code).toBe(1000);
    return res.body.data;
  }

  const storedRows = (userId: number) => t.app.db.selectFrom('viewHistory').selectAll().where('userId', '=', userId).execute();

  it('records nothing for a guest, nor for a bad or revoked token, and the read still answers', async () => {
    const id = await addNotice('Guest read');
    const before = await t.app.db.selectFrom('viewHistory').select('id').execute();
    expect((await openNotice(id)).body.data.title).toBe('Guest read');
    const bad = await openNotice(id, 'not-a-token');
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(1000);
    const revoked = await t.createPlayer();
    await t.app.tokens.revokeAllForUser(revoked.id);
    expect((await openNotice(id, `Bearer ${revoked.token}`)).body.code).toBe(1000);
    expect(await t.app.db.selectFrom('viewHistory').select('id').execute()).toEqual(before);
  });

  it("records a notice under the reader whose token came with it, never under another player", async () => {
    const alice = await t.createPlayer();
    const bob = await t.createPlayer();
    const id = await addNotice('For everyone');
    await openNotice(id, bob.token);
    expect(await storedRows(alice.id)).toEqual([]);
    const bobs = await history(bob.token);
    expect(bobs.list.map((r) => [r.kind, r.ref, r.title, r.available])).toEqual([['notice', String(id), 'For everyone', true]]);
    expect((await history(alice.token)).list).toEqual([]);
    // A missing or unknown notice is not recorded.
    await openNotice(999_999, alice.token);
    expect(await storedRows(alice.id)).toEqual([]);
  });

  it('moves a notice opened again to the top without a second row', async () => {
    const player = await t.createPlayer();
    const first = await addNotice('First');
    const second = await addNotice('Second');
    await openNotice(first, player.token);
    await openNotice(second, player.token);
    expect((await history(player.token)).list.map((r) => r.ref)).toEqual([String(second), String(first)]);
    await openNotice(first, player.token);
    const after = await history(player.token);
    expect(after.list.map((r) => r.ref)).toEqual([String(first), String(second)]);
    expect(after.pagination.total).toBe(2);
    expect(await storedRows(player.id)).toHaveLength(2);
  });

  it('records a verified draw through result/info, which answers the same item as the results list', async () => {
    const player = await t.createPlayer();
    const info = await get(t.app, `/api/app/lottery/result/info?issue=${drawnIssue}`, { authorization: player.token });
    await viewsRecorded(t.app.db);
    const listed = await get(t.app, `/api/app/lottery/result/getList?issue=${drawnIssue}`);
    expect(info.body.code).toBe(1000);
    expect(info.body.data).toEqual(listed.body.data.list[0]);

    const rows = await history(player.token, {}, 'zh-cn');
    expect(rows.list).toEqual([
      {
        id: expect.any(Number),
        kind: 'draw',
        ref: drawnIssue,
        title: `第 ${drawnIssue} 期`,
        viewedAt: expect.any(String),
        available: true,
        issue: drawnIssue,
        places: info.body.data.places,
        drawAt: info.body.data.drawAt,
      },
    ]);

    const undrawn = await get(t.app, `/api/app/lottery/result/info?issue=${undrawnIssue}`, { authorization: player.token, language: 'en' });
    expect(undrawn.body).toEqual({ code: 1001, message: `Period ${undrawnIssue} has not been drawn yet`, data: null });
    const missing = await get(t.app, '/api/app/lottery/result/info?issue=209912319999', { language: 'en' });
    expect(missing.body).toEqual({ code: 1001, message: 'Period 209912319999 does not exist', data: null });
    expect((await get(t.app, '/api/app/lottery/result/info?issue=2030')).body.code).toBe(1002);
    await viewsRecorded(t.app.db);
    expect(await storedRows(player.id)).toHaveLength(1);
  });

  it("shows a notice removed or withdrawn since as removed, in the reader's language, and the others in the reader's language or its fallback", async () => {
    const player = await t.createPlayer();
    const gone = await addNotice('Soon gone');
    const withdrawn = await addNotice('Soon withdrawn');
    const french = await addNotice('Seulement en français', { fr: 'Seulement en français' });
    const both = await addNotice('Tonight', { en: 'Tonight', fr: 'Ce soir' });
    for (const id of [gone, withdrawn, french, both]) await openNotice(id, player.token);
    await t.app.db.deleteFrom('noticeText').where('noticeId', '=', gone).execute();
    await t.app.db.deleteFrom('notice').where('id', '=', gone).execute();
    await t.app.db.updateTable('notice').set({ status: 0 }).where('id', '=', withdrawn).execute();

    const en = await history(player.token, {}, 'en');
    expect(en.list.map((r) => [r.ref, r.title, r.available])).toEqual([
      [String(both), 'Tonight', true],
      [String(french), 'Seulement en français', true],
      [String(withdrawn), 'This notice was removed', false],
      [String(gone), 'This notice was removed', false],
    ]);
    expect((await history(player.token, {}, 'fr')).list[0].title).toBe('Ce soir');
    expect((await history(player.token, {}, 'zh-tw')).list[3].title).toBe('該公告已刪除');
  });

  it("records a plan author's page opened by a signed-in reader other than the author, titled in the reader's language, unavailable once the author is hidden", async () => {
    const author = await t.createPlayer({ nickname: 'Alice' });
    const reader = await t.createPlayer();
    const openAuthor = async (id: number, token?: string) => {
      const res = await get(t.app, `/api/app/plan/author/info?id=${id}`, token ? { authorization: token } : {});
      await viewsRecorded(t.app.db);
      return res;
    };
    const before = await t.app.db.selectFrom('viewHistory').select('id').execute();
    // A guest and the author on their own page record nothing; both still read the page.
    expect((await openAuthor(author.id)).body.data).toMatchObject({ id: author.id, mine: false });
    expect((await openAuthor(author.id, author.token)).body.data).toMatchObject({ id: author.id, mine: true });
    expect(await t.app.db.selectFrom('viewHistory').select('id').execute()).toEqual(before);

    expect((await openAuthor(author.id, reader.token)).body.code).toBe(1000);
    expect(await storedRows(reader.id)).toEqual([expect.objectContaining({ kind: 'author', ref: String(author.id) })]);
    // Opened again: still one row. An unknown player's page answers not found and records nothing.
    await openAuthor(author.id, reader.token);
    expect((await openAuthor(2 ** 31 - 1, reader.token)).body.code).toBe(1001);
    expect(await storedRows(reader.id)).toHaveLength(1);

    const entry = { id: expect.any(Number), kind: 'author', ref: String(author.id), viewedAt: expect.any(String), issue: null, places: null, drawAt: null };
    expect((await history(reader.token, { kind: 'author' })).list).toEqual([{ ...entry, title: 'Plan author: Alice', available: true }]);
    expect((await history(reader.token, {}, 'zh-cn')).list[0].title).toBe('方案作者：Alice');
    expect((await history(reader.token, {}, 'fr')).list[0].title).toBe('Auteur de plans\u00a0: Alice');
    expect((await history(reader.token, { kind: 'notice' })).list).toEqual([]);

    // Frozen, closed or gone (a ref naming no player): kept in the list, no longer available.
    await t.app.db.updateTable('appUser').set({ frozenAt: Date.now(), frozenReason: 'test' }).where('id', '=', author.id).execute();
    expect((await history(reader.token, { kind: 'author' })).list).toEqual([{ ...entry, title: 'This author is no longer available', available: false }]);
    await t.app.db.updateTable('appUser').set({ frozenAt: null, status: 0 }).where('id', '=', author.id).execute();
    expect((await history(reader.token, { kind: 'author' }, 'es')).list).toEqual([{ ...entry, title: 'Este autor ya no está disponible', available: false }]);
    await t.app.db.updateTable('appUser').set({ status: 1 }).where('id', '=', author.id).execute();
    expect((await history(reader.token, { kind: 'author' })).list[0]).toMatchObject({ title: 'Plan author: Alice', available: true });
    await recordView(t.app.db, { userId: reader.id, kind: 'author', ref: String(2 ** 31 - 1) });
    await recordView(t.app.db, { userId: reader.id, kind: 'author', ref: '99999999999' });
    expect((await history(reader.token, { kind: 'author' })).list.map((r) => [r.ref, r.title, r.available])).toEqual([
      ['99999999999', 'This author is no longer available', false],
      [String(2 ** 31 - 1), 'This author is no longer available', false],
      [String(author.id), 'Plan author: Alice', true],
    ]);
  });

  it('filters by kind and walks every row once by cursor, newest first', async () => {
    const player = await t.createPlayer();
    const base = Date.now();
    for (let n = 0; n < 23; n++) await recordView(t.app.db, { userId: player.id, kind: n % 3 === 0 ? 'draw' : 'notice', ref: String(1000 + n) }, base + n);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await history(player.token, { size: 5, ...(cursor ? { cursor } : {}) });
      expect(page.pagination.total).toBe(23);
      seen.push(...page.list.map((r) => r.ref));
      cursor = page.pagination.cursor;
    } while (cursor);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, n) => String(1022 - n)));

    const draws = await history(player.token, { kind: 'draw', size: 50 });
    expect(draws.list.map((r) => r.ref)).toEqual(['1021', '1018', '1015', '1012', '1009', '1006', '1003', '1000']);
    expect(draws.pagination).toMatchObject({ total: 8, cursor: null });
    expect((await post(t.app, '/api/app/user/viewHistory/page', { size: 101 }, { authorization: player.token })).body.code).toBe(1002);
    expect((await post(t.app, '/api/app/user/viewHistory/page', { kind: 'bet' }, { authorization: player.token })).body.code).toBe(1002);
  });

  it(`keeps the newest ${VIEW_HISTORY_KEPT} entries per player`, async () => {
    const player = await t.createPlayer();
    const other = await t.createPlayer();
    await recordView(t.app.db, { userId: other.id, kind: 'notice', ref: '1' }, 1);
    const base = Date.now();
    for (let n = 0; n < VIEW_HISTORY_KEPT + 5; n++) await recordView(t.app.db, { userId: player.id, kind: 'draw', ref: String(n) }, base + n);
    const kept = (await storedRows(player.id)).map((r) => Number(r.ref)).sort((a, b) => a - b);
    expect(kept).toHaveLength(VIEW_HISTORY_KEPT);
    expect(kept[0]).toBe(5);
    expect(kept[kept.length - 1]).toBe(VIEW_HISTORY_KEPT + 4);
    // Opening one of the kept ones again keeps the count and drops nothing else.
    await recordView(t.app.db, { userId: player.id, kind: 'draw', ref: '5' }, base + 1000);
    expect(await storedRows(player.id)).toHaveLength(VIEW_HISTORY_KEPT);
    expect((await history(player.token, { size: 1 })).list[0].ref).toBe('5');
    expect(await storedRows(other.id)).toHaveLength(1);
  });

  it("deletes and clears only the player's own entries", async () => {
    const alice = await t.createPlayer();
    const bob = await t.createPlayer();
    for (const [n, userId] of [alice.id, alice.id, alice.id, bob.id].entries()) await recordView(t.app.db, { userId, kind: 'notice', ref: String(n) }, Date.now() + n);
    const [a3, a2, a1] = (await history(alice.token)).list.map((r) => r.id);
    const [b1] = (await history(bob.token)).list.map((r) => r.id);

    const refused = await post(t.app, '/api/app/user/viewHistory/delete', { ids: [a1, a2] }, { authorization: bob.token });
    expect(refused.body.data).toEqual({ deleted: 0 });
    const deleted = await post(t.app, '/api/app/user/viewHistory/delete', { ids: [a1, b1] }, { authorization: alice.token });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect((await history(alice.token)).list.map((r) => r.id)).toEqual([a3, a2]);
    expect((await history(bob.token)).list.map((r) => r.id)).toEqual([b1]);

    const cleared = await post(t.app, '/api/app/user/viewHistory/clear', {}, { authorization: alice.token });
    expect(cleared.body.data).toEqual({ deleted: 2 });
    expect((await history(alice.token)).pagination.total).toBe(0);
    expect((await history(bob.token)).list.map((r) => r.id)).toEqual([b1]);
  });

  it('asks for a login on every action of the history', async () => {
    for (const [url, body] of [['/api/app/user/viewHistory/page', {}], ['/api/app/user/viewHistory/delete', { ids: [1] }], ['/api/app/user/viewHistory/clear', {}]] as const) {
      expect((await post(t.app, url, body)).status).toBe(401);
    }
  });
});
