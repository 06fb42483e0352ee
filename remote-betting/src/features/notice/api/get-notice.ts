/** GET /api/app/notice/notice/info?id=N: one notice. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

export type Notice = ResponseData<'/app/notice/notice/info', 'get'>;

export function getNotice(id: number): Promise<Notice> {
  return api.get('/app/notice/notice/info', { id });
}
