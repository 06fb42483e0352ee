// Notices for operators (notice:notice:*): every notice with all its texts, and add, update, publish, unpublish and
// delete, each change audited in its own transaction (notices/notice-editing.ts).
import { Type, type Static } from '@sinclair/typebox';
import { type FastifyRequest } from 'fastify';
import { BusinessError, ValidationError } from '../../../http/app-error';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { DEFAULT_PAGE_SIZE, Id, pageFields } from '../../../http/request-bounds';
import { isoTime } from '../../../http/time';
import { LANGUAGES } from '../../../i18n/language';
import { recordAudit } from '../../../operators/audit';
import { currentOperator } from '../../../plugins/app/operators';
import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  addNotice,
  deleteNotices,
  findNotice,
  noticePage,
  setNoticeStatus,
  updateNotice,
  type AuditWrite,
  type NoticeRecord,
} from '../../../notices/notice-editing';

const statusSchema = Type.Union([Type.Literal('draft'), Type.Literal('published')]);
const textSchema = Type.Object({ title: Type.String(), content: Type.String() }, { additionalProperties: false });
const noticeView = Type.Object({
  id: Type.Integer(),
  status: statusSchema,
  pinned: Type.Boolean({ description: 'Listed before the others' }),
  publishFrom: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Players see it from then on; null: as soon as published' }),
  publishUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Players no longer see it from then on; null: until unpublished' }),
  texts: Type.Object(Object.fromEntries(LANGUAGES.map((language) => [language, Type.Optional(textSchema)])), { additionalProperties: false }),
  createdBy: Type.Union([Type.Integer(), Type.Null()], { description: 'The operator who added it; null for seeded notices' }),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});
const moment = (description: string) => Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()], { description: `${description}; ISO 8601 with a time zone` }));
const writable = {
  // A record, not five fixed keys: the languages and lengths are checked by notice-editing, whose refusal names the language and field.
  texts: Type.Record(Type.String(), textSchema, {
    description: `Title (≤ ${NOTICE_TITLE_MAX} characters) and content (≤ ${NOTICE_CONTENT_MAX}) by language: ${LANGUAGES.join(', ')}; at least one`,
  }),
  pinned: Type.Optional(Type.Boolean()),
  publishFrom: moment('Start of the publish window; null or absent: none'),
  publishUntil: moment('End of the publish window (after its start); null or absent: none'),
};
const addBody = Type.Object(writable, { additionalProperties: false });
const updateBody = Type.Object({ id: Id(), ...writable, texts: Type.Optional(writable.texts) }, { additionalProperties: false, description: 'Fields absent stay; texts, when given, replaces every text' });
const idBody = Type.Object({ id: Id() }, { additionalProperties: false });

type NoticeView = Static<typeof noticeView>;

function viewOf(notice: NoticeRecord): NoticeView {
  return {
    id: notice.id,
    status: notice.status,
    pinned: notice.pinned,
    publishFrom: isoTime(notice.publishFrom),
    publishUntil: isoTime(notice.publishUntil),
    texts: notice.texts,
    createdBy: notice.createdBy,
    createTime: isoTime(notice.createdAt)!,
    updateTime: isoTime(notice.updatedAt)!,
  };
}

/** An ISO 8601 moment with its time zone (as the console's date picker sends it). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO moment as epoch ms; null and absent pass through; anything else is refused naming the field. */
function epoch(value: string | null | undefined, field: 'publishFrom' | 'publishUntil'): number | null | undefined {
  if (value === null || value === undefined) return value;
  const ms = ISO_MOMENT.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw new ValidationError('noticeMomentInvalid', {}, { field });
  return ms;
}

/** The audit writer of a request: its operator and address, the notice as the target. */
function auditedBy(request: FastifyRequest): AuditWrite {
  return (db, change) => recordAudit(db, request, { targetType: 'notice', ...change });
}

export default defineAdminRoutes({
  summary: 'Notices',
  register(app) {
    const { db } = app;

    app.post(
      '/page',
      {
        schema: {
          summary: 'Notices (drafts too), pinned first then newest, with every text',
          body: Type.Object(
            { ...pageFields, status: Type.Optional(statusSchema), keyWord: Type.Optional(Type.String({ maxLength: 100, description: 'Part of a title in any language' })) },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(noticeView), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const { page = 1, size = DEFAULT_PAGE_SIZE, status, keyWord } = request.body;
        const { list, total } = await noticePage(db, { page, size, status, keyword: keyWord });
        return ok({ list: list.map(viewOf), pagination: { page, size, total } });
      },
    );

    app.get(
      '/info',
      { schema: { summary: 'One notice with every text', querystring: Type.Object({ id: Id() }, { additionalProperties: false }), response: { 200: envelopeOf(noticeView) } } },
      async (request) => {
        const notice = await findNotice(db, request.query.id);
        if (!notice) throw new BusinessError('recordNotFound');
        return ok(viewOf(notice));
      },
    );

    app.post('/add', { schema: { summary: 'Add a notice, as a draft', body: addBody, response: { 200: envelopeOf(noticeView) } } }, async (request) => {
      const { texts, pinned, publishFrom, publishUntil } = request.body;
      const notice = await addNotice(db, { texts, pinned, publishFrom: epoch(publishFrom, 'publishFrom'), publishUntil: epoch(publishUntil, 'publishUntil') }, currentOperator(request).id, auditedBy(request));
      return ok(viewOf(notice));
    });

    app.post('/update', { schema: { summary: 'Change a notice', body: updateBody, response: { 200: envelopeOf(noticeView) } } }, async (request) => {
      const { id, texts, pinned, publishFrom, publishUntil } = request.body;
      const notice = await updateNotice(db, id, { texts, pinned, publishFrom: epoch(publishFrom, 'publishFrom'), publishUntil: epoch(publishUntil, 'publishUntil') }, auditedBy(request));
      return ok(viewOf(notice));
    });

    app.post('/publish', { schema: { summary: 'Publish a notice: players see it (inside its window)', body: idBody, response: { 200: envelopeOf(noticeView) } } }, async (request) => {
      return ok(viewOf(await setNoticeStatus(db, request.body.id, 'published', auditedBy(request))));
    });

    app.post('/unpublish', { schema: { summary: 'Withdraw a notice: back to draft', body: idBody, response: { 200: envelopeOf(noticeView) } } }, async (request) => {
      return ok(viewOf(await setNoticeStatus(db, request.body.id, 'draft', auditedBy(request))));
    });

    app.post(
      '/delete',
      {
        schema: {
          summary: 'Delete notices and their texts',
          body: Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ deleted: Type.Integer() })) },
        },
      },
      async (request) => ok({ deleted: await deleteNotices(db, request.body.ids, auditedBy(request)) }),
    );
  },
});
