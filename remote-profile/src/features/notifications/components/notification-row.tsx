/** One notification: who (their avatar) or what (an icon), the text, when, and a dot while unread; tapping marks it read and opens what it is about. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { formatDate, formatRecent } from '@racing/shared/src/format/format-date';
import { actorName, notificationText } from '@racing/shared/src/notifications/notification-text';
import type { NotificationView } from '@racing/shared/src/notifications/notification-types';
import { AccountAvatar } from '../../../components/account-avatar';
import { notificationTarget } from '../notification-target';
import { NotificationKindIcon } from './notification-kind-icon';

interface NotificationRowProps {
  notification: NotificationView;
  read: boolean;
  /** The moment "5 minutes ago" is counted from (the page's clock, so every row agrees). */
  now: number;
  onOpen: (notification: NotificationView) => void;
}

export function NotificationRow({ notification, read, now, onOpen }: NotificationRowProps) {
  const { t } = useTranslation();
  const target = notificationTarget(notification);
  const body = (
    <>
      {notification.actor ? <AccountAvatar src={notification.actor.avatarUrl} name={actorName(t, notification.actor)} size={40} /> : <NotificationKindIcon kind={notification.kind} />}
      <span className="notification-row__text">
        <span className="notification-row__message">{notificationText(t, notification)}</span>
        <time className="notification-row__time" dateTime={notification.createTime} title={formatDate(notification.createTime, 'dateTime')}>
          {formatRecent(notification.createTime, now)}
        </time>
      </span>
      {!read && (
        <span className="notification-row__dot" data-testid="notification-unread-dot">
          <span className="notification-row__sr">{t('notifications:page.unread')}</span>
        </span>
      )}
    </>
  );
  const className = `notification-row${read ? '' : ' notification-row--unread'}`;
  return (
    <li data-testid={`notification-row-${notification.id}`} data-kind={notification.kind}>
      {target ? (
        <Link to={target} className={className} onClick={() => onOpen(notification)}>
          {body}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onOpen(notification)}>
          {body}
        </button>
      )}
    </li>
  );
}
