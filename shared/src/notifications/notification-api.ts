/**
 * The notification centre's calls (/api/app/user/notification, plans/CONTRACT.md) on the app's one api client. Written
 * by hand against the contract: the generated API types do not list these paths yet, so they go through the client's
 * untyped view; once `npm run api-types` has them, call `api` directly.
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { NotificationPage } from '@racing/shared/src/notifications/notification-types';

/** The same client, for paths the generated contract does not know yet. */
const untypedApi = api as unknown as {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
};

export const NOTIFICATION_PAGE_SIZE = 20;

/** Newest first; `page` counts from 1. */
export function getNotificationPage(page: number, size = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> {
  return untypedApi.post('/app/user/notification/page', { page, size });
}

/** How many of my notifications are unread. */
export async function getNotificationUnreadCount(): Promise<number> {
  const { count } = await untypedApi.get<{ count: number }>('/app/user/notification/unreadCount');
  return count;
}

/** Marks these (at most 100) read, or all of them; answers how many stay unread. */
export async function markNotificationsRead(which: { ids: number[] } | { all: true }): Promise<number> {
  const { count } = await untypedApi.post<{ count: number }>('/app/user/notification/read', which);
  return count;
}
