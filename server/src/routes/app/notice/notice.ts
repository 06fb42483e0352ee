// Published notices for players: list, page and info, each notice in the reader's language or its fallback (one id in
// every language), pinned first then newest; a notice a signed-in reader opens is marked read and lands in their viewing
// history, and the page and unreadCount tell them which they have not opened yet.
import { Type } from '@sinclair/typebox';
import { BusinessError } from '../../../http/app-error';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { DEFAULT_PAGE_SIZE, Id, pageFields } from '../../../http/request-bounds';
import { isoTime } from '../../../http/time';
import { LANGUAGES } from '../../../i18n/language';
import { fillContent } from '../../../params/content-facts';
import { currentUser, optionalUser } from '../../../plugins/app/auth';
import { recordViewAfterAnswer } from '../../../accounts/viewing-history';
import { publishedNoticePage, publishedNotices, type ShownNotice } from '../../../notices/published-notices';
import { markNoticeRead, readNoticeIds, unreadNoticeCount } from '../../../notices/notice-reads';

/** The most a list answers: the notice bar shows a handful, and there are never many notices live at once. */
const LIST_MAX = 100;

const noticeItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  pinned: Type.Boolean({ description: 'Listed before the others' }),
  language: Type.Union(
    LANGUAGES.map((language) => Type.Literal(language)),
    { description: "The language of the text shown: the reader's, else (zh-tw ↔ zh-cn, then en, then zh-cn, then any) a fallback" },
  ),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});
/** A page's items also say whether a signed-in reader has opened them (guests keep their reads on their device). */
const pageItem = Type.Composite([
  noticeItem,
  Type.Object({ read: Type.Optional(Type.Boolean({ description: 'Signed-in readers only: they have opened this notice (its info); absent for guests' })) }),
]);
const keyWordField = Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title shown' }));
const listBody = Type.Object({ keyWord: keyWordField }, { additionalProperties: false });
const pageBody = Type.Object({ keyWord: keyWordField, ...pageFields }, { additionalProperties: false });
const idQuery = Type.Object({ id: { ...Id(), description: 'Notice id' } }, { additionalProperties: false });

export default defineRoutes({
  access: 'public',
  summary: 'Notices',
  register(app) {
    // A notice may state the schedule or the limits as {placeholders}: filled from the configuration, in the text's own language.
    const toItem = (notice: ShownNotice) => ({
      id: notice.id,
      title: fillContent(notice.title, app.config, notice.language),
      content: fillContent(notice.content, app.config, notice.language),
      pinned: notice.pinned,
      language: notice.language,
      createTime: isoTime(notice.createdAt)!,
      updateTime: isoTime(notice.updatedAt)!,
    });

    app.post(
      '/list',
      { schema: { summary: 'List published notices, pinned first then newest', body: Type.Optional(listBody), response: { 200: envelopeOf(Type.Array(noticeItem)) } } },
      async (request) => {
        const { list } = await publishedNoticePage(app.db, request.language, { page: 1, size: LIST_MAX, keyword: request.body?.keyWord });
        return ok(list.map(toItem));
      },
    );

    app.post(
      '/page',
      {
        schema: {
          summary: 'Page through published notices, pinned first then newest',
          body: Type.Optional(pageBody),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(pageItem), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const page = request.body?.page ?? 1;
        const size = request.body?.size ?? DEFAULT_PAGE_SIZE;
        const { list, total } = await publishedNoticePage(app.db, request.language, { page, size, keyword: request.body?.keyWord });
        const user = await optionalUser(request);
        if (!user) return ok({ list: list.map(toItem), pagination: { page, size, total } });
        const read = await readNoticeIds(app.db, user.id, list.map((notice) => notice.id));
        return ok({ list: list.map((notice) => ({ ...toItem(notice), read: read.has(notice.id) })), pagination: { page, size, total } });
      },
    );

    app.get('/info', { schema: { summary: 'One published notice, in the reader\'s language or its fallback', querystring: idQuery, response: { 200: envelopeOf(noticeItem) } } }, async (request) => {
      const notice = (await publishedNotices(app.db, request.language, [request.query.id])).get(request.query.id);
      if (!notice) throw new BusinessError('recordNotFound');
      // Marked before answering, so the list the reader goes back to already shows it read.
      const user = await optionalUser(request);
      if (user) await markNoticeRead(app.db, user.id, notice.id, Date.now());
      recordViewAfterAnswer(app.db, request.log, async () => user?.id ?? null, { kind: 'notice', ref: String(notice.id) });
      return ok(toItem(notice));
    });

    app.get(
      '/unreadCount',
      {
        config: { access: 'user' },
        schema: { summary: 'How many published notices I have not opened', response: { 200: envelopeOf(Type.Object({ count: Type.Integer({ description: 'My unread notices' }) })) } },
      },
      async (request) => ok({ count: await unreadNoticeCount(app.db, currentUser(request).id) }),
    );
  },
});
