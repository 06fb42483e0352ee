/**
 * When the next reality check (UKGC RTS 13) is due: one interval after this login began, then one interval after the
 * player last answered one. The answer is kept in local storage with the login it belongs to, so a reload neither
 * resets the clock nor skips a check, and a check that came due while the page was closed shows on return.
 */
import { appStorage, type ExpiringStorage } from '@racing/shared/src/storage/expiring-storage';

/** The intervals a player may choose, in minutes; 0 is off. The server accepts exactly these. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

const STORAGE_KEY = 'reality-check';
const MINUTE_MS = 60_000;

/** What is stored: the login (its start, epoch ms) and when the player last answered a check in it. */
interface Acknowledgement {
  loginAt: number;
  acknowledgedAt: number;
}

/** Epoch ms when the next check is due, or null when checks are off (or the login's start is unknown). */
export function nextCheckAt(loginAt: number, intervalMinutes: number, acknowledgedAt: number | null): number | null {
  if (!(intervalMinutes > 0) || !Number.isFinite(loginAt)) return null;
  const from = acknowledgedAt !== null && acknowledgedAt > loginAt ? acknowledgedAt : loginAt;
  return from + intervalMinutes * MINUTE_MS;
}

/** When the player last answered a check in the login that began at `loginAt` (null: not yet, or another login's answer). */
export function lastAcknowledged(loginAt: number, storage: ExpiringStorage = appStorage): number | null {
  const stored = storage.get<Acknowledgement>(STORAGE_KEY);
  return stored && stored.loginAt === loginAt && Number.isFinite(stored.acknowledgedAt) ? stored.acknowledgedAt : null;
}

/** Records the player's answer; an answer of an earlier login is replaced, so nothing piles up. */
export function acknowledge(loginAt: number, at: number, storage: ExpiringStorage = appStorage): void {
  storage.set(STORAGE_KEY, { loginAt, acknowledgedAt: at } satisfies Acknowledgement);
}

/** Time played since login, in whole hours and minutes. */
export function elapsedSince(loginAt: number, now: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor((now - loginAt) / MINUTE_MS));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
