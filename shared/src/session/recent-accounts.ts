/** The accounts last used on this device (up to 3, most recent first) for switching between them: phone, nickname and avatar only — never a password or a token. */
import { appStorage, type ExpiringStorage } from '@racing/shared/src/storage/expiring-storage';

export interface RecentAccount {
  /** As the player typed it at login (digits, maybe a leading +): what the login page is filled with. */
  phone: string;
  nickname: string;
  avatar: string | null;
  /** Epoch ms of the last login with it. */
  lastUsedAt: number;
}

export const RECENT_ACCOUNTS_KEY = 'recent-accounts';
export const MAX_RECENT_ACCOUNTS = 3;

/** The profile fields an entry takes from GET /app/user/info/person (`phone` comes masked: 138****0000). */
export interface ProfileFacts {
  phone: string | null;
  nickName: string;
  avatarUrl: string | null;
}

/** Only the four known fields of well-formed entries survive a read: whatever else lies in storage is never handed on. */
function sanitize(value: unknown): RecentAccount[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((entry): entry is RecentAccount => typeof entry?.phone === 'string' && entry.phone !== '' && typeof entry.lastUsedAt === 'number')
    .map(({ phone, nickname, avatar, lastUsedAt }) => ({
      phone,
      nickname: typeof nickname === 'string' ? nickname : '',
      avatar: typeof avatar === 'string' ? avatar : null,
      lastUsedAt,
    }))
    .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
    .slice(0, MAX_RECENT_ACCOUNTS);
}

/** The number as the profile shows it (the server's rule): its middle hidden, 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? phone.replace(/.(?=.{2})/g, '*') : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/**
 * Whether a full number is the one the server shows masked. The server masks the national number, or the whole
 * international one for another region, so the visible head is looked for before the visible tail rather than at a fixed place.
 */
export function isSamePhone(phone: string, masked: string | null): boolean {
  if (!masked) return false;
  const [head = '', ...rest] = masked.split(/\*+/);
  if (rest.length === 0) return phone === masked;
  const tail = rest[rest.length - 1];
  return phone.endsWith(tail) && phone.slice(0, phone.length - tail.length).includes(head);
}

export function createRecentAccounts(storage: ExpiringStorage = appStorage, now: () => number = Date.now) {
  const read = () => sanitize(storage.get(RECENT_ACCOUNTS_KEY));
  const write = (accounts: RecentAccount[]) => storage.set(RECENT_ACCOUNTS_KEY, sanitize(accounts));

  return {
    /** Most recent first. */
    list(): RecentAccount[] {
      return read();
    },

    /** After a successful login with `phone`: it moves to the front (keeping what is known of it); the oldest beyond three is dropped. */
    rememberLogin(phone: string): void {
      const accounts = read();
      const known = accounts.find((account) => account.phone === phone);
      write([{ phone, nickname: known?.nickname ?? '', avatar: known?.avatar ?? null, lastUsedAt: now() }, ...accounts.filter((account) => account !== known)]);
    },

    /** When the profile loads: the entry of that account takes its nickname and avatar. */
    updateProfile(profile: ProfileFacts): void {
      const accounts = read();
      const entry = accounts.find((account) => isSamePhone(account.phone, profile.phone));
      if (!entry || (entry.nickname === profile.nickName && entry.avatar === profile.avatarUrl)) return;
      write(accounts.map((account) => (account === entry ? { ...account, nickname: profile.nickName, avatar: profile.avatarUrl } : account)));
    },

    /** The entry of the logged-in account (by the profile's masked number), if it is on the list. */
    findCurrent(maskedPhone: string | null): RecentAccount | undefined {
      return read().find((account) => isSamePhone(account.phone, maskedPhone));
    },

    remove(phone: string): void {
      write(read().filter((account) => account.phone !== phone));
    },
  };
}

export type RecentAccounts = ReturnType<typeof createRecentAccounts>;

/** The list of this device. */
export const recentAccounts: RecentAccounts = createRecentAccounts();
