/** The head of the bill: the player's balance, and for the chosen type the money in, the money out and the entries, as the server keeps them. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { session } from '@racing/shared/src/session/session-store';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatNumber } from '@racing/shared/src/format/format-number';
import type { BalanceLogSummary } from '../api/balance-log-api';

export const BillSummary = observer(function BillSummary({ summary, typeLabel }: { summary: BalanceLogSummary | undefined; typeLabel: string }) {
  const { t } = useTranslation();
  const balance = session.userInfo?.currentBalance;
  return (
    <div className="bill-summary">
      <div className="bill-summary__balance">
        <span className="bill-summary__label">{t('bill.balance')}</span>
        <strong data-testid="bill-balance">{balance === undefined ? '—' : formatMoney(balance)}</strong>
      </div>
      <div className="bill-summary__stats" aria-label={typeLabel}>
        <div className="bill-summary__stat">
          <span className="bill-summary__label">{t('bill.moneyIn')}</span>
          <strong className="bill-row__amount--in" data-testid="bill-money-in">{summary ? `+${formatMoney(summary.moneyIn)}` : '—'}</strong>
        </div>
        <div className="bill-summary__stat">
          <span className="bill-summary__label">{t('bill.moneyOut')}</span>
          <strong className="bill-row__amount--out" data-testid="bill-money-out">{summary ? `-${formatMoney(summary.moneyOut)}` : '—'}</strong>
        </div>
        <div className="bill-summary__stat">
          <span className="bill-summary__label">
            {typeLabel} · {t('bill.entries')}
          </span>
          <strong data-testid="bill-total">{summary ? formatNumber(summary.count) : '—'}</strong>
        </div>
      </div>
    </div>
  );
});
