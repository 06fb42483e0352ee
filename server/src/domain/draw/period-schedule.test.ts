// Business days, issue numbers and period times in a configured time zone.
import { businessDate, dayStart, issueOf, nextDate, periodsOfDay } from './period-schedule';

const shanghai = { timeZone: 'Asia/Shanghai', intervalSeconds: 300, closeSeconds: 30 };

describe('period schedule', () => {
  it('starts a Shanghai business day at local midnight (16:00 UTC the day before)', () => {
    expect(new Date(dayStart('20261122', 'Asia/Shanghai')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(businessDate(Date.parse('2026-11-21T15:59:59Z'), 'Asia/Shanghai')).toBe('20261121');
    expect(businessDate(Date.parse('2026-11-21T16:00:00Z'), 'Asia/Shanghai')).toBe('20261122');
  });

  it('numbers 288 periods of five minutes, each opening at the previous draw and closing 30 s before its own', () => {
    const periods = periodsOfDay('20261122', shanghai);
    expect(periods).toHaveLength(288);
    expect(periods[0]).toEqual({
      issue: '202611220001',
      index: 1,
      openAt: Date.parse('2026-11-21T16:00:00Z'),
      closeAt: Date.parse('2026-11-21T16:04:30Z'),
      drawAt: Date.parse('2026-11-21T16:05:00Z'),
    });
    expect(periods[287].issue).toBe('202611220288');
    expect(periods[287].drawAt).toBe(dayStart('20261123', 'Asia/Shanghai'));
    for (let i = 1; i < periods.length; i++) expect(periods[i].openAt).toBe(periods[i - 1].drawAt);
  });

  it('handles a day that is 23 hours long under daylight saving time', () => {
    const periods = periodsOfDay('20260329', { timeZone: 'Europe/Paris', intervalSeconds: 3600, closeSeconds: 60 });
    expect(periods).toHaveLength(23);
    expect(new Date(periods[0].openAt).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('moves across month and year ends', () => {
    expect(nextDate('20261231')).toBe('20270101');
    expect(nextDate('20280228')).toBe('20280229');
    expect(issueOf('20270101', 7)).toBe('202701010007');
  });
});
