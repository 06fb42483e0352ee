/** Fetches the logged-in user's profile into the session; a user whose profile cannot be fetched is logged out. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { UserInfo } from '../api/api-types';
import { session } from '@racing/shared/src/session/session-store';

export async function loadUserInfo(): Promise<UserInfo | null> {
  if (!session.token) return null;
  try {
    const userInfo = await api.get<UserInfo>('/app/user/info/person');
    session.setUserInfo(userInfo);
    return userInfo;
  } catch {
    session.logout();
    return null;
  }
}
