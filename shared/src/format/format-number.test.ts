/** Plain numbers and odds through Intl in each of the five languages. */
import { formatNumber, formatOdds } from '@racing/shared/src/format/format-number';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';

describe('formatOdds', () => {
  it.each([
    ['en', '9.8', '1.98', '44.125'],
    ['zh-Hans', '9.8', '1.98', '44.125'],
    ['zh-Hant', '9.8', '1.98', '44.125'],
    ['es', '9,8', '1,98', '44,125'],
    ['fr', '9,8', '1,98', '44,125'],
  ] as const)('writes odds in %s with the locale decimal mark and no added zero', (language, nine, two, four) => {
    expect(formatOdds(9.8, language)).toBe(nine);
    expect(formatOdds(1.98, language)).toBe(two);
    expect(formatOdds(44.125, language)).toBe(four);
    expect(formatOdds(2, language)).toBe('2');
  });
});

describe('formatNumber', () => {
  it.each(LANGUAGES)('agrees with Intl in %s', (language) => {
    expect(formatNumber(1234567, { language })).toBe(new Intl.NumberFormat(language).format(1234567));
  });

  it('groups as each language does (Spanish only from five digits)', () => {
    expect(formatNumber(12345, { language: 'en' })).toBe('12,345');
    expect(formatNumber(1234, { language: 'es' })).toBe('1234');
    expect(formatNumber(12345, { language: 'es' })).toBe('12.345');
    expect(formatNumber(12345, { language: 'fr' })).toBe('12\u202f345');
    expect(formatNumber(2.5, { language: 'fr', maximumFractionDigits: 1 })).toBe('2,5');
  });
});
