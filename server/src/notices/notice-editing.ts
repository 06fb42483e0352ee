// What operators do with notices: read every notice with all its texts, and add, change, publish, unpublish and delete
// them, each change in one transaction with the audit row it is told to write (old and new values).
import { sql, type Kysely, type Selectable } from 'kysely';
import { BusinessError, ValidationError } from '../http/app-error';
import { type Database, type NoticeTable } from '../db/schema';
import { LANGUAGES, type Language } from '../i18n/language';
import { type MessageKey } from '../i18n/messages';
import { isoTime } from '../http/time';
import { titleContains } from './published-notices';

/** The notice_text.title column's width (in characters, as PostgreSQL counts them). */
export const NOTICE_TITLE_MAX = 200;
/** Far more than a notice bar or a notice page can show. */
export const NOTICE_CONTENT_MAX = 20_000;

export type NoticeStatus = 'draft' | 'published';
export type NoticeTexts = Partial<Record<Language, { title: string; content: string }>>;

export interface NoticeRecord {
  id: number;
  status: NoticeStatus;
  pinned: boolean;
  publishFrom: number | null;
  publishUntil: number | null;
  texts: NoticeTexts;
  createdBy: number | null;
  createdAt: number;
  updatedAt: number;
}

/** What an operator writes. On update every field is optional, and `texts`, when given, is the notice's whole set. */
export interface NoticeInput {
  /** Keyed by language; checked here (not by the schema) so a refusal names the language and the field. */
  texts: Record<string, { title: string; content: string }>;
  pinned?: boolean;
  publishFrom?: number | null;
  publishUntil?: number | null;
}

/** Writes the change's audit row, in the change's transaction; the values are plain objects (audited()). */
export type AuditWrite = (db: Kysely<Database>, change: { targetId: string | null; oldValue: object | null; newValue: object | null }) => Promise<void>;

/** What the audit log keeps of a notice: its fields and texts, times as ISO strings for a person to read. */
function audited(notice: NoticeRecord): object {
  const { status, pinned, publishFrom, publishUntil, texts } = notice;
  return { id: notice.id, status, pinned, publishFrom: isoTime(publishFrom), publishUntil: isoTime(publishUntil), texts };
}

const LANGUAGE_NAMES: Record<Language, MessageKey> = {
  'zh-cn': 'noticeLanguageZhCn',
  'zh-tw': 'noticeLanguageZhTw',
  en: 'noticeLanguageEn',
  es: 'noticeLanguageEs',
  fr: 'noticeLanguageFr',
};

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
/** Characters as PostgreSQL's varchar counts them (code points), not UTF-16 units. */
const characters = (text: string): number => [...text].length;

/** The texts, checked and trimmed: at least one, each in one of the five languages with a title and content within bounds. */
export function checkedTexts(texts: Record<string, { title: string; content: string }>): NoticeTexts {
  const checked: NoticeTexts = {};
  for (const [key, text] of Object.entries(texts)) {
    if (!isLanguage(key)) throw new ValidationError('noticeLanguageUnknown', { language: key.slice(0, 16) }, { field: `texts.${key.slice(0, 16)}` });
    const language = { message: LANGUAGE_NAMES[key] };
    const title = text.title.trim();
    const content = text.content.trim();
    if (!title) throw new ValidationError('noticeTitleRequired', { language }, { field: `texts.${key}.title` });
    if (characters(title) > NOTICE_TITLE_MAX) throw new ValidationError('noticeTitleTooLong', { language, limit: NOTICE_TITLE_MAX }, { field: `texts.${key}.title` });
    if (!content) throw new ValidationError('noticeContentRequired', { language }, { field: `texts.${key}.content` });
    if (characters(content) > NOTICE_CONTENT_MAX) throw new ValidationError('noticeContentTooLong', { language, limit: NOTICE_CONTENT_MAX }, { field: `texts.${key}.content` });
    checked[key] = { title, content };
  }
  if (Object.keys(checked).length === 0) throw new ValidationError('noticeTextsRequired', {}, { field: 'texts' });
  return checked;
}

function checkWindow(publishFrom: number | null, publishUntil: number | null): void {
  if (publishFrom !== null && publishUntil !== null && publishUntil <= publishFrom) throw new ValidationError('noticeWindowBackwards', {}, { field: 'publishUntil' });
}

