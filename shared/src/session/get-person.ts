/** GET /api/app/user/info/person: the logged-in player's profile and balance, declared once for the session and the betting board. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { UserInfo } from '@racing/shared/src/api/api-types';

export function getPerson(): Promise<UserInfo> {
  return api.get('/app/user/info/person');
}
