/**
 * The player's unread notification count where it is shown: a hook that holds it live while mounted, and the red badge
 * (the customer-service badge's look: none at zero, "99+" past 99) read out as "3 unread notifications".
 */
import { useEffect } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { UnreadCountBadge } from '@racing/shared/src/cs/cs-unread-badge';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';

/** The count for a component that shows it (an observer): held live while it is mounted. */
export function useNotificationUnreadCount(): number {
  useEffect(() => notificationUnread.retain(), []);
  return notificationUnread.count;
}

/** The badge that keeps its own count live while it is shown (Mine's row, home's bell). */
export const NotificationUnreadBadge = observer(function NotificationUnreadBadge({ testId = 'notification-unread-badge', id }: { testId?: string; id?: string }) {
  const { t } = useTranslation();
  const count = useNotificationUnreadCount();
  return <UnreadCountBadge count={count} testId={testId} id={id} readOut={t('notificationBadge.unread', { count })} />;
});
