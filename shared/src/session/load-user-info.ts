/** Fetches the logged-in user's profile into the session; a user whose profile cannot be fetched is logged out. */
import type { UserInfo } from '@racing/shared/src/api/api-types';
import { getPerson } from '@racing/shared/src/session/get-person';
import { session } from '@racing/shared/src/session/session-store';

export async function loadUserInfo(): Promise<UserInfo | null> {
  if (!session.token) return null;
  try {
    const userInfo = await getPerson();
    session.setUserInfo(userInfo);
    return userInfo;
  } catch {
    session.logout();
    return null;
  }
}
