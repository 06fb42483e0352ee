/** The plan hall's texts: five locale files registered as i18next namespace `plans` (`plans:<key>`) on the one shared instance. */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';
import zhHans from './zh-Hans.json';
import zhHant from './zh-Hant.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import { PLANS_NAMESPACE } from './plans-namespace';

/** Language → texts: the one table the parity test and the registration read. */
export const PLAN_LOCALES: Record<Language, Record<string, unknown>> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, es, fr };

/** Adds the plans namespace for every language; safe to call again. */
export function registerPlanLocales(): void {
  for (const language of LANGUAGES) {
    if (!i18next.hasResourceBundle(language, PLANS_NAMESPACE)) i18next.addResourceBundle(language, PLANS_NAMESPACE, PLAN_LOCALES[language], true, true);
  }
}
