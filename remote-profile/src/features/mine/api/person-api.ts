/** The calls behind Mine: the profile (balance, counters, switches) and saving one switch (POST /app/user/info/updatePerson). */
import { api } from '@racing/shared/src/api/app-api-client';
import type { UserInfo } from '@racing/shared/src/api/api-types';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';
import { refreshPerson } from '../../../api/refresh-person';

export type PersonSetting = keyof UserInfo['settings'];

export function savePersonSetting(setting: PersonSetting, open: boolean): Promise<unknown> {
  return api.post('/app/user/info/updatePerson', { settings: { [setting]: open } });
}

/** Reads the profile into the session (balance included) and gives this device's account list its nickname and avatar. */
export async function refreshMine(): Promise<UserInfo> {
  const person = await refreshPerson();
  recentAccounts.updateProfile(person);
  return person;
}
