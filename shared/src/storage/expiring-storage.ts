/** localStorage with per-key expiry: a value stays readable after it expires, `isExpired` says whether it may still be used. */

/** Seconds taken off every lifetime so a token is renewed before the server would refuse it. */
export const EXPIRY_MARGIN_SECONDS = 5;

const DEADLINE_SUFFIX = '_deadtime';

export interface ExpiringStorage {
  get<T = unknown>(key: string): T | null;
  /** Stores a value; with `lifetimeSeconds` it expires after that lifetime minus the margin. */
  set(key: string, value: unknown, lifetimeSeconds?: number): void;
  remove(key: string): void;
  /** True when the key is missing or its deadline has passed. */
  isExpired(key: string): boolean;
}

export function createExpiringStorage(backend: Storage = window.localStorage, now: () => number = Date.now): ExpiringStorage {
  function read<T>(key: string): T | null {
    const raw = backend.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  }

  return {
    get: read,
    set(key, value, lifetimeSeconds) {
      backend.setItem(key, JSON.stringify(value));
      if (lifetimeSeconds === undefined) {
        backend.removeItem(key + DEADLINE_SUFFIX);
      } else {
        const deadline = now() + (lifetimeSeconds - EXPIRY_MARGIN_SECONDS) * 1000;
        backend.setItem(key + DEADLINE_SUFFIX, String(deadline));
      }
    },
    remove(key) {
      backend.removeItem(key);
      backend.removeItem(key + DEADLINE_SUFFIX);
    },
    isExpired(key) {
      if (backend.getItem(key) === null) return true;
      const deadline = backend.getItem(key + DEADLINE_SUFFIX);
      if (deadline === null) return false;
      return now() >= Number(deadline);
    },
  };
}

/** The one storage every app uses. */
export const appStorage: ExpiringStorage = createExpiringStorage();
