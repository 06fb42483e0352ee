/**
 * The one money formatter: integer cents to the player's locale through `Intl.NumberFormat` ("1,234.56" in English,
 * "1234,56" / "12.345,56" in Spanish, "1 234,56" in French), always two decimals, never a float's error.
 */
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import type { Language } from '@racing/shared/src/i18n/languages';
import { keptFormatter } from '@racing/shared/src/format/kept-formatter';

export interface MoneyFormatOptions {
  /** "+2.50" for a gain (zero stays unsigned). */
  withSign?: boolean;
  /** The player's language now unless given. */
  language?: Language;
}

/** One `Intl.NumberFormat` per (language, sign display). */
function moneyFormatter(language: Language, withSign: boolean): Intl.NumberFormat {
  return keptFormatter(
    `money|${language}|${withSign ? 'sign' : 'auto'}`,
    () => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: withSign ? 'exceptZero' : 'auto' }),
  );
}

/** Cents as an exact decimal literal ("-1234.05"): no division, so no binary fraction ever reaches the formatter. */
function centsLiteral(cents: number): Intl.StringNumericLiteral {
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}` as Intl.StringNumericLiteral;
}

export function formatMoney(cents: number, options: MoneyFormatOptions = {}): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatMoney expects integer cents, got ${cents}`);
  // Engines with Intl.NumberFormat v3 format the decimal string exactly at any size; older ones read it as a number,
  // still exact to the cent below 2^43 units (about 8.8e12), far beyond any balance.
  return moneyFormatter(options.language ?? currentLanguage(), options.withSign ?? false).format(centsLiteral(cents));
}

/** The locale's decimal and grouping marks ("." and "," in English, "," and "." in Spanish, "," and U+202F in French). */
export function numberSeparators(language: Language): { decimal: string; group: string } {
  const parts = moneyFormatter(language, false).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}
