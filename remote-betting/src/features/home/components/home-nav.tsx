/** Home's own navigation bar (the route has a custom one): the app's name, the balance, and the ways to trend, history and rules. */
import { useTranslation } from 'react-i18next';
import { Link } from '@racing/shared/src/routing/router';
import { BalanceChip } from '../../../components/balance-chip';
import './home-nav.css';

export function HomeNav() {
  const { t } = useTranslation();
  return (
    <header className="home-nav">
      <h1 className="home-nav__title">{t('app.name')}</h1>
      <BalanceChip />
    </header>
  );
}

/** Shortcuts under the banner. */
export function HomeLinks() {
  const { t } = useTranslation();
  return (
    <nav className="home-links">
      <Link to="/pages/trend/index">{t('titles.trend')}</Link>
      <Link to="/pages/history/index">{t('titles.history')}</Link>
      <Link to="/pages/history/index?tab=bets">{t('history.myBets')}</Link>
      <Link to="/pages/rules/index">{t('titles.rules')}</Link>
    </nav>
  );
}
