/** Home's own navigation bar (the route has a custom one): the app's name, the balance, the notifications bell, and the ways to trend, history and rules. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { NotificationUnreadBadge } from '@racing/shared/src/notifications/notification-unread-badge';
import { BalanceChip } from '../../../components/balance-chip';
import { STREAKS_PATH } from '../../../lib/road-paths';
import './home-nav.css';

export const NOTIFICATIONS_PATH = '/pages/user/notification';
const UNREAD_ID = 'home-notifications-unread';

/** The bell: the player's notifications with their unread count (its description); a guest is asked to log in first. */
const NotificationsBell = observer(function NotificationsBell() {
  const { t } = useTranslation();
  const loggedIn = session.isLoggedIn;
  return (
    <Link
      to={loggedIn ? NOTIFICATIONS_PATH : LOGIN_PATH}
      className="home-nav__bell"
      aria-label={t('titles.notifications')}
      aria-describedby={loggedIn ? UNREAD_ID : undefined}
      data-testid="home-notifications"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6v-5a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
      </svg>
      {loggedIn && (
        <span className="home-nav__bell-badge">
          <NotificationUnreadBadge testId="home-notifications-badge" id={UNREAD_ID} />
        </span>
      )}
    </Link>
  );
});

export function HomeNav() {
  const { t } = useTranslation();
  return (
    <header className="home-nav">
      <h1 className="home-nav__title">{t('app.name')}</h1>
      <div className="home-nav__actions">
        <BalanceChip />
        <NotificationsBell />
      </div>
    </header>
  );
}

/** Shortcuts under the banner (the streak board among them: players look for the long dragon first). */
export function HomeLinks() {
  const { t } = useTranslation();
  return (
    <nav className="home-links">
      <Link to="/pages/trend/index">{t('titles.trend')}</Link>
      <Link to={STREAKS_PATH}>{t('titles.streaks')}</Link>
      <Link to="/pages/history/index">{t('titles.history')}</Link>
      <Link to="/pages/history/index?tab=bets">{t('history.myBets')}</Link>
      <Link to="/pages/rules/index">{t('titles.rules')}</Link>
    </nav>
  );
}
