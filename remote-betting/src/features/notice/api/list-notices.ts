/** POST /api/app/notice/notice/page: the newest notices, for the notice bar. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { Notice, PageResult } from '@racing/shared/src/api/api-types';

export function listNotices(size = 5): Promise<PageResult<Notice>> {
  return api.post<PageResult<Notice>>('/app/notice/notice/page', { page: 1, size });
}
