import { decimalToUnits, unitsToDecimal } from './decimal-units';

describe('decimal units', () => {
  it('reads odds as exact thousandths', () => {
    expect(decimalToUnits('9.8', 3)).toBe(9800);
    expect(decimalToUnits('1.999', 3)).toBe(1999);
    expect(decimalToUnits('2', 3)).toBe(2000);
    // 1.005 * 1000 is 1004.9999… in floats: the digits are read, not multiplied.
    expect(decimalToUnits('1.005', 3)).toBe(1005);
  });

  it('refuses a fourth decimal, signs and words', () => {
    expect(decimalToUnits('9.8001', 3)).toBeNull();
    expect(decimalToUnits('-1', 3)).toBeNull();
    expect(decimalToUnits('abc', 3)).toBeNull();
    expect(decimalToUnits('', 2)).toBeNull();
  });

  it('writes units back with every decimal', () => {
    expect(unitsToDecimal(9800, 3)).toBe('9.800');
    expect(unitsToDecimal(1050, 2)).toBe('10.50');
    expect(unitsToDecimal(5, 2)).toBe('0.05');
  });
});
