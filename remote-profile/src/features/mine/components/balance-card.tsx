/** The player's balance with the way to recharge (the payments module's entry). */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { session } from '@racing/shared/src/session/session-store';
import { formatMoney } from '@racing/shared/src/format/format-money';

export const BalanceCard = observer(function BalanceCard({ onRecharge }: { onRecharge: () => void }) {
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
      <button type="button" className="mine-balance__recharge" data-testid="mine-recharge" onClick={onRecharge}>
        {t('mine.recharge')}
      </button>
    </section>
  );
});
