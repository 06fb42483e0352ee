/** The reality check's clock: due one interval after login, one interval after each answer, per login, off means never. */
import { createTestStorage } from '@racing/shared/src/test/memory-storage';
import { acknowledge, elapsedSince, lastAcknowledged, nextCheckAt } from './reality-check-timing';

const LOGIN = Date.parse('2026-03-01T10:00:00Z');
const MIN = 60_000;

it('is due one interval after the login began', () => {
  expect(nextCheckAt(LOGIN, 30, null)).toBe(LOGIN + 30 * MIN);
  expect(nextCheckAt(LOGIN, 15, null)).toBe(LOGIN + 15 * MIN);
});

it('is due one interval after the last answer', () => {
  expect(nextCheckAt(LOGIN, 30, LOGIN + 34 * MIN)).toBe(LOGIN + 64 * MIN);
});

it('ignores an answer from before this login began', () => {
  expect(nextCheckAt(LOGIN, 60, LOGIN - 5 * MIN)).toBe(LOGIN + 60 * MIN);
});

it('is never due when checks are off', () => {
  expect(nextCheckAt(LOGIN, 0, null)).toBeNull();
  expect(nextCheckAt(LOGIN, 0, LOGIN + MIN)).toBeNull();
  expect(nextCheckAt(Number.NaN, 30, null)).toBeNull();
});

it('keeps the answer per login: another login starts its own clock', () => {
  const { storage } = createTestStorage();
  expect(lastAcknowledged(LOGIN, storage)).toBeNull();
  acknowledge(LOGIN, LOGIN + 31 * MIN, storage);
  expect(lastAcknowledged(LOGIN, storage)).toBe(LOGIN + 31 * MIN);
  const nextLogin = LOGIN + 5 * 3600_000;
  expect(lastAcknowledged(nextLogin, storage)).toBeNull();
  acknowledge(nextLogin, nextLogin + 16 * MIN, storage);
  expect(lastAcknowledged(LOGIN, storage)).toBeNull();
  expect(lastAcknowledged(nextLogin, storage)).toBe(nextLogin + 16 * MIN);
});

it('counts time played in whole hours and minutes', () => {
  expect(elapsedSince(LOGIN, LOGIN + 59_999)).toEqual({ hours: 0, minutes: 0 });
  expect(elapsedSince(LOGIN, LOGIN + 75 * MIN + 30_000)).toEqual({ hours: 1, minutes: 15 });
  expect(elapsedSince(LOGIN, LOGIN - MIN)).toEqual({ hours: 0, minutes: 0 });
});
