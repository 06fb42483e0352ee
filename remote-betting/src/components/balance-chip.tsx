/** The player's balance in the nav bar of every betting page; guests see a log-in link instead. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import './balance-chip.css';

export const BalanceChip = observer(function BalanceChip() {
  const { t } = useTranslation();
  if (!session.isLoggedIn) {
    return (
      <Link to={LOGIN_PATH} className="balance-chip balance-chip--guest">
        {t('user.logIn')}
      </Link>
    );
  }
  const balance = session.userInfo?.currentBalance;
  return (
    <span className="balance-chip" data-testid="balance" aria-label={t('board.balanceLabel')}>
      {t('board.balance', { balance: balance === undefined ? '—' : formatMoney(balance) })}
    </span>
  );
});
