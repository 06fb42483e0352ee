/** Stake limits on the page: what is left, which binds first, what waits, and the form read into changes. */
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { bindingLimit, exclusionEnd, limitRows, readLimitForm, waitsToApply } from './stake-limits';

function view(overrides: Partial<ResponsibleView> = {}): ResponsibleView {
  return {
    limits: { stakeDay: null, stakeWeek: null, stakeMonth: null },
    pending: null,
    pendingFrom: null,
    excludedUntil: null,
    used: { stakeDay: 0, stakeWeek: 0, stakeMonth: 0 },
    realityCheckMinutes: 0,
    ...overrides,
  };
}

it('marks the limit that leaves the least to stake, not the smallest number', () => {
  const rows = limitRows(view({ limits: { stakeDay: 5000, stakeWeek: 20000, stakeMonth: null }, used: { stakeDay: 1000, stakeWeek: 17000, stakeMonth: 17000 } }));
  expect(rows.map((row) => row.left)).toEqual([4000, 3000, null]);
  expect(bindingLimit(rows)).toBe('stakeWeek');
});

it('prefers the shorter window on a tie, and marks none without limits', () => {
  expect(bindingLimit(limitRows(view({ limits: { stakeDay: 1000, stakeWeek: 1000, stakeMonth: 1000 } })))).toBe('stakeDay');
  expect(bindingLimit(limitRows(view()))).toBeNull();
});

it('shows a waiting raise or removal on its window only', () => {
  const rows = limitRows(
    view({
      limits: { stakeDay: 5000, stakeWeek: 20000, stakeMonth: 50000 },
      pending: { stakeDay: 9000, stakeWeek: 20000, stakeMonth: null },
      pendingFrom: '2026-03-02T10:00:00.000Z',
    }),
  );
  expect(rows.map((row) => row.pending)).toEqual([{ limit: 9000 }, undefined, { limit: null }]);
});

it('reads the form in the language, an empty field as no limit, and keeps only real changes', () => {
  const current = view({ limits: { stakeDay: 5000, stakeWeek: null, stakeMonth: 50000 } });
  expect(readLimitForm({ stakeDay: '50', stakeWeek: '1.234,50', stakeMonth: '' }, current, 'es')).toEqual({ ok: true, changes: { stakeWeek: 123450, stakeMonth: null } });
  expect(readLimitForm({ stakeDay: '50,5', stakeWeek: '', stakeMonth: '500' }, current, 'fr')).toEqual({ ok: true, changes: { stakeDay: 5050 } });
});

it('compares with the waiting value, so saving an untouched form does not restart the 24 hours', () => {
  const waiting = view({ limits: { stakeDay: 5000, stakeWeek: null, stakeMonth: null }, pending: { stakeDay: 9000, stakeWeek: null, stakeMonth: null }, pendingFrom: '2026-03-02T10:00:00.000Z' });
  expect(readLimitForm({ stakeDay: '90', stakeWeek: '', stakeMonth: '' }, waiting, 'en')).toEqual({ ok: true, changes: {} });
});

it('names the first field that is not an amount', () => {
  expect(readLimitForm({ stakeDay: '10', stakeWeek: '1.234', stakeMonth: 'x' }, view(), 'fr')).toEqual({ ok: false, key: 'stakeWeek', error: 'tooManyDecimals' });
  expect(readLimitForm({ stakeDay: '10000001', stakeWeek: '', stakeMonth: '' }, view(), 'en')).toEqual({ ok: false, key: 'stakeDay', error: 'tooLarge' });
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
