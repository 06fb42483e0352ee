// The facts the app's texts state (draw schedule, close time, limits, self-exclusion, help lines), taken from the
// configuration and the rules the server enforces, and written into a text's {placeholders} when it is read.
import { type AppConfig } from '../config';
import { INCREASE_DELAY_MS, LIMIT_WINDOWS, MIN_SELF_EXCLUSION_MONTHS } from '../betting/player-limits';
import { type Language } from '../i18n/language';
import { formatAll, formatDuration, formatUnit } from '../i18n/local-format';
import { translate } from '../i18n/messages';

export type ContentConfig = Pick<AppConfig, 'helpLines' | 'welcomeCreditCents'> & { draws: Pick<AppConfig['draws'], 'intervalSeconds' | 'closeSeconds'> };

/** The facts depend on the configuration and the language alone: worked out once for each, not for every text read. */
const factsByConfig = new WeakMap<ContentConfig, Map<Language, Record<string, string>>>();

/** Every placeholder a seeded or operator-written text may use, with what it becomes. */
export function contentFacts(config: ContentConfig, language: Language): Record<string, string> {
  let byLanguage = factsByConfig.get(config);
  if (!byLanguage) {
    byLanguage = new Map();
    factsByConfig.set(config, byLanguage);
  }
  let facts = byLanguage.get(language);
  if (!facts) {
    facts = factsOf(config, language);
    byLanguage.set(language, facts);
  }
  return facts;
}

function factsOf(config: ContentConfig, language: Language): Record<string, string> {
  return {
    /** "5 minutes": how often a period is drawn. */
    drawInterval: formatDuration(config.draws.intervalSeconds, language),
    /** "30 seconds": how long before its draw a period stops taking bets. */
    closeTime: formatDuration(config.draws.closeSeconds, language),
    /** "24 hours, 7 days and 30 days": the windows of the stake limits. */
    limitWindows: formatAll(
      LIMIT_WINDOWS.map((w) => formatDuration(w.ms / 1000, language)),
      language,
    ),
    /** "24 hours": how long a raised or removed limit waits. */
    increaseDelay: formatDuration(INCREASE_DELAY_MS / 1000, language),
    /** "6 months": the shortest self-exclusion. */
    minExclusion: formatUnit(MIN_SELF_EXCLUSION_MONTHS, 'month', language),
    /** "New accounts receive a welcome credit of 1,000.00 in play money. ", or nothing where none is given. */
    welcomeCredit: config.welcomeCreditCents > 0 ? translate('contentWelcomeCredit', language, { amount: { money: config.welcomeCreditCents } }) : '',
    /** Where to find help, for this language's market (HELP_LINES). */
    helpLines: config.helpLines[language],
  };
}

/** The text with every known {placeholder} filled; an unknown one stays as written. */
export function fillContent(text: string, config: ContentConfig, language: Language): string {
  const facts = contentFacts(config, language);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(facts, name) ? facts[name] : whole));
}
