/** The one api client of the running app, wired to the session, the language and the router. */
import i18next from 'i18next';
import { createApiClient } from './api-client';
import { session } from '../session/session-store';
import { LOGIN_PATH, appNavigator } from '../navigation/app-navigator';
import { currentLanguage } from '../i18n/i18n-setup';
import { languageHeaderCode } from '../i18n/languages';

export const api = createApiClient({
  session,
  languageHeader: () => languageHeaderCode(currentLanguage()),
  currentPath: () => appNavigator.currentPath(),
  translate: (key) => i18next.t(key),
  loginPath: LOGIN_PATH,
});
