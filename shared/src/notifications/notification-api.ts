/** The notification centre's calls (/api/app/user/notification, plans/CONTRACT.md) on the app's one typed api client. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { NotificationPage } from '@racing/shared/src/notifications/notification-types';


export const NOTIFICATION_PAGE_SIZE = 20;

/** Newest first; `page` counts from 1. */
export async function getNotificationPage(page: number, size = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> {
  // The server's schema types params as an open object; what each kind carries is the contract's (notification-types.ts).
  return (await api.post('/app/user/notification/page', { page, size })) as unknown as NotificationPage;
}

/** How many of my notifications are unread. */
export async function getNotificationUnreadCount(): Promise<number> {
  const { count } = await api.get('/app/user/notification/unreadCount');
  return count;
}

/** Marks these (at most 100) read, or all of them; answers how many stay unread. */
export async function markNotificationsRead(which: { ids: number[] } | { all: true }): Promise<number> {
  const { count } = await api.post('/app/user/notification/read', which);
  return count;
}
