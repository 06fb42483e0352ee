/** The agent inbox's texts: five locale files registered as i18next namespace `inbox` (`inbox:<key>`) on the one shared instance. */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';
import zhHans from './zh-Hans.json';
import zhHant from './zh-Hant.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** Language → texts: the one table the parity test and the registration read. */
export const INBOX_LOCALES: Record<Language, Record<string, unknown>> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, es, fr };

export const INBOX_NAMESPACE = 'inbox';

/** Adds the inbox namespace for every language; safe to call again. */
export function registerInboxLocales(): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, INBOX_NAMESPACE)) i18next.addResourceBundle(language, INBOX_NAMESPACE, INBOX_LOCALES[language], true, true);
  }
}
