/** The device's recent accounts: three at most, most recent first, profile facts kept up to date, and never a secret in storage. */
import { createTestStorage } from '../test/memory-storage';
import { RECENT_ACCOUNTS_KEY, createRecentAccounts, isSamePhone, maskPhone } from './recent-accounts';

function setup() {
  const { storage } = createTestStorage();
  let now = 1_700_000_000_000;
  const accounts = createRecentAccounts(storage, () => (now += 1000));
  return { storage, accounts };
}

it('keeps the three most recently used accounts, most recent first', () => {
  const { accounts } = setup();
  for (const phone of ['13800000001', '13800000002', '13800000003', '13800000004']) accounts.rememberLogin(phone);
  expect(accounts.list().map((account) => account.phone)).toEqual(['13800000004', '13800000003', '13800000002']);
});

it('moves an account used again to the front without a second entry, keeping its nickname and avatar', () => {
  const { accounts } = setup();
  accounts.rememberLogin('13800000001');
  accounts.updateProfile({ phone: '138****0001', nickName: 'Ann', avatarUrl: '/a.png' });
  accounts.rememberLogin('13800000002');
  accounts.rememberLogin('13800000001');
  const list = accounts.list();
  expect(list.map((account) => account.phone)).toEqual(['13800000001', '13800000002']);
  expect(list[0]).toMatchObject({ nickname: 'Ann', avatar: '/a.png' });
  expect(list[0].lastUsedAt).toBeGreaterThan(list[1].lastUsedAt);
});

it('gives the profile to the matching account only, by the masked number the server shows', () => {
  const { accounts } = setup();
  accounts.rememberLogin('13800000001');
  accounts.rememberLogin('+8613900000002');
  accounts.updateProfile({ phone: '139****0002', nickName: 'Bo', avatarUrl: null });
  expect(accounts.list().map((account) => [account.phone, account.nickname])).toEqual([
    ['+8613900000002', 'Bo'],
    ['13800000001', ''],
  ]);
  expect(accounts.findCurrent('139****0002')?.phone).toBe('+8613900000002');
  expect(accounts.findCurrent('137****0002')).toBeUndefined();
  expect(accounts.findCurrent(null)).toBeUndefined();
});

it('removes one account and leaves the others in order', () => {
  const { accounts } = setup();
  for (const phone of ['13800000001', '13800000002', '13800000003']) accounts.rememberLogin(phone);
  accounts.remove('13800000002');
  expect(accounts.list().map((account) => account.phone)).toEqual(['13800000003', '13800000001']);
});

it('stores the phone, nickname, avatar and time only — no token or password, even if handed more', () => {
  const { storage, accounts } = setup();
  storage.set(RECENT_ACCOUNTS_KEY, [{ phone: '13800000009', nickname: 'Old', avatar: null, lastUsedAt: 1, token: 'secret-token', password: 'hunter22' }]);
  accounts.rememberLogin('13800000001');
  accounts.updateProfile({ phone: '138****0001', nickName: 'Ann', avatarUrl: null, ...{ token: 'leak' } } as never);
  const stored = JSON.stringify(storage.get(RECENT_ACCOUNTS_KEY));
  expect(stored).not.toMatch(/token|password|secret|hunter|leak/);
  expect(Object.keys(accounts.list()[0]).sort()).toEqual(['avatar', 'lastUsedAt', 'nickname', 'phone']);
});

it('reads a damaged or foreign value as an empty list', () => {
  const { storage, accounts } = setup();
  storage.set(RECENT_ACCOUNTS_KEY, { not: 'a list' });
  expect(accounts.list()).toEqual([]);
  storage.set(RECENT_ACCOUNTS_KEY, [null, 5, { phone: '' }, { phone: '13800000001', lastUsedAt: 3 }]);
  expect(accounts.list()).toEqual([{ phone: '13800000001', nickname: '', avatar: null, lastUsedAt: 3 }]);
});

it('masks a number the way the profile shows it and recognises it again', () => {
  expect(maskPhone('13800138000')).toBe('138****8000');
  expect(maskPhone('1234567')).toBe('*****67');
  expect(isSamePhone('13800138000', '138****8000')).toBe(true);
  expect(isSamePhone('+447700900123', '+44****0123')).toBe(true);
  expect(isSamePhone('13800138001', '138****8000')).toBe(false);
  expect(isSamePhone('13900138000', '138****8000')).toBe(false);
});
