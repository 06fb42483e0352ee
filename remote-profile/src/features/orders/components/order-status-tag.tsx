/** An order's status as a small outlined tag: waiting for the player orange, with the operator blue, done green, closed grey. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Tag from 'antd-mobile/es/components/tag';
import type { OrderView } from '../../../api/order-api';
import { statusTone, type StatusTone } from '../order-status';

const COLORS: Record<StatusTone, string> = {
  pending: 'warning',
  processing: 'primary',
  completed: 'success',
  closed: '#999999',
};

export function OrderStatusTag({ status }: { status: OrderView['status'] }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <Tag className={`order-status order-status--${tone}`} color={COLORS[tone]} fill="outline" round data-testid="order-status" data-tone={tone}>
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
