/** The console's texts: every area's five locale files, registered as i18next namespace `console` with each area nested under its name (`console:<area>.<key>`). */
import i18next from 'i18next';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';
import shell_zhHans from './shell/zh-Hans.json';
import shell_zhHant from './shell/zh-Hant.json';
import shell_en from './shell/en.json';
import shell_es from './shell/es.json';
import shell_fr from './shell/fr.json';
import notices_zhHans from './notices/zh-Hans.json';
import notices_zhHant from './notices/zh-Hant.json';
import notices_en from './notices/en.json';
import notices_es from './notices/es.json';
import notices_fr from './notices/fr.json';
import catalogue_zhHans from './catalogue/zh-Hans.json';
import catalogue_zhHant from './catalogue/zh-Hant.json';
import catalogue_en from './catalogue/en.json';
import catalogue_es from './catalogue/es.json';
import catalogue_fr from './catalogue/fr.json';
import draws_zhHans from './draws/zh-Hans.json';
import draws_zhHant from './draws/zh-Hant.json';
import draws_en from './draws/en.json';
import draws_es from './draws/es.json';
import draws_fr from './draws/fr.json';
import players_zhHans from './players/zh-Hans.json';
import players_zhHant from './players/zh-Hant.json';
import players_en from './players/en.json';
import players_es from './players/es.json';
import players_fr from './players/fr.json';
import money_zhHans from './money/zh-Hans.json';
import money_zhHant from './money/zh-Hant.json';
import money_en from './money/en.json';
import money_es from './money/es.json';
import money_fr from './money/fr.json';
import overview_zhHans from './overview/zh-Hans.json';
import overview_zhHant from './overview/zh-Hant.json';
import overview_en from './overview/en.json';
import overview_es from './overview/es.json';
import overview_fr from './overview/fr.json';
import audit_zhHans from './audit/zh-Hans.json';
import audit_zhHant from './audit/zh-Hant.json';
import audit_en from './audit/en.json';
import audit_es from './audit/es.json';
import audit_fr from './audit/fr.json';
import cs_zhHans from './cs/zh-Hans.json';
import cs_zhHant from './cs/zh-Hant.json';
import cs_en from './cs/en.json';
import cs_es from './cs/es.json';
import cs_fr from './cs/fr.json';
import operators_zhHans from './operators/zh-Hans.json';
import operators_zhHant from './operators/zh-Hant.json';
import operators_en from './operators/en.json';
import operators_es from './operators/es.json';
import operators_fr from './operators/fr.json';

type Texts = Record<string, unknown>;

/** Area → language → texts: the one table the parity test and the registration read. */
export const CONSOLE_LOCALES: Record<string, Record<Language, Texts>> = {
  shell: { 'zh-Hans': shell_zhHans, 'zh-Hant': shell_zhHant, en: shell_en, es: shell_es, fr: shell_fr },
  notices: { 'zh-Hans': notices_zhHans, 'zh-Hant': notices_zhHant, en: notices_en, es: notices_es, fr: notices_fr },
  catalogue: { 'zh-Hans': catalogue_zhHans, 'zh-Hant': catalogue_zhHant, en: catalogue_en, es: catalogue_es, fr: catalogue_fr },
  draws: { 'zh-Hans': draws_zhHans, 'zh-Hant': draws_zhHant, en: draws_en, es: draws_es, fr: draws_fr },
  players: { 'zh-Hans': players_zhHans, 'zh-Hant': players_zhHant, en: players_en, es: players_es, fr: players_fr },
  money: { 'zh-Hans': money_zhHans, 'zh-Hant': money_zhHant, en: money_en, es: money_es, fr: money_fr },
  overview: { 'zh-Hans': overview_zhHans, 'zh-Hant': overview_zhHant, en: overview_en, es: overview_es, fr: overview_fr },
  audit: { 'zh-Hans': audit_zhHans, 'zh-Hant': audit_zhHant, en: audit_en, es: audit_es, fr: audit_fr },
  cs: { 'zh-Hans': cs_zhHans, 'zh-Hant': cs_zhHant, en: cs_en, es: cs_es, fr: cs_fr },
  operators: { 'zh-Hans': operators_zhHans, 'zh-Hant': operators_zhHant, en: operators_en, es: operators_es, fr: operators_fr },
};

export const CONSOLE_NAMESPACE = 'console';

/** Adds the console namespace to the shared i18next instance, for every language; safe to call again. */
export function registerConsoleLocales(): void {
  for (const language of LANGUAGES) {
    if (i18next.hasResourceBundle(language, CONSOLE_NAMESPACE)) continue;
    const bundle = Object.fromEntries(Object.entries(CONSOLE_LOCALES).map(([area, texts]) => [area, texts[language]]));
    i18next.addResourceBundle(language, CONSOLE_NAMESPACE, bundle, true, true);
  }
}
