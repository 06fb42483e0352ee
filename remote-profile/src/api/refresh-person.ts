/** Reads the logged-in player's profile (GET /app/user/info/person) into the session: the one profile read behind Mine, Edit and the settings pages. */
import type { UserInfo } from '@racing/shared/src/api/api-types';
import { getPerson } from '@racing/shared/src/session/get-person';
import { session } from '@racing/shared/src/session/session-store';

export async function refreshPerson(): Promise<UserInfo> {
  const person = await getPerson();
  session.setUserInfo(person);
  return person;
}
