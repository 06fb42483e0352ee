/**
 * The one date formatter: a Date, a timestamp or a server date string, in local time. Dates a player reads (in a
 * sentence, a list, a notice, the end of a self-exclusion) go through `Intl.DateTimeFormat` in the player's language
 * ("May 1, 2024, 8:09 AM", "2024年5月1日 08:09", "1 may 2024, 8:09"); a clock or a countdown stays numeric "HH:mm:ss".
 */
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import type { Language } from '@racing/shared/src/i18n/languages';
import { keptFormatter } from '@racing/shared/src/format/kept-formatter';

/** In the player's locale: what each style is for. */
const STYLES = {
  /** A day: "May 1, 2024". */
  date: { dateStyle: 'medium' },
  /** A moment in a sentence (a notice's date, the end of a self-exclusion or of a limit's wait): "May 1, 2024, 8:09 AM". */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** A moment to the second (a draw on the verify page): "May 1, 2024, 8:09:10 AM". */
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  /** A row of a recent list (history, results, bill), the year left out: "May 1, 8:09 AM". */
  shortDateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** Numeric 24-hour clock patterns, the same in every language (a clock, a countdown). */
export type ClockPattern = 'HH:mm:ss' | 'HH:mm';

/** The formatter `style` builds for a language; numeric clocks share one whatever the language. */
function optionsOf(style: DateStyle | ClockPattern): Intl.DateTimeFormatOptions {
  if (style === 'HH:mm:ss') return { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
  if (style === 'HH:mm') return { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return STYLES[style];
}

/** One `Intl.DateTimeFormat` per (language, style, zone): building one costs far more than using it. */
function dateFormatter(language: Language, style: DateStyle | ClockPattern, timeZone: string | undefined): Intl.DateTimeFormat {
  const clock = style === 'HH:mm:ss' || style === 'HH:mm';
  return keptFormatter(`date|${clock ? '-' : language}|${style}|${timeZone ?? ''}`, () => new Intl.DateTimeFormat(clock ? 'en-GB' : language, { ...optionsOf(style), timeZone }));
}

/** Server dates like "2024-05-01 12:00:00" are not ISO for every engine: make them so. Null for nothing or garbage. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Formats `value` in the player's time zone (`timeZone` names another IANA zone); an empty text for nothing or
 * garbage. An ISO instant from the server ("2027-06-01T20:30:00Z") is the moment itself: it is shown as the local date
 * and time of day of that moment, never cut to its UTC date.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  style: DateStyle | ClockPattern = 'dateTime',
  language: Language = currentLanguage(),
  timeZone?: string,
): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormatter(language, style, timeZone).format(date);
}

/** One `Intl.RelativeTimeFormat` per language. */
function relativeFormatter(language: Language): Intl.RelativeTimeFormat {
  return keptFormatter(`relative|${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
}

/**
 * A moment in a feed (notifications): relative while it is fresh ("now", "5 minutes ago", "3 hours ago", in the player's
 * language and plural rules), then the row's date and time ("May 1, 8:09 AM"). An empty text for nothing or garbage.
 */
export function formatRecent(value: Date | string | number | null | undefined, now: number = Date.now(), language: Language = currentLanguage()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.max(0, Math.round((now - date.getTime()) / 1000));
  if (seconds < 60) return relativeFormatter(language).format(0, 'second');
  if (seconds < 3600) return relativeFormatter(language).format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return relativeFormatter(language).format(-Math.floor(seconds / 3600), 'hour');
  return formatDate(date, 'shortDateTime', language);
}
