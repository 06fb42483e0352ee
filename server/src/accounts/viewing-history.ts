// A player's viewing history: what they opened (a notice, a draw's verification, a plan, a plan author's page), newest
// first, one row per thing, at most VIEW_HISTORY_KEPT rows. Recording happens after the read it follows has answered and
// never fails it.
import { sql, type Kysely, type Selectable } from 'kysely';
import { type FastifyBaseLogger } from 'fastify';
import { type Database, type ViewHistoryTable, type ViewKind } from '../db/schema';
import { type Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { fillContent, type ContentConfig } from '../params/content-facts';
import { isoTime } from '../http/time';
import { INT_COLUMN_MAX } from '../http/request-bounds';
import { publishedNotices } from '../notices/published-notices';
import { displayNickname } from './profile-service';

export const VIEW_KINDS = ['notice', 'draw', 'plan', 'author'] as const satisfies readonly ViewKind[];

/** Rows kept per player: opening a 201st thing drops the oldest. */
export const VIEW_HISTORY_KEPT = 200;

/** A page starts after the row with this time and id (the previous page's `cursor`, "viewedAt-id"). */
export const VIEW_CURSOR_PATTERN = '^\\d{1,15}-\\d{1,18}$';

export interface ViewedThing {
  userId: number;
  kind: ViewKind;
  ref: string;
}

/** Records that the player opened the thing at `now`: a new row, or the existing one moved to the top; then the oldest past the limit go. */
export async function recordView(db: Kysely<Database>, { userId, kind, ref }: ViewedThing, now = Date.now()): Promise<void> {
  await db
    .insertInto('viewHistory')
    .values({ userId, kind, ref, viewedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'kind', 'ref']).doUpdateSet({ viewedAt: (eb) => eb.ref('excluded.viewedAt') }))
    .execute();
  // The newest VIEW_HISTORY_KEPT stay: everything from the first row past them down goes (one range of the player's index).
  const firstDropped = await db
    .selectFrom('viewHistory')
    .select(['viewedAt', 'id'])
    .where('userId', '=', userId)
    .orderBy('viewedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(VIEW_HISTORY_KEPT)
    .executeTakeFirst();
  if (firstDropped) {
    await db
      .deleteFrom('viewHistory')
      .where('userId', '=', userId)
      .where(sql<boolean>`(viewed_at, id) <= (${firstDropped.viewedAt}, ${firstDropped.id})`)
      .execute();
  }
}

let lastViewTime = 0;

/** Now, but later than every time this process handed out before: a thing opened later sorts above, even within one millisecond. */
function viewTime(): number {
  lastViewTime = Math.max(Date.now(), lastViewTime + 1);
  return lastViewTime;
}

/** Recordings started and not yet written, per database: tests (and anyone else) can wait for them. */
const inFlight = new WeakMap<object, Set<Promise<void>>>();

/**
 * Records a view, timed now, once the current read has answered: `viewer` (who is signed in, null for a guest) is asked only then,
 * and any failure is logged, never thrown, so the read it follows is neither slowed nor failed by it.
 */
export function recordViewAfterAnswer(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  viewer: () => Promise<number | null>,
  thing: Omit<ViewedThing, 'userId'>,
): void {
  const viewedAt = viewTime();
  const writes = inFlight.get(db) ?? new Set<Promise<void>>();
  inFlight.set(db, writes);
  const write: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(viewer)
    .then((userId) => (userId === null ? undefined : recordView(db, { userId, ...thing }, viewedAt)))
    .catch((error: unknown) => log.warn({ err: error, view: thing }, 'viewing history: the view was not recorded'))
    .finally(() => writes.delete(write));
  writes.add(write);
}

/** Resolves once every view recorded so far on this database is written (or has failed and been logged). */
export async function viewsRecorded(db: Kysely<Database>): Promise<void> {
  const writes = inFlight.get(db);
  while (writes && writes.size > 0) await Promise.all([...writes]);
}

export interface ViewHistoryFilter {
  page: number;
  size: number;
  cursor?: string;
  kind?: ViewKind;
}

export interface ViewedItem {
  id: number;
  kind: ViewKind;
  ref: string;
  /** In the reader's language: the notice's title, "Period 202611220007", "Plan by Alice, period 202611220007", "Plan author: Alice", or that the notice, plan or author is gone. */
  title: string;
  viewedAt: string;
  /** Whether it can still be opened (a notice removed or unpublished since cannot, nor a plan or author hidden since). */
  available: boolean;
  /** A draw's period, its ten places (champion first) and draw time; null for other kinds. */
  issue: string | null;
  places: number[] | null;
  drawAt: string | null;
}

/** What writing a row needs: the reader's language and what fills a notice's {placeholders}. */
export interface ViewReader {
  language: Language;
  content: ContentConfig;
}

export async function viewHistoryPage(
  db: Kysely<Database>,
  userId: number,
  { page, size, cursor, kind }: ViewHistoryFilter,
  reader: ViewReader,
): Promise<{ list: ViewedItem[]; total: number; cursor: string | null }> {
  let mine = db.selectFrom('viewHistory').where('userId', '=', userId);
  if (kind) mine = mine.where('kind', '=', kind);
  const { total } = await mine.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();

  let rows = mine.selectAll();
  if (cursor) {
    const [viewedAt, id] = cursor.split('-').map(Number);
    rows = rows.where(sql<boolean>`(viewed_at, id) < (${viewedAt}, ${id})`);
  }
  const found = await rows
    .orderBy('viewedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(size + 1)
    .offset(cursor ? 0 : (page - 1) * size)
    .execute();
  const shown = found.slice(0, size);
  const last = shown[shown.length - 1];
  return {
    list: await describeViews(db, shown, reader),
    total: Number(total),
    cursor: found.length > size ? `${last.viewedAt}-${last.id}` : null,
  };
}

/** The rows with what a list shows of each thing: small keyed reads (the page's notices in the reader's language, periods, plans, authors), not a read per row. */
async function describeViews(db: Kysely<Database>, rows: Array<Selectable<ViewHistoryTable>>, { language, content }: ViewReader): Promise<ViewedItem[]> {
  const noticeIds = rows.filter((r) => r.kind === 'notice' && /^\d{1,10}$/.test(r.ref) && Number(r.ref) <= INT_COLUMN_MAX).map((r) => Number(r.ref));
  const issues = rows.filter((r) => r.kind === 'draw').map((r) => r.ref);
  const notices = await publishedNotices(db, language, noticeIds);
  const planIds = rows.filter((r) => r.kind === 'plan' && /^\d{1,10}$/.test(r.ref) && Number(r.ref) <= INT_COLUMN_MAX).map((r) => Number(r.ref));
  // A plan is shown while its author is: a frozen or closed author's plans read as no longer available.
  const plans = planIds.length
    ? new Map(
        (
          await db
            .selectFrom('plan as pl')
            .innerJoin('appUser as u', 'u.id', 'pl.userId')
            .select(['pl.id', 'pl.issue', 'u.id as authorId', 'u.nickname', 'u.phone', 'u.status'])
            .where('pl.id', 'in', planIds)
            .where('u.status', '=', 1)
            .where('u.frozenAt', 'is', null)
            .execute()
        ).map((p) => [p.id, p]),
      )
    : new Map<number, never>();
  const authorIds = rows.filter((r) => r.kind === 'author' && /^\d{1,10}$/.test(r.ref) && Number(r.ref) <= INT_COLUMN_MAX).map((r) => Number(r.ref));
  // An author page can be opened while its author is shown in the hall: frozen, closed or gone reads as no longer available.
  const authors = authorIds.length
    ? new Map(
        (
          await db
            .selectFrom('appUser')
            .select(['id', 'nickname', 'phone', 'status'])
            .where('id', 'in', authorIds)
            .where('status', '=', 1)
            .where('frozenAt', 'is', null)
            .execute()
        ).map((u) => [u.id, u]),
      )
    : new Map<number, never>();
  const periods = issues.length
    ? new Map((await db.selectFrom('drawPeriod').select(['issue', 'result', 'drawAt']).where('issue', 'in', issues).execute()).map((p) => [p.issue, p]))
    : new Map<string, { result: string | null; drawAt: number }>();

  return rows.map((row) => {
    const base = { id: Number(row.id), kind: row.kind, ref: row.ref, viewedAt: isoTime(row.viewedAt)!, issue: null, places: null, drawAt: null };
    switch (row.kind) {
      case 'notice': {
        // A notice unpublished, out of its window or deleted since cannot be opened: it reads as removed.
        const notice = notices.get(Number(row.ref));
        return notice
          ? { ...base, title: fillContent(notice.title, content, notice.language), available: true }
          : { ...base, title: translate('viewedNoticeRemoved', language), available: false };
      }
      case 'draw': {
        const period = periods.get(row.ref);
        const drawn = period?.result ? period : undefined;
        return {
          ...base,
          title: translate('ledgerPeriod', language, { issue: row.ref }),
          available: drawn !== undefined,
          issue: row.ref,
          places: drawn ? drawn.result!.split(',').map(Number) : null,
          drawAt: drawn ? isoTime(drawn.drawAt) : null,
        };
      }
      case 'plan': {
        const plan = plans.get(Number(row.ref));
        if (!plan) return { ...base, title: translate('viewedPlanRemoved', language), available: false };
        const nickName = displayNickname({ id: plan.authorId, nickname: plan.nickname, phone: plan.phone, status: Number(plan.status) }, language);
        return { ...base, title: translate('viewedPlan', language, { nickName, issue: plan.issue }), available: true };
      }
      case 'author': {
        const author = authors.get(Number(row.ref));
        if (!author) return { ...base, title: translate('viewedAuthorRemoved', language), available: false };
        const nickName = displayNickname({ id: author.id, nickname: author.nickname, phone: author.phone, status: Number(author.status) }, language);
        return { ...base, title: translate('viewedAuthor', language, { nickName }), available: true };
      }
    }
  });
}

/** Deletes the player's own rows among `ids`; another player's ids delete nothing. */
export async function deleteViews(db: Kysely<Database>, userId: number, ids: number[]): Promise<number> {
  const result = await db.deleteFrom('viewHistory').where('userId', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every row of the player's history. */
export async function clearViews(db: Kysely<Database>, userId: number): Promise<number> {
  const result = await db.deleteFrom('viewHistory').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
