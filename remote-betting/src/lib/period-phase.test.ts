/** Phases and countdowns are read on the server's clock, never the phone's. */
import { clockOffsetMs, formatCountdown, periodPhase, secondsLeft } from './period-phase';
import type { Period } from '../api/draw-api';

const period: Period = {
  issue: '202611220100',
  openAt: '2026-11-22T08:00:00.000Z',
  closeAt: '2026-11-22T08:04:30.000Z',
  drawAt: '2026-11-22T08:05:00.000Z',
  status: 'scheduled',
};
const at = (iso: string) => Date.parse(iso);

describe('server clock offset', () => {
  it('takes the midpoint of the request as the moment the server read its clock', () => {
    // Sent at 1000, answered at 1400 with a server clock of 61200 → the server is 60000 ms ahead.
    expect(clockOffsetMs(new Date(61_200).toISOString(), 1000, 1400)).toBe(60_000);
  });

  it('ignores an unreadable server time', () => {
    expect(clockOffsetMs('not a date', 0, 10)).toBe(0);
  });
});

describe('period phase', () => {
  it('walks waiting → open → closed → drawing by the server time', () => {
    expect(periodPhase(period, at('2026-11-22T07:59:59.000Z'))).toBe('waiting');
    expect(periodPhase(period, at('2026-11-22T08:00:00.000Z'))).toBe('open');
    expect(periodPhase(period, at('2026-11-22T08:04:29.999Z'))).toBe('open');
    expect(periodPhase(period, at('2026-11-22T08:04:30.000Z'))).toBe('closed');
    expect(periodPhase(period, at('2026-11-22T08:05:00.000Z'))).toBe('drawing');
  });

  it('trusts a closed status from the server before its own clock says so', () => {
    expect(periodPhase({ ...period, status: 'closed' }, at('2026-11-22T08:04:00.000Z'))).toBe('closed');
  });

  it('shows a cancelled period as cancelled and no period as none', () => {
    expect(periodPhase({ ...period, status: 'cancelled' }, at('2026-11-22T08:01:00.000Z'))).toBe('cancelled');
    expect(periodPhase(null, 0)).toBe('none');
  });
});

describe('countdown', () => {
  it('counts whole seconds up to closing while open, then to the draw', () => {
    expect(secondsLeft(period, at('2026-11-22T08:03:15.200Z'))).toBe(75);
    expect(secondsLeft(period, at('2026-11-22T08:04:40.000Z'))).toBe(20);
    expect(secondsLeft(period, at('2026-11-22T08:06:00.000Z'))).toBe(0);
  });

  it('formats minutes and seconds, and hours when there are any', () => {
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
