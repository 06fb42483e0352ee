/** The two-tab bar (home, mine) under the tab pages. */
import { useTranslation } from 'react-i18next';
import { NavLink } from '@racing/shared/src/routing/router';
import { TAB_PATHS } from '../routing/app-routes-table';

export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav className="tab-bar" data-testid="tab-bar">
      <NavLink to={TAB_PATHS.home} end replace className="tab-bar__item">
        {t('nav.home')}
      </NavLink>
      <NavLink to={TAB_PATHS.mine} replace className="tab-bar__item">
        {t('nav.mine')}
      </NavLink>
    </nav>
  );
}
