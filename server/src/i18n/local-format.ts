// How a server message writes numbers, money, moments and lists in the reader's language: Intl, in this one place.
import { type Language } from './language';

/** The BCP 47 locale Intl uses for each of our languages. */
const LOCALES: Record<Language, string> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

export function intlLocale(language: Language): string {
  return LOCALES[language] ?? 'en-GB';
}

/** Building an Intl formatter costs far more than using one: one per language and options, kept. */
const formatters = new Map<string, { format(value: never): string }>();
function formatter<F extends { format(value: never): string }>(kind: string, language: Language, options: object, make: (locale: string) => F): F {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = make(intlLocale(language));
    formatters.set(key, made);
  }
  return made;
}
const numberFormat = (language: Language, options: Intl.NumberFormatOptions) => formatter('number', language, options, (locale) => new Intl.NumberFormat(locale, options));
const listFormat = (language: Language, options: Intl.ListFormatOptions) => formatter('list', language, options, (locale) => new Intl.ListFormat(locale, options));

/** 1234567 → "1,234,567" / "1.234.567" / "1 234 567". */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/** Cents as an amount with two decimals, grouped as the language writes it: 123456 → "1,234.56" / "1.234,56" / "1 234,56". */
export function formatMoney(cents: number, language: Language): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.trunc(cents) / 100);
}

/** A size limit as the language writes it, in MB from 1 MB up, else in KB: "5 MB", "1,5 Mo", "512 kB". */
export function formatBytes(bytes: number, language: Language): string {
  const mega = bytes >= 1024 * 1024;
  const unit = mega ? 'megabyte' : 'kilobyte';
  return numberFormat(language, { style: 'unit', unit, maximumFractionDigits: mega ? 1 : 0 }).format(bytes / (mega ? 1024 * 1024 : 1024));
}

/** A moment as the date and time of day in `timeZone`, with the zone named: "23 November 2026, 14:43 CST". */
export function formatMoment(ms: number, language: Language, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' };
  return formatter('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options)).format(new Date(ms));
}

/** ["0", "1"] → "0 or 1" / "0 o 1" / "0 ou 1" / "0或1". */
export function formatAlternatives(values: string[], language: Language): string {
  return listFormat(language, { type: 'disjunction' }).format(values);
}

type DurationUnit = 'month' | 'day' | 'hour' | 'minute' | 'second';

/** A count of a unit with its plural: "5 minutes" / "1 minute" / "5 minutos" / "5 分钟" (spaced, as zh-Hant writes it, not "5分钟"). */
export function formatUnit(value: number, unit: DurationUnit, language: Language): string {
  const text = numberFormat(language, { style: 'unit', unit, unitDisplay: language === 'zh-cn' ? 'short' : 'long' }).format(value);
  if (language === 'zh-cn') return text.replace(/^([\d,.]+)(?=[^\s\d])/, '$1 ');
  // French binds a number to its unit; ICU's data does for most units but not for "minutes".
  if (language === 'fr') return text.replace(/(\d) (?=\p{L})/u, '$1\u00a0');
  return text;
}

/** Seconds in the largest whole unit (a day is said as 24 hours): 300 → "5 minutes", 86400 → "24 hours", 604800 → "7 days". */
export function formatDuration(seconds: number, language: Language): string {
  if (seconds > 86_400 && seconds % 86_400 === 0) return formatUnit(seconds / 86_400, 'day', language);
  if (seconds >= 3600 && seconds % 3600 === 0) return formatUnit(seconds / 3600, 'hour', language);
  if (seconds >= 60 && seconds % 60 === 0) return formatUnit(seconds / 60, 'minute', language);
  return formatUnit(seconds, 'second', language);
}

/** ["24 hours", "7 days"] → "24 hours and 7 days" / "24 horas y 7 días" / "24小时和7天". */
export function formatAll(values: string[], language: Language): string {
  const text = listFormat(language, { type: 'conjunction' }).format(values);
  // Simplified Chinese spaces its numbers ("和 30 天"), as formatUnit writes them.
  return language === 'zh-cn' ? text.replace(/和(?=\d)/g, '和 ') : text;
}
