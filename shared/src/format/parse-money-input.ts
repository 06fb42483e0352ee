/**
 * Money a player types, read in their language: "10,50" in Spanish or French and "10.50" in English or Chinese are
 * 1050 cents; the grouping the locale writes is accepted where it belongs ("1.234,56" es, "1 234,56" fr with a space,
 * a no-break or a narrow no-break space, "1,234.56" en). Integer arithmetic only: the digits become cents, never a float.
 */
import { numberSeparators } from '@racing/shared/src/format/format-money';
import type { Language } from '@racing/shared/src/i18n/languages';

export type MoneyInputError =
  /** Nothing but blanks. */
  | 'empty'
  /** Not an amount: letters, signs, misplaced grouping, two decimal marks. */
  | 'invalid'
  /** A third decimal: a cent is the smallest amount. */
  | 'tooManyDecimals'
  /** More than 13 whole digits. */
  | 'tooLarge';

export type MoneyInputResult = { ok: true; cents: number } | { ok: false; error: MoneyInputError };

const MAX_WHOLE_DIGITS = 13;
const MARKS = ['.', ','] as const;

/** Groups of three after a first group of one to three digits: "1", "12", "1 234", "12.345.678". */
function ungroup(whole: string, separator: string): string | null {
  const groups = whole.split(separator);
  if (groups.length === 1) return whole;
  if (!/^\d{1,3}$/.test(groups[0]) || !groups.slice(1).every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

/**
 * Reads a non-negative amount. The locale's decimal mark is the decimal mark. The other of "." and "," is a
 * grouping mark where the locale groups with it ("1.234" es, "1,234" en) and otherwise, once and followed by one or
 * two digits, a decimal mark typed on a keypad set to another language ("10.50" in Spanish, "10,50" in English): read
 * either way it could only mean that amount. Spaces (plain, no-break, narrow) group in every language.
 */
export function parseMoneyInput(text: string, language: Language): MoneyInputResult {
  // NFKC: full-width digits and marks from a Chinese keyboard become ASCII, every kind of no-break space a plain one.
  const normalized = text.normalize('NFKC').trim().replace(/\s+/g, ' ');
  if (normalized === '') return { ok: false, error: 'empty' };
  if (!/^[\d., ]+$/.test(normalized) || !/\d/.test(normalized)) return { ok: false, error: 'invalid' };

  const { decimal: localeDecimal, group: localeGroup } = numberSeparators(language);
  const decimal = (MARKS as readonly string[]).includes(localeDecimal) ? localeDecimal : '.';
  const other = decimal === '.' ? ',' : '.';
  const otherGroups = localeGroup === other;

  let whole = normalized;
  let fraction = '';
  const decimalAt = normalized.indexOf(decimal);
  if (decimalAt >= 0) {
    if (normalized.indexOf(decimal, decimalAt + 1) >= 0) return { ok: false, error: 'invalid' };
    whole = normalized.slice(0, decimalAt);
    fraction = normalized.slice(decimalAt + 1);
  } else {
    const otherAt = normalized.lastIndexOf(other);
    const tail = otherAt >= 0 ? normalized.slice(otherAt + 1) : '';
    const onlyOnce = otherAt >= 0 && normalized.indexOf(other) === otherAt;
    if (onlyOnce && /^\d{1,2}$/.test(tail)) {
      whole = normalized.slice(0, otherAt);
      fraction = tail;
    } else if (onlyOnce && !otherGroups && /^\d+$/.test(tail)) {
      // "1.234" in French: "." does not group there, so three digits after it are decimals.
      return { ok: false, error: 'tooManyDecimals' };
    }
  }

  if (!/^\d*$/.test(fraction)) return { ok: false, error: 'invalid' };
  if (fraction.length > 2) return { ok: false, error: 'tooManyDecimals' };
  // "10." and ".5" are half-typed amounts, not amounts.
  if (whole === '' || (decimalAt >= 0 && fraction === '')) return { ok: false, error: 'invalid' };

  // One kind of grouping mark at a time: spaces, or the locale's own "." / ",".
  const hasSpace = whole.includes(' ');
  const hasOther = whole.includes(other);
  if ((hasSpace && hasOther) || (hasOther && !otherGroups) || whole.startsWith(' ') || whole.endsWith(' ')) {
    return { ok: false, error: 'invalid' };
  }
  const digits = ungroup(whole, hasSpace ? ' ' : other);
  if (digits === null || !/^\d+$/.test(digits)) return { ok: false, error: 'invalid' };
  if (digits.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { ok: false, error: 'tooLarge' };

  return { ok: true, cents: Number(digits) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** Cents back to what an amount field shows in the locale, ungrouped and without a useless fraction: 1000 → "10", 1050 → "10,50" (es). */
export function centsToInputText(cents: number, language: Language): string {
  if (!Number.isInteger(cents) || cents < 0) throw new TypeError(`centsToInputText expects non-negative integer cents, got ${cents}`);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  if (fraction === 0) return String(whole);
  const { decimal } = numberSeparators(language);
  return `${whole}${decimal}${String(fraction).padStart(2, '0')}`;
}
