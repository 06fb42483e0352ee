/** The viewing history calls (app/user/viewHistory): what I opened, newest first, by cursor; remove some; clear all. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

export type ViewHistoryPage = ResponseData<'/app/user/viewHistory/page', 'post'>;

/** One thing opened: a notice (ref = its id), a draw (ref = its period number) or a plan (ref = its id). */
export type ViewedEntry = ViewHistoryPage['list'][number];

export const VIEW_HISTORY_PAGE_SIZE = 20;

export function getViewHistoryPage(cursor: string | undefined): Promise<ViewHistoryPage> {
  return api.post('/app/user/viewHistory/page', { size: VIEW_HISTORY_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) });
}

export function deleteViewedEntries(ids: number[]): Promise<unknown> {
  return api.post('/app/user/viewHistory/delete', { ids });
}

export function clearViewHistory(): Promise<unknown> {
  return api.post('/app/user/viewHistory/clear', {});
}
