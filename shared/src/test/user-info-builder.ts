/** Test data builder: a complete profile as GET /app/user/info/person answers it, with the fields a test cares about overridden. */
import type { UserInfo } from '@racing/shared/src/api/api-types';

export function buildUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    nickName: 'Player',
    avatarUrl: null,
    phone: '138****0000',
    signature: null,
    totalClicks: 0,
    likes: 0,
    follows: 0,
    fans: 0,
    currentBalance: 0,
    hasPassword: true,
    settings: { orderReceiving: false, messageNotification: true },
    ...overrides,
  };
}
