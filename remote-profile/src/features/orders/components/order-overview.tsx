/**
 * The head of an order's page and its facts: the signed amount, the status with what it means (and, while it waits for
 * payment, the time left), then method, order number, account, reason and times.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Tag from 'antd-mobile/es/components/tag';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { useCountdown } from '@racing/shared/src/ui/use-countdown';
import type { OrderView } from '../../../api/order-api';
import { formatTimeLeft, signedAmount } from '../order-status';
import { OrderStatusTag } from './order-status-tag';

/** The time left to pay a pending order, ticking; nothing once it has passed (the page then reads the order again). */
function TimeLeft({ until }: { until: number }) {
  const { t } = useTranslation();
  const left = useCountdown(until);
  if (left === 0) return null;
  return (
    <span className="order-card__countdown" data-testid="order-time-left">
      {t('orders.detail.timeLeft', { time: formatTimeLeft(left) })}
    </span>
  );
}

function Fact({ label, children, testId, className }: { label: string; children: ReactNode; testId: string; className?: string }) {
  return (
    <div className={['order-fact', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

export function OrderOverview({ order, onCopyOrderNo }: { order: OrderView; onCopyOrderNo: () => void }) {
  const { t } = useTranslation();
  const recharge = order.kind === 'recharge';
  const expiresAt = order.status === 'pending' && order.expireTime ? Date.parse(order.expireTime) : null;
  return (
    <section className="order-card" data-testid="order-overview">
      <div className="order-card__head">
        <strong className={`order-card__amount order-row__amount--${recharge ? 'in' : 'out'}`} data-testid="order-amount">
          {formatMoney(signedAmount(order), { withSign: true })}
        </strong>
        <OrderStatusTag status={order.status} />
        <p className="order-card__hint" data-testid="order-status-hint">
          {t(`orders.statusHint.${order.kind}.${order.status}`)}
        </p>
        {expiresAt !== null && <TimeLeft until={expiresAt} />}
      </div>
      <dl className="order-facts">
        <Fact label={t(recharge ? 'orders.detail.method' : 'orders.detail.withdrawTo')} testId="order-method">
          {t(`orders.method.${order.method}`)}
          {order.sandbox && (
            <Tag className="order-fact__sandbox" color="#999999" fill="outline" data-testid="order-sandbox">
              {t('orders.detail.sandbox')}
            </Tag>
          )}
        </Fact>
        {order.account && (
          <Fact label={t('orders.detail.account')} testId="order-account">
            {order.account}
          </Fact>
        )}
        <Fact label={t('orders.detail.orderNo')} testId="order-no">
          {order.orderNo}
          <button type="button" className="order-fact__copy" data-testid="order-copy" onClick={onCopyOrderNo}>
            {t('orders.detail.copy')}
          </button>
        </Fact>
        {order.failReason && (
          <Fact label={t('orders.detail.reason')} testId="order-reason" className="order-fact--reason">
            {order.failReason}
          </Fact>
        )}
        <Fact label={t('orders.detail.created')} testId="order-created">
          {formatDate(order.createTime, 'dateTimeSeconds')}
        </Fact>
        {expiresAt !== null && (
          <Fact label={t('orders.detail.expires')} testId="order-expires">
            {formatDate(order.expireTime, 'dateTimeSeconds')}
          </Fact>
        )}
        {order.payTime && (
          <Fact label={t(recharge ? 'orders.detail.paidAt' : 'orders.detail.paidOutAt')} testId="order-paid">
            {formatDate(order.payTime, 'dateTimeSeconds')}
          </Fact>
        )}
        {order.closeTime && (
          <Fact label={t('orders.detail.closedAt')} testId="order-closed">
            {formatDate(order.closeTime, 'dateTimeSeconds')}
          </Fact>
        )}
      </dl>
    </section>
  );
}
