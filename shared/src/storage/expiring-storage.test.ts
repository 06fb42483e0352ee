/** Storage with expiry: lifetimes lose a 5 s margin, expired values stay readable but report expired. */
import { createExpiringStorage } from './expiring-storage';

function storageAt(start: number) {
  let now = start;
  const storage = createExpiringStorage(window.localStorage, () => now);
  return { storage, advance: (ms: number) => (now += ms) };
}

describe('expiring storage', () => {
  it('keeps a value without lifetime forever', () => {
    const { storage, advance } = storageAt(1_000);
    storage.set('language', 'en');
    advance(10 ** 12);
    expect(storage.get('language')).toBe('en');
    expect(storage.isExpired('language')).toBe(false);
  });

  it('expires a value 5 seconds before its lifetime ends', () => {
    const { storage, advance } = storageAt(0);
    storage.set('token', 'abc', 60);
    advance(54_999);
    expect(storage.isExpired('token')).toBe(false);
    advance(1);
    expect(storage.isExpired('token')).toBe(true);
    expect(storage.get('token')).toBe('abc');
  });

  it('treats a missing key as expired and forgets the deadline on remove', () => {
    const { storage } = storageAt(0);
    expect(storage.isExpired('refreshToken')).toBe(true);
    storage.set('refreshToken', 'r', 100);
    storage.remove('refreshToken');
    expect(storage.get('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken_deadtime')).toBeNull();
  });

  it('clears an old deadline when a value is stored again without lifetime', () => {
    const { storage, advance } = storageAt(0);
    storage.set('k', 1, 6);
    storage.set('k', 2);
    advance(60_000);
    expect(storage.isExpired('k')).toBe(false);
  });

  it('round-trips objects', () => {
    const { storage } = storageAt(0);
    storage.set('router-params', { pageBeforeLogin: '/pages/user/bill' });
    expect(storage.get('router-params')).toEqual({ pageBeforeLogin: '/pages/user/bill' });
  });
});
