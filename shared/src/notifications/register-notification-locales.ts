/**
 * The notification centre's texts: five locale files registered as i18next namespace `notifications`
 * (`notifications:<key>`) on the one shared instance, when the pop-ups or the notification page first need them.
 */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';
// By path: a text file holds no state, and naming it by package would make the shell bundle it on its first screen.
/* eslint-disable @typescript-eslint/no-restricted-imports -- stateless locale files kept off the shell's first chunk (see above) */
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
/* eslint-enable @typescript-eslint/no-restricted-imports */

/** Language → texts: the one table the parity test and the registration read. */
export const NOTIFICATION_LOCALES: Record<Language, Record<string, unknown>> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, es, fr };

export const NOTIFICATION_NAMESPACE = 'notifications';

/** Adds the namespace for every language; safe to call again. */
export function registerNotificationLocales(): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, NOTIFICATION_NAMESPACE)) {
      i18next.addResourceBundle(language, NOTIFICATION_NAMESPACE, NOTIFICATION_LOCALES[language], true, true);
    }
  }
}
