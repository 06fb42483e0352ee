/** POST /api/app/notice/notice/page: the newest notices, for the notice bar. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

export type NoticePage = ResponseData<'/app/notice/notice/page', 'post'>;

export function listNotices(size = 5): Promise<NoticePage> {
  return api.post('/app/notice/notice/page', { page: 1, size });
}
