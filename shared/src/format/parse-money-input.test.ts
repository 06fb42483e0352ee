/** Money typed by a player, read with the decimal and grouping marks of their language. */
import { centsToInputText, parseMoneyInput } from './parse-money-input';
import { formatMoney } from './format-money';
import { LANGUAGES } from '../i18n/languages';

const cents = (value: number) => ({ ok: true, cents: value });
const refused = (error: string) => ({ ok: false, error });

describe('parseMoneyInput', () => {
  it.each([
    ['es', '10,50', 1050],
    ['fr', '10,50', 1050],
    ['en', '10.50', 1050],
    ['zh-Hans', '10.50', 1050],
    ['zh-Hant', '10.5', 1050],
    ['es', '10', 1000],
    ['fr', '0,01', 1],
    ['en', ' 7 ', 700],
  ] as const)('reads %s "%s" as %i cents', (language, text, value) => {
    expect(parseMoneyInput(text, language)).toEqual(cents(value));
  });

  it.each([
    ['es', '1.234,56', 123456],
    ['es', '1234,56', 123456],
    ['es', '12.345.678', 1234567800],
    ['fr', '1 234,56', 123456],
    ['fr', '1\u00a0234,56', 123456],
    ['fr', '1\u202f234,56', 123456],
    ['en', '1,234.56', 123456],
    ['en', '1,234,567', 123456700],
    ['zh-Hans', '1,234.56', 123456],
  ] as const)('accepts the grouping %s writes: "%s" is %i cents', (language, text, value) => {
    expect(parseMoneyInput(text, language)).toEqual(cents(value));
  });

  it.each(LANGUAGES)('reads back what formatMoney writes in %s', (language) => {
    for (const value of [5, 1050, 123456, 1234550, 987654321]) {
      expect(parseMoneyInput(formatMoney(value, { language }), language)).toEqual(cents(value));
    }
  });

  it('reads the other mark as a decimal when only a decimal could follow it (a keypad set to another language)', () => {
    expect(parseMoneyInput('10.50', 'es')).toEqual(cents(1050));
    expect(parseMoneyInput('10,5', 'en')).toEqual(cents(1050));
    // Three digits after the locale's grouping mark are a group, not decimals.
    expect(parseMoneyInput('1.234', 'es')).toEqual(cents(123400));
    expect(parseMoneyInput('1,234', 'en')).toEqual(cents(123400));
  });

  it('takes full-width digits and marks from a Chinese keyboard', () => {
    expect(parseMoneyInput('１０．５０', 'zh-Hans')).toEqual(cents(1050));
  });

  it.each([
    ['en', '1.234'],
    ['es', '1,234'],
    ['fr', '10,505'],
    ['fr', '1.234'],
  ] as const)('refuses more than two decimals: %s "%s"', (language, text) => {
    expect(parseMoneyInput(text, language)).toEqual(refused('tooManyDecimals'));
  });

  it.each([
    ['en', 'ten'],
    ['en', '1e3'],
    ['en', '-5'],
    ['en', '+5'],
    ['en', '.5'],
    ['en', '10.'],
    ['es', '10,'],
    ['en', '1.2.3'],
    ['es', '10,50,1'],
    ['en', '12,34,567'],
    ['es', '1.23,45'],
    ['fr', '1.234,56'],
    ['fr', '1 23,45'],
    ['en', '1, 234'],
    ['en', '$10'],
    ['en', '10 €'],
    ['en', '.'],
  ] as const)('refuses junk: %s "%s"', (language, text) => {
    expect(parseMoneyInput(text, language)).toEqual(refused('invalid'));
  });

  it('says when nothing was typed and when an amount is too large to be money', () => {
    expect(parseMoneyInput('   ', 'en')).toEqual(refused('empty'));
    expect(parseMoneyInput('12345678901234', 'en')).toEqual(refused('tooLarge'));
    expect(parseMoneyInput('9999999999999,99', 'fr')).toEqual(cents(999999999999999));
  });
});

describe('centsToInputText', () => {
  it('writes an amount as the field takes it: ungrouped, the locale\'s decimal mark, no useless fraction', () => {
    expect(centsToInputText(1000, 'es')).toBe('10');
    expect(centsToInputText(1050, 'es')).toBe('10,50');
    expect(centsToInputText(1005, 'fr')).toBe('10,05');
    expect(centsToInputText(123456, 'en')).toBe('1234.56');
    expect(centsToInputText(100000, 'fr')).toBe('1000');
  });

  it.each(LANGUAGES)('round-trips through parseMoneyInput in %s', (language) => {
    for (const value of [1, 99, 1000, 1050, 123456]) expect(parseMoneyInput(centsToInputText(value, language), language)).toEqual(cents(value));
  });
});
