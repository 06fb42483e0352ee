/**
 * The one formatter of plain numbers a player reads (odds, counts), through `Intl.NumberFormat` in the player's
 * language: odds 9.8 are "9.8" in English and Chinese, "9,8" in Spanish and French. Money goes through formatMoney.
 */
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import type { Language } from '@racing/shared/src/i18n/languages';
import { keptFormatter } from '@racing/shared/src/format/kept-formatter';

/** One `Intl.NumberFormat` per (language, fraction digits). */
function numberFormatter(language: Language, maximumFractionDigits: number): Intl.NumberFormat {
  return keptFormatter(`number|${language}|${maximumFractionDigits}`, () => new Intl.NumberFormat(language, { maximumFractionDigits }));
}

/** A count or a measure with at most `maximumFractionDigits` decimals (none by default): 12345 → "12,345" / "12.345" / "12 345". */
export function formatNumber(value: number, options: { maximumFractionDigits?: number; language?: Language } = {}): string {
  return numberFormatter(options.language ?? currentLanguage(), options.maximumFractionDigits ?? 0).format(value);
}

/** Decimal odds as published (at most three decimals, none added): 1.98 → "1.98" / "1,98". */
export function formatOdds(odds: number, language: Language = currentLanguage()): string {
  return numberFormatter(language, 3).format(odds);
}
