/**
 * How many notifications the player has not read (mobx): read with GET /app/user/notification/unreadCount once the
 * page is idle and a player is logged in, kept live by the player socket's `notification.created` while something holds
 * it (a badge, the pop-ups, the notification page), and zero after logout (the holding, reading and following are
 * UnreadCountStore's). A customer-service reply is listed but not counted here: the chat's own count has it, and the
 * Mine tab adds the two.
 */
import { getNotificationUnreadCount } from '@racing/shared/src/notifications/notification-api';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- by path: a stateless base (see its header)
import { UnreadCountStore } from '../realtime/unread-count-store';

export class NotificationUnreadStore extends UnreadCountStore {
  protected readCount(): Promise<number> {
    return getNotificationUnreadCount();
  }

  protected listen(): (() => void)[] {
    return [
      this.socket.on('notification.created', ({ notification }) => {
        if (notification.kind === 'csReply') return;
        if (!notification.read) this.countOnce(notification.id);
        // A row written again (the same plan liked by someone else) may already have been unread: the server knows.
        this.reloadSoon();
      }),
    ];
  }
}

/** The one notification count of the running app: the tab bar, home's bell, Mine's row and the notification page share it. */
export const notificationUnread = new NotificationUnreadStore();
