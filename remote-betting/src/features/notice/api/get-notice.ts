/** GET /api/app/notice/notice/info?id=N: one notice. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { Notice } from '@racing/shared/src/api/api-types';

export function getNotice(id: number): Promise<Notice> {
  return api.get<Notice>('/app/notice/notice/info', { id });
}
