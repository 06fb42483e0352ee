// What players read of the notices: published ones inside their publish window, pinned first then newest, each in the
// reader's language or its fallback (notice-language.ts), found in one query (the text chosen by a keyed subquery).
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { type Database, type NoticeTable } from '../db/schema';
import { containsPattern } from '../http/like-pattern';
import { type Language } from '../i18n/language';
import { languageRank } from './notice-language';

export interface ShownNotice {
  id: number;
  pinned: boolean;
  /** The language of the text shown: the reader's, or the fallback's. */
  language: Language;
  title: string;
  content: string;
  createdAt: number;
  updatedAt: number;
}

export interface PublishedFilter {
  /** Part of the title shown, matched literally and regardless of case. */
  keyword?: string;
}


/** `column` contains `keyword`, literally and regardless of case. */
export function titleContains(column: Expression<string>, keyword: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(keyword.toLowerCase())} escape '\\'`;
}

/** A notice (`n`) is published and inside its publish window at `now`. */
export function visibleAt(now: number) {
  return (eb: ExpressionBuilder<Database & { n: NoticeTable }, 'n'>) =>
    eb.and([
      eb('n.status', '=', 1),
      eb.or([eb('n.publishFrom', 'is', null), eb('n.publishFrom', '<=', now)]),
      eb.or([eb('n.publishUntil', 'is', null), eb('n.publishUntil', '>', now)]),
    ]);
}

/** Published notices visible at `now`, each joined to the one text a reader of `language` sees. */
function shown(db: Kysely<Database>, language: Language, now: number, { keyword }: PublishedFilter = {}) {
  let query = db
    .selectFrom('notice as n')
    .innerJoin('noticeText as t', (join) =>
      join.onRef('t.noticeId', '=', 'n.id').on((eb) =>
        eb(
          't.language',
          '=',
          eb.selectFrom('noticeText as c').select('c.language').whereRef('c.noticeId', '=', 'n.id').orderBy(languageRank('c.language', language)).limit(1),
        ),
      ),
    )
    .where(visibleAt(now));
  const trimmed = keyword?.trim();
  if (trimmed) query = query.where(titleContains(sql.ref('t.title'), trimmed));
  return query;
}

const COLUMNS = ['n.id', 'n.pinned', 'n.createdAt', 'n.updatedAt', 't.language', 't.title', 't.content'] as const;

function toShown(row: { id: number; pinned: number; createdAt: number; updatedAt: number; language: string; title: string; content: string }): ShownNotice {
  return {
    id: Number(row.id),
    pinned: Number(row.pinned) === 1,
    language: row.language as Language,
    title: row.title,
    content: row.content,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
  };
}

/** One page of what the reader sees, pinned first then newest, and how many there are in all. */
export async function publishedNoticePage(
  db: Kysely<Database>,
  language: Language,
  { page, size, ...filter }: PublishedFilter & { page: number; size: number },
  now = Date.now(),
): Promise<{ list: ShownNotice[]; total: number }> {
  const [{ total }, rows] = await Promise.all([
    shown(db, language, now, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    shown(db, language, now, filter)
      .select(COLUMNS)
      .orderBy('n.pinned', 'desc')
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: rows.map(toShown), total: Number(total) };
}

/** The visible notices among `ids`, by id, in what the reader of `language` sees; an id not visible is absent. */
export async function publishedNotices(db: Kysely<Database>, language: Language, ids: number[], now = Date.now()): Promise<Map<number, ShownNotice>> {
  if (ids.length === 0) return new Map();
  const rows = await shown(db, language, now).select(COLUMNS).where('n.id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), toShown(row)]));
}
