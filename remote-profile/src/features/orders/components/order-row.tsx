/** One order in My orders: money in or out, "Recharge · WeChat Pay", the signed amount, its status and when; a tap opens its page. */
import { memo } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import type { OrderView } from '../../../api/order-api';
import { orderDetailPath } from '../../../lib/payment-paths';
import { signedAmount } from '../order-status';
import { OrderStatusTag } from './order-status-tag';

/** Memoised: appending a page re-renders only the new rows. */
export const OrderRow = memo(function OrderRow({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const direction = order.kind === 'withdraw' ? 'out' : 'in';
  return (
    <li className="order-row" data-testid="order-row">
      <Link to={orderDetailPath(order.orderNo)} className="order-row__link">
        <OrderKindIcon direction={direction} />
        <span className="order-row__body">
          <span className="order-row__line">
            <strong className="order-row__title">{t('orders.rowTitle', { kind: t(`orders.kind.${order.kind}`), method: t(`orders.method.${order.method}`) })}</strong>
            <span className={`order-row__amount order-row__amount--${direction}`} data-testid="order-amount">
              {formatMoney(signedAmount(order), { withSign: true })}
            </span>
          </span>
          <span className="order-row__line order-row__line--detail">
            <span>{formatDate(order.createTime, 'shortDateTime')}</span>
            <OrderStatusTag status={order.status} />
          </span>
        </span>
      </Link>
    </li>
  );
});

/** Money coming in (a recharge) or going out (a withdrawal): an arrow into or out of a tray, drawn here like Mine's icons. */
export function OrderKindIcon({ direction }: { direction: 'in' | 'out' }) {
  const arrow = direction === 'in' ? 'M12 3v11M7.5 9.5L12 14l4.5-4.5' : 'M12 14V3M7.5 7.5L12 3l4.5 4.5';
  return (
    <span className={`order-kind order-kind--${direction}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={`${arrow}M4 14v5h16v-5`} />
      </svg>
    </span>
  );
}
