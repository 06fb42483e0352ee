/** The head of the bill: the player's balance, and for the chosen type the money in, the money out and the entries, as the server keeps them. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { session } from '@racing/shared/src/session/session-store';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatNumber } from '@racing/shared/src/format/format-number';
import type { BalanceLogSummary } from '../api/balance-log-api';

/** A total with its direction's sign; nothing is neither in nor out, so zero has no sign ("0.00", never "-0.00"). */
const signed = (cents: number, sign: '+' | '-') => (cents > 0 ? `${sign}${formatMoney(cents)}` : formatMoney(0));

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
          <strong className="bill-row__amount--in" data-testid="bill-money-in">{summary ? signed(summary.moneyIn, '+') : '—'}</strong>
        </div>
        <div className="bill-summary__stat">
          <span className="bill-summary__label">{t('bill.moneyOut')}</span>
          <strong className="bill-row__amount--out" data-testid="bill-money-out">{summary ? signed(summary.moneyOut, '-') : '—'}</strong>
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
