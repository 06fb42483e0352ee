/** The bead road's and streak board's texts: five locale files registered as i18next namespace `roads` (`roads:<key>`) on the one shared instance. */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';
import zhHans from './zh-Hans.json';
import zhHant from './zh-Hant.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

export const ROADS_NAMESPACE = 'roads';

/** Language → texts: the one table the parity test and the registration read. */
export const ROAD_LOCALES: Record<Language, Record<string, unknown>> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, es, fr };

/** Adds the roads namespace for every language; safe to call again. */
export function registerRoadLocales(): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, ROADS_NAMESPACE)) i18next.addResourceBundle(language, ROADS_NAMESPACE, ROAD_LOCALES[language], true, true);
  }
}
