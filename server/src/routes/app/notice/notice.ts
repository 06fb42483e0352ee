// Published notices in the reader's language (or for every language), newest first: page and info; a notice a
// signed-in reader opens lands in their viewing history.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { registerCrud } from '../../../http/crud-routes';
import { isoTime } from '../../../http/time';
import { fillContent } from '../../../params/content-facts';
import { optionalUser } from '../../../plugins/app/auth';
import { recordViewAfterAnswer } from '../../../accounts/viewing-history';

const noticeItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});

export default defineRoutes({
  access: 'public',
  summary: 'Notices',
  register(app) {
    registerCrud(app, {
      table: 'notice',
      summary: 'published notices',
      item: noticeItem,
      // A notice may state the schedule or the limits as {placeholders}: filled from the configuration when read.
      toItem: (row, request) => ({
        id: Number(row.id),
        title: fillContent(String(row.title), app.config, request.language),
        content: fillContent(String(row.content), app.config, request.language),
        createTime: isoTime(row.createdAt as number)!,
        updateTime: isoTime(row.updatedAt as number)!,
      }),
      actions: ['list', 'page', 'info'],
      scope: (query, request) => query.where('status', '=', 1).where('language', 'in', ['', request.language]),
      keywordColumns: ['title'],
      orderColumns: ['createdAt', 'id'],
      defaultOrder: 'desc',
      opened: (row, request) =>
        recordViewAfterAnswer(app.db, request.log, async () => (await optionalUser(request))?.id ?? null, { kind: 'notice', ref: String(row.id) }),
    });
  },
});
