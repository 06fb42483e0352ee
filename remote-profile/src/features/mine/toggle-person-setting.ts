/** Order-receiving mode and message notification flip at once on screen; a refusal puts the switch back and says why. */
import { session } from '@racing/shared/src/session/session-store';
import { showErrorToast } from '@racing/shared/src/ui/toast';
import { savePersonSetting, type PersonSetting } from './api/person-api';

function showSetting(setting: PersonSetting, open: boolean): void {
  const user = session.userInfo;
  if (user) session.setUserInfo({ ...user, settings: { ...user.settings, [setting]: open } });
}

export async function togglePersonSetting(setting: PersonSetting, open: boolean): Promise<void> {
  const before = session.userInfo?.settings[setting];
  if (before === undefined || before === open) return;
  showSetting(setting, open);
  try {
    await savePersonSetting(setting, open);
  } catch (error) {
    showSetting(setting, before);
    showErrorToast(error);
  }
}
