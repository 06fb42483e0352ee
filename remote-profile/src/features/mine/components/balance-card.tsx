/** The player's balance with the ways to move money: recharge it, or withdraw from it. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { formatMoney } from '@racing/shared/src/format/format-money';

export const RECHARGE_PATH = '/pages/user/recharge';
export const WITHDRAW_PATH = '/pages/user/withdraw';

export const BalanceCard = observer(function BalanceCard() {
  const { t } = useTranslation();
  const balance = session.userInfo?.currentBalance;
  return (
    <section className="mine-card mine-balance">
      <div className="mine-balance__figure">
        <span className="mine-balance__label">{t('mine.balance')}</span>
        <strong className="mine-balance__amount" data-testid="mine-balance">
          {balance === undefined ? '—' : formatMoney(balance)}
        </strong>
      </div>
      <div className="mine-balance__actions">
        <Link to={WITHDRAW_PATH} className="mine-balance__withdraw" data-testid="mine-withdraw">
          {t('mine.withdraw')}
        </Link>
        <Link to={RECHARGE_PATH} className="mine-balance__recharge" data-testid="mine-recharge">
          {t('mine.recharge')}
        </Link>
      </div>
    </section>
  );
});
