/**
 * The bottom tab bar: one tab per route that declares itself a tab (home, mine), in their declared order, each an icon
 * above its label; the current one is marked for screen readers (NavLink's aria-current="page"). Mine carries the unread
 * count (customer service and notifications, both reached from Mine).
 */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { NavLink } from '@racing/shared/src/routing/router';
import { UnreadCountBadge, useCsUnreadCount } from '@racing/shared/src/cs/cs-unread-badge';
import { useNotificationUnreadCount } from '@racing/shared/src/notifications/notification-unread-badge';
import { routeTable } from '../routing/route-table';
import { FALLBACK_TAB_ICON_PATH, TAB_ICON_PATHS } from './tab-icons';

/** The tab that leads to customer service and the notifications (Mine, where their rows are). */
export const UNREAD_BADGE_TAB_PATH = '/pages/index/my';

export const TabBar = observer(function TabBar() {
  const { t } = useTranslation();
  const unread = useCsUnreadCount() + useNotificationUnreadCount();
  return (
    <nav className="tab-bar" data-testid="tab-bar">
      {routeTable.tabs.map((route) => {
        const label = t(route.tab!.labelKey);
        const count = route.path === UNREAD_BADGE_TAB_PATH ? unread : 0;
        return (
          <NavLink
            key={route.path}
            to={route.path}
            end={route.path === '/'}
            replace
            className="tab-bar__item"
            aria-label={count > 0 ? t('tabBar.labelWithUnread', { label, count }) : undefined}
          >
            <span className="tab-bar__icon">
              <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d={route.tab!.icon ? (TAB_ICON_PATHS[route.tab!.icon] ?? FALLBACK_TAB_ICON_PATH) : FALLBACK_TAB_ICON_PATH} />
              </svg>
            </span>
            <span className="tab-bar__label">{label}</span>
            <UnreadCountBadge count={count} testId="tab-bar-unread" />
          </NavLink>
        );
      })}
    </nav>
  );
});
