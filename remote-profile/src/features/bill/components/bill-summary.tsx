/** The head of the bill: the player's balance and how many entries the chosen type has, as the server counts them. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { session } from '@racing/shared/src/session/session-store';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatNumber } from '@racing/shared/src/format/format-number';

export const BillSummary = observer(function BillSummary({ total, typeLabel }: { total: number | undefined; typeLabel: string }) {
  const { t } = useTranslation();
  const balance = session.userInfo?.currentBalance;
  return (
    <div className="bill-summary">
      <div className="bill-summary__stat">
        <span className="bill-summary__label">{t('bill.balance')}</span>
        <strong data-testid="bill-balance">{balance === undefined ? '—' : formatMoney(balance)}</strong>
      </div>
      <div className="bill-summary__stat">
        <span className="bill-summary__label">
          {typeLabel} · {t('bill.entries')}
        </span>
        <strong data-testid="bill-total">{total === undefined ? '—' : formatNumber(total)}</strong>
      </div>
    </div>
  );
});
