/** POST /api/app/notice/notice/page: published notices, pinned first then newest (a signed-in reader's say which they opened). */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';
import type { CursorPage } from '@racing/shared/src/api/api-types';

export type NoticePage = ResponseData<'/app/notice/notice/page', 'post'>;
export type NoticeItem = NoticePage['list'][number];

export function listNotices(size = 5, page = 1): Promise<NoticePage> {
  return api.post('/app/notice/notice/page', { page, size });
}

/** The contract pages by number: the "cursor" handed back is the next page's number, null after the last. */
export async function loadNoticePage(cursor: string | undefined, size: number): Promise<CursorPage<NoticeItem>> {
  const { list, pagination } = await listNotices(size, cursor === undefined ? 1 : Number(cursor));
  const more = pagination.page * pagination.size < pagination.total;
  return { list, pagination: { ...pagination, cursor: more ? String(pagination.page + 1) : null } };
}

/** GET /api/app/notice/notice/unreadCount: how many published notices the signed-in player has not opened. */
export async function getUnreadNoticeCount(): Promise<number> {
  return (await api.get('/app/notice/notice/unreadCount')).count;
}
