/** Money from integer cents. */
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [-1999, '-19.99'],
    [100000000001, '1,000,000,000.01'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('adds a plus sign to gains when asked', () => {
    expect(formatMoney(250, { withSign: true })).toBe('+2.50');
    expect(formatMoney(-250, { withSign: true })).toBe('-2.50');
  });

  it('refuses fractional cents instead of rounding money silently', () => {
    expect(() => formatMoney(1.5)).toThrow(TypeError);
  });
});