function recordOf(row: Selectable<NoticeTable>, texts: NoticeTexts): NoticeRecord {
  return {
    id: Number(row.id),
    status: Number(row.status) === 1 ? 'published' : 'draft',
    pinned: Number(row.pinned) === 1,
    publishFrom: row.publishFrom === null ? null : Number(row.publishFrom),
    publishUntil: row.publishUntil === null ? null : Number(row.publishUntil),
    texts,
    createdBy: row.createdBy === null ? null : Number(row.createdBy),
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** The texts of `ids`, by notice: one keyed read. */
async function textsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, NoticeTexts>> {
  const byNotice = new Map<number, NoticeTexts>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return byNotice;
  const rows = await db.selectFrom('noticeText').select(['noticeId', 'language', 'title', 'content']).where('noticeId', 'in', ids).execute();
  for (const row of rows) {
    const texts = byNotice.get(Number(row.noticeId));
    if (texts && isLanguage(row.language)) texts[row.language] = { title: row.title, content: row.content };
  }
  return byNotice;
}

export interface NoticePageFilter {
  page: number;
  size: number;
  status?: NoticeStatus;
  /** Part of a title in any language. */
  keyword?: string;
}

/** Every notice (drafts too), pinned first then newest, with all its texts. */
export async function noticePage(db: Kysely<Database>, { page, size, status, keyword }: NoticePageFilter): Promise<{ list: NoticeRecord[]; total: number }> {
  let query = db.selectFrom('notice as n');
  if (status) query = query.where('n.status', '=', status === 'published' ? 1 : 0);
  const word = keyword?.trim();
  if (word) query = query.where((eb) => eb.exists(eb.selectFrom('noticeText as t').select('t.noticeId').whereRef('t.noticeId', '=', 'n.id').where(titleContains(sql.ref('t.title'), word))));
  const [rows, counted] = await Promise.all([
    query.selectAll('n').orderBy('n.pinned', 'desc').orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(size).offset((page - 1) * size).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const texts = await textsOf(db, rows.map((row) => Number(row.id)));
  return { list: rows.map((row) => recordOf(row, texts.get(Number(row.id)) ?? {})), total: Number(counted.total) };
}

/** One notice with all its texts, or undefined. */
export async function findNotice(db: Kysely<Database>, id: number): Promise<NoticeRecord | undefined> {
  const row = await db.selectFrom('notice').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return recordOf(row, (await textsOf(db, [id])).get(id) ?? {});
}

async function mustFind(db: Kysely<Database>, id: number): Promise<NoticeRecord> {
  const found = await findNotice(db, id);
  if (!found) throw new BusinessError('recordNotFound');
  return found;
}

/**
 * Claims the notice row for this transaction before its old value is read: PostgreSQL holds the row until commit, so
 * two operators changing one notice write their audit rows in order, each with the value the other left (SQLite runs
 * one write transaction at a time anyway). Answers whether the notice exists.
 */
async function claim(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.updateTable('notice').set((eb) => ({ updatedAt: eb.ref('updatedAt') })).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function writeTexts(db: Kysely<Database>, id: number, texts: NoticeTexts): Promise<void> {
  await db.deleteFrom('noticeText').where('noticeId', '=', id).execute();
  await db
    .insertInto('noticeText')
    .values((Object.entries(texts) as Array<[Language, { title: string; content: string }]>).map(([language, text]) => ({ noticeId: id, language, ...text })))
    .execute();
}

/** A new draft notice. */
export async function addNotice(db: Kysely<Database>, input: NoticeInput, createdBy: number | null, audit: AuditWrite, now = Date.now()): Promise<NoticeRecord> {
  const texts = checkedTexts(input.texts);
  const publishFrom = input.publishFrom ?? null;
  const publishUntil = input.publishUntil ?? null;
  checkWindow(publishFrom, publishUntil);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('notice')
      .values({ status: 0, pinned: input.pinned ? 1 : 0, publishFrom, publishUntil, createdBy, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(trx, id, texts);
    const created = await mustFind(trx, id);
    await audit(trx, { targetId: String(id), oldValue: null, newValue: audited(created) });
    return created;
  });
}

/** Changes the fields given; `texts`, when given, replaces every text the notice had. */
export async function updateNotice(db: Kysely<Database>, id: number, input: Partial<NoticeInput>, audit: AuditWrite, now = Date.now()): Promise<NoticeRecord> {
  const texts = input.texts === undefined ? undefined : checkedTexts(input.texts);
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, id))) throw new BusinessError('recordNotFound');
    const before = await mustFind(trx, id);
    const publishFrom = input.publishFrom === undefined ? before.publishFrom : input.publishFrom;
    const publishUntil = input.publishUntil === undefined ? before.publishUntil : input.publishUntil;
    checkWindow(publishFrom, publishUntil);
    const pinned = input.pinned === undefined ? before.pinned : input.pinned;
    await trx.updateTable('notice').set({ pinned: pinned ? 1 : 0, publishFrom, publishUntil, updatedAt: now }).where('id', '=', id).execute();
    if (texts) await writeTexts(trx, id, texts);
    const after = await mustFind(trx, id);
    await audit(trx, { targetId: String(id), oldValue: audited(before), newValue: audited(after) });
    return after;
  });
}

/** Publishes or withdraws a notice; setting the status it already has changes nothing and writes no audit row. */
export async function setNoticeStatus(db: Kysely<Database>, id: number, status: NoticeStatus, audit: AuditWrite, now = Date.now()): Promise<NoticeRecord> {
  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, id))) throw new BusinessError('recordNotFound');
    const before = await mustFind(trx, id);
    if (before.status === status) return before;
    await trx.updateTable('notice').set({ status: status === 'published' ? 1 : 0, updatedAt: now }).where('id', '=', id).execute();
    const after = { ...before, status, updatedAt: now };
    await audit(trx, { targetId: String(id), oldValue: { status: before.status }, newValue: { status } });
    return after;
  });
}

/**
 * Deletes the notices among `ids` with their texts; one audit row holds what was deleted. Players' viewing history
 * keeps its entries: they read as removed.
 */
export async function deleteNotices(db: Kysely<Database>, ids: number[], audit: AuditWrite): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('notice').selectAll().where('id', 'in', unique).orderBy('id').execute();
    if (rows.length === 0) return 0;
    const found = rows.map((row) => Number(row.id));
    const texts = await textsOf(trx, found);
    await trx.deleteFrom('noticeText').where('noticeId', 'in', found).execute();
    await trx.deleteFrom('noticeRead').where('noticeId', 'in', found).execute();
    const result = await trx.deleteFrom('notice').where('id', 'in', found).executeTakeFirst();
    await audit(trx, {
      targetId: found.length === 1 ? String(found[0]) : null,
      oldValue: { notices: rows.map((row) => audited(recordOf(row, texts.get(Number(row.id)) ?? {}))) },
      newValue: null,
    });
    return Number(result.numDeletedRows);
  });
}
