/**
 * The notification centre (/pages/user/notification): what happened to my plans, bets, orders and chats, newest first,
 * a page at a time; new ones appear on top while it is open. Tapping a row marks it read and opens what it is about;
 * "Mark all read" clears every unread mark (and the badges).
 */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { PullToRefresh } from '@racing/shared/src/ui/pull-to-refresh';
import { PageState } from '@racing/shared/src/ui/page-state';
import { showErrorToast } from '@racing/shared/src/ui/toast';
import { registerNotificationLocales } from '@racing/shared/src/notifications/register-notification-locales';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';
import { useNotificationList } from '../features/notifications/use-notification-list';
import { NotificationRow } from '../features/notifications/components/notification-row';
import { ListMore } from '../components/list-more';
import '../features/notifications/components/notifications.css';

export default observer(function NotificationsPage() {
  // Before the first text is asked for: the namespace is added once, on the one i18next instance.
  useState(registerNotificationLocales);
  const { t } = useTranslation();
  const list = useNotificationList();
  const [markingAll, setMarkingAll] = useState(false);
  // "5 minutes ago" is counted from when the rows were read (or the last one arrived), not ticking on its own.
  const now = Date.now();

  const anyUnread = notificationUnread.count > 0 || list.items.some((row) => !list.isRead(row));

  async function markAllRead() {
    setMarkingAll(true);
    try {
      await list.markAllRead();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <div className="notifications-page" data-testid="page-notifications">
      <div className="notifications-bar">
        <button type="button" data-testid="notifications-read-all" disabled={!anyUnread || markingAll} onClick={() => void markAllRead()}>
          {t('notifications:page.markAllRead')}
        </button>
      </div>
      <PageState loading={list.loading} error={list.items.length === 0 ? list.error : undefined} onRetry={() => void list.refresh()}>
        <PullToRefresh onRefresh={list.refresh} pullingText={t('history.pull')} canReleaseText={t('history.release')} refreshingText={t('shell.loading')} completeText={t('history.refreshed')}>
          {list.items.length === 0 ? (
            <div className="notifications-empty" data-testid="notifications-empty">
              <strong>{t('notifications:page.empty')}</strong>
              <p>{t('notifications:page.emptyHint')}</p>
            </div>
          ) : (
            <>
              <ul className="notifications-list" data-testid="notifications-list">
                {list.items.map((row) => (
                  <NotificationRow key={row.id} notification={row} read={list.isRead(row)} now={now} onOpen={list.markRead} />
                ))}
              </ul>
              <ListMore loadMore={list.loadMore} hasMore={list.hasMore} retryText={t('notifications:page.loadFailed')} />
            </>
          )}
        </PullToRefresh>
      </PageState>
    </div>
  );
});
