/** Test helper: an expiring storage over an in-memory backend with a clock the test moves. */
import { createExpiringStorage } from '../storage/expiring-storage';

export function createTestStorage(start = 1_700_000_000_000) {
  let now = start;
  const data = new Map<string, string>();
  const backend = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  } as Storage;
  return { storage: createExpiringStorage(backend, () => now), advance: (ms: number) => (now += ms) };
}
