/** Stake and deposit limits on the page: what is left, which binds first, what waits, and the form read into changes. */
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { bindingLimit, exclusionEnd, limitRows, readLimitForm, waitsToApply } from './play-limits';

const NO_LIMITS = { stakeDay: null, stakeWeek: null, stakeMonth: null, depositDay: null, depositWeek: null, depositMonth: null };

function view(overrides: Partial<ResponsibleView> = {}): ResponsibleView {
  return {
    limits: NO_LIMITS,
    pending: null,
    pendingFrom: null,
    excludedUntil: null,
    used: { stakeDay: 0, stakeWeek: 0, stakeMonth: 0 },
    depositLimitsChosen: true,
    depositUsed: { depositDay: 0, depositWeek: 0, depositMonth: 0 },
    realityCheckMinutes: 0,
    ...overrides,
  };
}

it('marks the limit that leaves the least to stake, not the smallest number', () => {
  const rows = limitRows(view({ limits: { ...NO_LIMITS, stakeDay: 5000, stakeWeek: 20000 }, used: { stakeDay: 1000, stakeWeek: 17000, stakeMonth: 17000 } }), 'stake');
  expect(rows.map((row) => row.left)).toEqual([4000, 3000, null]);
  expect(bindingLimit(rows)).toBe('stakeWeek');
});

it('counts deposits against the deposit limits and stakes against the stake limits only', () => {
  const current = view({
    limits: { ...NO_LIMITS, stakeDay: 5000, depositDay: 30000, depositMonth: 100000 },
    used: { stakeDay: 4000, stakeWeek: 4000, stakeMonth: 4000 },
    depositUsed: { depositDay: 10000, depositWeek: 25000, depositMonth: 95000 },
  });
  const deposits = limitRows(current, 'deposit');
  expect(deposits.map((row) => [row.key, row.used, row.left])).toEqual([
    ['depositDay', 10000, 20000],
    ['depositWeek', 25000, null],
    ['depositMonth', 95000, 5000],
  ]);
  expect(bindingLimit(deposits)).toBe('depositMonth');
  expect(limitRows(current, 'stake').map((row) => row.left)).toEqual([1000, null, null]);
});

it('prefers the shorter window on a tie, and marks none without limits', () => {
  expect(bindingLimit(limitRows(view({ limits: { ...NO_LIMITS, stakeDay: 1000, stakeWeek: 1000, stakeMonth: 1000 } }), 'stake'))).toBe('stakeDay');
  expect(bindingLimit(limitRows(view(), 'stake'))).toBeNull();
  expect(bindingLimit(limitRows(view(), 'deposit'))).toBeNull();
});

it('shows a waiting raise or removal on its window only', () => {
  const rows = limitRows(
    view({
      limits: { ...NO_LIMITS, stakeDay: 5000, stakeWeek: 20000, stakeMonth: 50000 },
      pending: { ...NO_LIMITS, stakeDay: 9000, stakeWeek: 20000, stakeMonth: null },
      pendingFrom: '2026-03-02T10:00:00.000Z',
    }),
    'stake',
  );
  expect(rows.map((row) => row.pending)).toEqual([{ limit: 9000 }, undefined, { limit: null }]);
});

it('reads the form in the language, an empty field as no limit, and keeps only real changes', () => {
  const current = view({ limits: { ...NO_LIMITS, stakeDay: 5000, stakeMonth: 50000 } });
  expect(readLimitForm({ stakeDay: '50', stakeWeek: '1.234,50', stakeMonth: '' }, current, 'stake', 'es')).toEqual({ ok: true, changes: { stakeWeek: 123450, stakeMonth: null } });
  expect(readLimitForm({ stakeDay: '50,5', stakeWeek: '', stakeMonth: '500' }, current, 'stake', 'fr')).toEqual({ ok: true, changes: { stakeDay: 5050 } });
});

it("reads a group's own windows only", () => {
  const current = view({ limits: { ...NO_LIMITS, stakeDay: 5000, depositWeek: 20000 } });
  expect(readLimitForm({ depositDay: '100', depositWeek: '200', depositMonth: '' }, current, 'deposit', 'en')).toEqual({ ok: true, changes: { depositDay: 10000 } });
});

it('compares with the waiting value, so saving an untouched form does not restart the 24 hours', () => {
  const waiting = view({ limits: { ...NO_LIMITS, stakeDay: 5000 }, pending: { ...NO_LIMITS, stakeDay: 9000 }, pendingFrom: '2026-03-02T10:00:00.000Z' });
  expect(readLimitForm({ stakeDay: '90', stakeWeek: '', stakeMonth: '' }, waiting, 'stake', 'en')).toEqual({ ok: true, changes: {} });
});

it('names the first field that is not an amount', () => {
  expect(readLimitForm({ stakeDay: '10', stakeWeek: '1.234', stakeMonth: 'x' }, view(), 'stake', 'fr')).toEqual({ ok: false, key: 'stakeWeek', error: 'tooManyDecimals' });
  expect(readLimitForm({ stakeDay: '10000001', stakeWeek: '', stakeMonth: '' }, view(), 'stake', 'en')).toEqual({ ok: false, key: 'stakeDay', error: 'tooLarge' });
});

it('knows which changes wait 24 hours', () => {
  expect(waitsToApply(5000, 9000)).toBe(true);
  expect(waitsToApply(5000, null)).toBe(true);
  expect(waitsToApply(5000, 4000)).toBe(false);
  expect(waitsToApply(null, 4000)).toBe(false);
});

it('ends a self-exclusion the same calendar day months later, as the server counts it', () => {
  expect(exclusionEnd(Date.parse('2026-03-01T10:00:00Z'), 6).toISOString()).toBe('2026-09-01T10:00:00.000Z');
  expect(exclusionEnd(Date.parse('2026-03-01T10:00:00Z'), 60).toISOString()).toBe('2031-03-01T10:00:00.000Z');
});
