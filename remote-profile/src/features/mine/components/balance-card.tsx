/** The player's balance with the ways to move money: recharge it, or withdraw from it. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { BalanceFigure } from '../../../components/balance-figure';
import { RECHARGE_PATH, WITHDRAW_PATH } from '../../../lib/payment-paths';

export function BalanceCard() {
  const { t } = useTranslation();
  return (
    <section className="mine-card mine-balance">
      <div className="mine-balance__figure">
        <BalanceFigure block="mine-balance" label={t('mine.balance')} testId="mine-balance" />
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
}
