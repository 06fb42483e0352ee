/** One balance-log row: its type, the signed amount (green in, red out), the balance after it, when, and what it refers to (a payment order's page). */
import { memo } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { orderDetailPath } from '../../../lib/payment-paths';
import type { BalanceLogEntry } from '../api/balance-log-api';
import { describeRefKey } from '../describe-ref-key';

/** Memoised: appending a page re-renders only the new rows, however long the list has grown. */
export const BillRow = memo(function BillRow({ entry, typeLabel }: { entry: BalanceLogEntry; typeLabel: string }) {
  const { t } = useTranslation();
  const ref = describeRefKey(entry.refKey);
  const direction = entry.amount > 0 ? 'in' : entry.amount < 0 ? 'out' : 'none';
  return (
    <li className="bill-row" data-testid="bill-row">
      <div className="bill-row__main">
        <strong className="bill-row__type">{typeLabel}</strong>
        <span className={`bill-row__amount bill-row__amount--${direction}`} data-testid="bill-amount">
          {formatMoney(entry.amount, { withSign: true })}
        </span>
      </div>
      <div className="bill-row__detail">
        <span>{formatDate(entry.createTime, 'shortDateTime')}</span>
        <span>{t('bill.balanceAfter', { amount: formatMoney(entry.balanceAfter) })}</span>
      </div>
      {(entry.remark || ref) && (
        <div className="bill-row__refers" data-testid="bill-refers">
          {entry.remark && <span>{entry.remark}</span>}
          {ref &&
            (ref.kind === 'order' ? (
              <Link to={orderDetailPath(ref.id)} className="bill-row__link" data-testid="bill-order-link">
                {t('bill.ref.order', { id: ref.id })}
              </Link>
            ) : (
              <span>{t(`bill.ref.${ref.kind}`, { id: ref.id })}</span>
            ))}
        </div>
      )}
    </li>
  );
});
