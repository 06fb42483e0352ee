/** The player's unread customer-service count for a component that shows it (an observer): held live while it is mounted. */
import { useEffect } from 'react';
import { csUnread } from '@racing/shared/src/cs/cs-unread-store';

export function useCsUnreadCount(): number {
  useEffect(() => csUnread.retain(), []);
  return csUnread.count;
}
