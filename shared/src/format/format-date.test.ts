/** Dates in local time, through Intl in each of the five languages; clocks stay numeric. */
import { formatDate, formatRecent, toDate } from './format-date';
import { LANGUAGES } from '../i18n/languages';

const MAY_FIRST = new Date(2024, 4, 1, 8, 9, 10);
const NEW_YEARS_EVE = new Date(2024, 11, 31, 23, 5, 0);
const intl = (language: string, options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat(language, options).format(date);
/** Newer ICU puts a narrow no-break space before AM/PM: compare with plain spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it.each([
    ['en', 'May 1, 2024'],
    ['es', '1 may 2024'],
    ['fr', '1 mai 2024'],
    ['zh-Hans', '2024年5月1日'],
    ['zh-Hant', '2024年5月1日'],
  ] as const)('writes a day in %s as %s', (language, text) => {
    expect(formatDate(MAY_FIRST, 'date', language)).toBe(text);
  });

  it.each([
    ['en', 'Dec 31, 2024, 11:05 PM'],
    ['es', '31 dic 2024, 23:05'],
    ['fr', '31 déc. 2024, 23:05'],
    ['zh-Hans', '2024年12月31日 23:05'],
  ] as const)('writes a date and time in %s as %s', (language, text) => {
    expect(spaces(formatDate(NEW_YEARS_EVE, 'dateTime', language))).toBe(text);
  });

  it('writes the time of day as Taiwan and Hong Kong read it in zh-Hant', () => {
    expect(formatDate(NEW_YEARS_EVE, 'dateTime', 'zh-Hant')).toMatch(/^2024年12月31日 \S*11:05$/);
    expect(formatDate(MAY_FIRST, 'dateTime', 'zh-Hant')).toBe('2024年5月1日 上午8:09');
  });

  it.each(LANGUAGES)('agrees with Intl in %s for every style', (language) => {
    expect(formatDate(MAY_FIRST, 'date', language)).toBe(intl(language, { dateStyle: 'medium' }, MAY_FIRST));
    expect(formatDate(MAY_FIRST, 'dateTime', language)).toBe(intl(language, { dateStyle: 'medium', timeStyle: 'short' }, MAY_FIRST));
    expect(formatDate(MAY_FIRST, 'dateTimeSeconds', language)).toBe(intl(language, { dateStyle: 'medium', timeStyle: 'medium' }, MAY_FIRST));
    expect(formatDate(MAY_FIRST, 'shortDateTime', language)).toBe(intl(language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, MAY_FIRST));
  });

  it('keeps the seconds and leaves the year out where asked', () => {
    expect(spaces(formatDate(MAY_FIRST, 'dateTimeSeconds', 'en'))).toBe('May 1, 2024, 8:09:10 AM');
    expect(spaces(formatDate(MAY_FIRST, 'shortDateTime', 'en'))).toBe('May 1, 8:09 AM');
    expect(formatDate(NEW_YEARS_EVE, 'shortDateTime', 'es')).toBe('31 dic, 23:05');
    expect(formatDate(NEW_YEARS_EVE, 'shortDateTime', 'zh-Hans')).toBe('12月31日 23:05');
  });

  it('reads a server date string and a timestamp as local time', () => {
    expect(formatDate('2024-05-01 08:09:10', 'dateTimeSeconds', 'fr')).toBe('1 mai 2024, 08:09:10');
    expect(formatDate(NEW_YEARS_EVE.getTime(), 'date', 'en')).toBe('Dec 31, 2024');
  });

  it('keeps a clock numeric and the same in every language', () => {
    for (const language of LANGUAGES) {
      expect(formatDate(MAY_FIRST, 'HH:mm:ss', language)).toBe('08:09:10');
      expect(formatDate(NEW_YEARS_EVE, 'HH:mm', language)).toBe('23:05');
      expect(formatDate(new Date(2025, 0, 1, 0, 0, 7), 'HH:mm:ss', language)).toBe('00:00:07');
    }
  });

  it('returns an empty text for nothing or garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, 'date', 'en')).toBe('');
    expect(formatDate('not a date', 'date', 'en')).toBe('');
    expect(toDate('')).toBeNull();
  });
});

describe('formatRecent', () => {
  const now = MAY_FIRST.getTime();
  const ago = (seconds: number) => new Date(now - seconds * 1000);

  it('says a fresh moment relatively, in the language and its plural rules, then the row date and time', () => {
    expect(formatRecent(ago(20), now, 'en')).toBe('now');
    expect(formatRecent(ago(60), now, 'en')).toBe('1 minute ago');
    expect(formatRecent(ago(5 * 60 + 30), now, 'en')).toBe('5 minutes ago');
    expect(formatRecent(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(formatRecent(ago(5 * 60), now, 'zh-Hans')).toBe('5分钟前');
    expect(formatRecent(ago(5 * 60), now, 'fr')).toBe('il y a 5 minutes');
    expect(formatRecent(ago(26 * 3600), now, 'en')).toBe(formatDate(ago(26 * 3600), 'shortDateTime', 'en'));
  });

  it('never says the future (a device clock behind the server) and is empty for nothing', () => {
    expect(formatRecent(ago(-90), now, 'en')).toBe('now');
    expect(formatRecent(null, now, 'en')).toBe('');
  });
});
