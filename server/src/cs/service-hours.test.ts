import { isServiceOpen, minuteOfDay } from './service-hours';

const at = (iso: string) => Date.parse(iso);
const hours = (startMinute: number, endMinute: number) => ({ startMinute, endMinute, label: '' });

describe('service hours', () => {
  it('reads the minute of the day in the configured time zone', () => {
    expect(minuteOfDay(at('2026-11-26T01:30:00Z'), 'Asia/Shanghai')).toBe(9 * 60 + 30);
    expect(minuteOfDay(at('2026-11-26T01:30:00Z'), 'UTC')).toBe(90);
  });

  it('is always open for 00:00-24:00', () => {
    expect(isServiceOpen(hours(0, 1440), 'UTC', at('2026-11-26T03:00:00Z'))).toBe(true);
  });

  it('opens at the start and closes at the end of a day window', () => {
    const window = hours(9 * 60, 21 * 60);
    expect(isServiceOpen(window, 'UTC', at('2026-11-26T08:59:00Z'))).toBe(false);
    expect(isServiceOpen(window, 'UTC', at('2026-11-26T09:00:00Z'))).toBe(true);
    expect(isServiceOpen(window, 'UTC', at('2026-11-26T20:59:00Z'))).toBe(true);
    expect(isServiceOpen(window, 'UTC', at('2026-11-26T21:00:00Z'))).toBe(false);
  });

  it('runs past midnight when the end is before the start', () => {
    const night = hours(22 * 60, 6 * 60);
    expect(isServiceOpen(night, 'UTC', at('2026-11-26T23:00:00Z'))).toBe(true);
    expect(isServiceOpen(night, 'UTC', at('2026-11-26T05:59:00Z'))).toBe(true);
    expect(isServiceOpen(night, 'UTC', at('2026-11-26T12:00:00Z'))).toBe(false);
  });
});
