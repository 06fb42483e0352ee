import fc from 'fast-check';
import { centsToYuan, chinaDateTime, parseChinaDateTime, yuanToCents } from './alipay-wire-format';

describe('Alipay amounts', () => {
  it('writes cents as yuan with two decimals', () => {
    expect(centsToYuan(10050)).toBe('100.50');
    expect(centsToYuan(1)).toBe('0.01');
    expect(centsToYuan(10)).toBe('0.10');
    expect(centsToYuan(0)).toBe('0.00');
    expect(centsToYuan(5_000_000)).toBe('50000.00');
    expect(centsToYuan(10_000_000_000)).toBe('100000000.00');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => centsToYuan(10.5)).toThrow(RangeError);
    expect(() => centsToYuan(-1)).toThrow(RangeError);
    expect(() => centsToYuan(Number.NaN)).toThrow(RangeError);
  });

  it('reads one, two or no decimals exactly', () => {
    expect(yuanToCents('100.5')).toBe(10050);
    expect(yuanToCents('100.50')).toBe(10050);
    expect(yuanToCents('100')).toBe(10000);
    expect(yuanToCents('0.01')).toBe(1);
    expect(yuanToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(yuanToCents('1.15')).toBe(115);
    expect(yuanToCents('100000000.00')).toBe(10_000_000_000);
  });

  it('rejects anything else', () => {
    for (const text of ['', '1.', '.5', '1.005', '-1.00', '+1', '01.00', '1e3', '1,000.00', ' 1.00', '1.00 ', '0x10', '100000000.01', '1000000000', 'NaN']) {
      expect(yuanToCents(text)).toBeNull();
    }
  });

  it('round-trips every amount up to Alipay’s ceiling', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => yuanToCents(centsToYuan(cents)) === cents));
  });
});

describe('Alipay times (China, UTC+8)', () => {
  it('writes an instant in China time', () => {
    expect(chinaDateTime(Date.parse('2026-11-23T16:30:05.999Z'))).toBe('2026-11-24 00:30:05');
    expect(chinaDateTime(Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-01-01 08:00:00');
  });

  it('reads China time back to the instant', () => {
    expect(parseChinaDateTime('2026-11-24 00:30:05')).toBe(Date.parse('2026-11-23T16:30:05Z'));
  });

  it('rejects malformed and impossible dates', () => {
    for (const text of ['2026-02-30 10:00:00', '2026-11-24T00:30:05', '2026-11-24 24:00:00', '2026-1-24 00:30:05', '2026-11-24 00:30', '']) {
      expect(parseChinaDateTime(text)).toBeNull();
    }
  });

  it('round-trips every second', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => parseChinaDateTime(chinaDateTime(seconds * 1000)) === seconds * 1000));
  });
});
