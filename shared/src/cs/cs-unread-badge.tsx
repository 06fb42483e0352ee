/** The red count of unread customer-service messages (none at zero, "99+" past 99), read out as "3 unread messages". */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCsUnreadCount } from '@racing/shared/src/cs/use-cs-unread-count';
// A stylesheet holds no state to duplicate: the relative import is safe here.
import './cs-unread-badge.css'; // eslint-disable-line @typescript-eslint/no-restricted-imports

export const BADGE_CAP = 99;

/** The badge for a count the caller already has (the tab bar also needs it for its label). */
export function UnreadCountBadge({ count, testId = 'cs-unread-badge' }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="cs-unread-badge" data-testid={testId}>
      <span aria-hidden="true">{count > BADGE_CAP ? `${BADGE_CAP}+` : count}</span>
      <span className="cs-unread-badge__text">{t('chat.unreadCount', { count })}</span>
    </span>
  );
}

/** The badge that keeps its own count live while it is shown (Mine's customer-service row). */
export const CsUnreadBadge = observer(function CsUnreadBadge({ testId }: { testId?: string }) {
  return <UnreadCountBadge count={useCsUnreadCount()} testId={testId} />;
});
