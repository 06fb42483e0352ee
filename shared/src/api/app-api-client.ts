/** The one api client of the running app, wired to the session, the language and the router, and typed by the API contract. */
import i18next from 'i18next';
import { createApiClient } from '@racing/shared/src/api/api-client';
import type { ContractClient } from '@racing/shared/src/api/api-contract';
import { session } from '@racing/shared/src/session/session-store';
import { LOGIN_PATH, appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { languageHeaderCode } from '@racing/shared/src/i18n/languages';
import { takeEarlyRead } from '@racing/shared/src/api/early-reads';

/** A call's path decides its query or body and the data it resolves to (see api-contract.ts). */
export const api: ContractClient = createApiClient({
  session,
  languageHeader: () => languageHeaderCode(currentLanguage()),
  currentPath: () => appNavigator.currentPath(),
  translate: (key) => i18next.t(key),
  loginPath: LOGIN_PATH,
  takeEarlyRead,
});
