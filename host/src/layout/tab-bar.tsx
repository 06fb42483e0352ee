/** The bottom tab bar: one tab per route that declares itself a tab (home, mine), in their declared order. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from '@racing/shared/src/routing/router';
import { routeTable } from '../routing/route-table';

export const TabBar = observer(function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" data-testid="tab-bar">
      {routeTable.tabs.map((route) => (
        <NavLink key={route.path} to={route.path} end={route.path === '/'} replace className="tab-bar__item">
          {t(route.tab!.labelKey)}
        </NavLink>
      ))}
    </nav>
  );
});
