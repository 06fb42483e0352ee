/**
 * The notification list the page shows: the server's pages (newest first, a page at a time), rows that arrive live while
 * it is open put on top, and the read marks made here (one row, or all) kept without reading the list again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import type { CursorPage } from '@racing/shared/src/api/api-types';
import { getNotificationPage, markNotificationsRead } from '@racing/shared/src/notifications/notification-api';
import type { NotificationView } from '@racing/shared/src/notifications/notification-types';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';

/** The contract pages by number: the "cursor" handed back is the next page's number, null after the last. */
export async function loadNotificationPage(cursor: string | undefined): Promise<CursorPage<NotificationView>> {
  const { list, pagination } = await getNotificationPage(cursor === undefined ? 1 : Number(cursor));
  const more = pagination.page * pagination.size < pagination.total;
  return { list, pagination: { ...pagination, cursor: more ? String(pagination.page + 1) : null } };
}

export function useNotificationList() {
  const paged = usePagedList(loadNotificationPage, []);
  /** Newest first, arrived while the page is open. */
  const [live, setLive] = useState<NotificationView[]>([]);
  /** Marked read here (the rows loaded still say unread). */
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const release = playerSocket.retain();
    const stop = playerSocket.on('notification.created', ({ notification }) => {
      setLive((previous) => [notification, ...previous.filter((row) => row.id !== notification.id)]);
      // Written again (another like on the same plan): unread again.
      setReadHere((previous) => {
        if (!previous.has(notification.id)) return previous;
        const next = new Set(previous);
        next.delete(notification.id);
        return next;
      });
    });
    return () => {
      stop();
      release();
    };
  }, []);

  // A row written again while the page is open moves to the top; a page read after it arrived may hold it too.
  const items = useMemo(() => {
    const liveIds = new Set(live.map((row) => row.id));
    const seen = new Set<number>();
    return [...live, ...paged.items.filter((row) => !liveIds.has(row.id))].filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
  }, [live, paged.items]);

  const isRead = useCallback((row: NotificationView) => row.read || readHere.has(row.id), [readHere]);

  /** Marks one row read at once on screen; the server's answer sets the badges. A failure leaves it unread there. */
  const markRead = useCallback((row: NotificationView) => {
    if (row.read) return;
    setReadHere((previous) => new Set(previous).add(row.id));
    markNotificationsRead({ ids: [row.id] }).then(
      (count) => notificationUnread.setCount(count),
      () => undefined,
    );
  }, []);

  /** Marks everything read (on the server, whatever is loaded); throws the server's refusal for the page to show. */
  const markAllRead = useCallback(async () => {
    const count = await markNotificationsRead({ all: true });
    notificationUnread.setCount(count);
    setReadHere(new Set(items.map((row) => row.id)));
  }, [items]);

  const refresh = useCallback(async () => {
    await paged.refresh();
    setLive([]);
    setReadHere(new Set());
  }, [paged]);

  return { ...paged, items, isRead, markRead, markAllRead, refresh };
}
