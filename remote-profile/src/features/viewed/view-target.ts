/** Where tapping an entry of the viewing history goes: a notice to its page, a draw to the history of draws searched to its period, a plan or a plan author to their page in the plan hall. */
import { withQuery } from '@racing/shared/src/navigation/app-navigator';

export interface ViewedRef {
  kind: 'notice' | 'draw' | 'plan' | 'author';
  ref: string;
  available: boolean;
}

export const NOTICE_DETAIL_PATH = '/pages/notice/detail';
/** The history page takes `issue` (a 12-digit period): it opens the results searched to that period. */
export const DRAW_HISTORY_PATH = '/pages/history/index';
/** One plan of the plan hall (remote-betting), by its id. */
export const PLAN_DETAIL_PATH = '/pages/plan/detail';
/** A plan author's page in the plan hall (remote-betting), by the author's user id. */
export const PLAN_AUTHOR_PATH = '/pages/plan/author';

/** The route to open, or null when there is none (an entry no longer available: a notice removed since, a hidden plan or author). */
export function viewTarget(entry: ViewedRef): string | null {
  if (!entry.available) return null;
  if (entry.kind === 'notice') return withQuery(NOTICE_DETAIL_PATH, { id: entry.ref });
  if (entry.kind === 'draw') return withQuery(DRAW_HISTORY_PATH, { issue: entry.ref });
  if (entry.kind === 'plan') return withQuery(PLAN_DETAIL_PATH, { id: entry.ref });
  if (entry.kind === 'author') return withQuery(PLAN_AUTHOR_PATH, { id: entry.ref });
  return null;
}
