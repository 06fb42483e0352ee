/** Money from integer cents, through Intl in each of the five languages. */
import { formatMoney, numberSeparators } from './format-money';
import { LANGUAGES } from '../i18n/languages';

/** What Intl itself writes for a decimal amount (the reference the formatter must agree with). */
const intl = (language: string, amount: string) => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral);

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [-1999, '-19.99'],
    [100000000001, '1,000,000,000.01'],
  ])('formats %i cents as %s in English', (cents, text) => {
    expect(formatMoney(cents, { language: 'en' })).toBe(text);
  });

  it.each([
    // Spanish groups only from five digits (CLDR minimum grouping digits 2); French groups with a narrow no-break space.
    ['es', 123450, '1234,50'],
    ['es', 1234550, '12.345,50'],
    ['es', -1999, '-19,99'],
    ['fr', 123456, '1\u202f234,56'],
    ['fr', 5, '0,05'],
    ['zh-Hans', 123456, '1,234.56'],
    ['zh-Hant', 123456, '1,234.56'],
  ] as const)('formats cents in %s: %i → %s', (language, cents, text) => {
    expect(formatMoney(cents, { language })).toBe(text);
  });

  it.each(LANGUAGES)('agrees with Intl in %s, to the cent, even past a float\'s precision', (language) => {
    expect(formatMoney(123456789, { language })).toBe(intl(language, '1234567.89'));
    expect(formatMoney(-5, { language })).toBe(intl(language, '-0.05'));
    // 2^53 + 1 cents is no exact float once divided by 100; the decimal string keeps every cent.
    expect(formatMoney(9007199254740991, { language })).toBe(intl(language, '90071992547409.91'));
  });

  it('adds a plus sign to gains when asked, never to zero', () => {
    expect(formatMoney(250, { withSign: true, language: 'en' })).toBe('+2.50');
    expect(formatMoney(-250, { withSign: true, language: 'en' })).toBe('-2.50');
    expect(formatMoney(250, { withSign: true, language: 'fr' })).toBe('+2,50');
    expect(formatMoney(0, { withSign: true, language: 'en' })).toBe('0.00');
  });

  it('refuses fractional cents instead of rounding money silently', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });
});

describe('numberSeparators', () => {
  it.each([
    ['en', '.', ','],
    ['zh-Hans', '.', ','],
    ['zh-Hant', '.', ','],
    ['es', ',', '.'],
    ['fr', ',', '\u202f'],
  ] as const)('%s writes decimals with "%s" and groups with "%s"', (language, decimal, group) => {
    expect(numberSeparators(language)).toEqual({ decimal, group });
  });
});
