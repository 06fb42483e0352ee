/** Test helper: notification rows as the notification centre's calls and socket carry them (plans/CONTRACT.md). */
import type { NotificationView } from '@racing/shared/src/notifications/notification-types';

const BASE_TIME = Date.parse('2026-05-01T09:00:00Z');

export const ANN = { id: 7, nickName: 'Ann', nameDigits: null, closed: false, avatarUrl: null };

/** A plan copied by Ann unless told otherwise; ids order the time (a higher id is newer). */
export function buildNotification(overrides: Partial<NotificationView> & Pick<NotificationView, 'id'>): NotificationView {
  return {
    kind: 'planCopied',
    ref: String(overrides.id),
    read: false,
    createTime: new Date(BASE_TIME + overrides.id * 60_000).toISOString(),
    actor: ANN,
    params: { planId: 42, issue: '202611220001' },
    ...overrides,
  } as NotificationView;
}
