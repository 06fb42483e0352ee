/** Where tapping an entry of the viewing history goes: a notice to its page, a draw to the history of draws searched to its period. */
import { withQuery } from '@racing/shared/src/navigation/app-navigator';

export interface ViewedRef {
  kind: 'notice' | 'draw' | 'plan';
  ref: string;
  available: boolean;
}

export const NOTICE_DETAIL_PATH = '/pages/notice/detail';
/** The history page takes `issue` (a 12-digit period): it opens the results searched to that period. */
export const DRAW_HISTORY_PATH = '/pages/history/index';

/** The route to open, or null when there is none: a notice removed since, or a plan (the plan hall is not built yet). */
export function viewTarget(entry: ViewedRef): string | null {
  if (!entry.available) return null;
  if (entry.kind === 'notice') return withQuery(NOTICE_DETAIL_PATH, { id: entry.ref });
  if (entry.kind === 'draw') return withQuery(DRAW_HISTORY_PATH, { issue: entry.ref });
  return null;
}
