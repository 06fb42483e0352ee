/** An order's state as a coloured tag: waiting (gold), done well (green), money returned (purple), closed or refused (grey/red). */
import { Tag } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { OrderStatus } from '../api/money-api';

const COLORS: Record<OrderStatus, string> = {
  pending: 'gold',
  requested: 'gold',
  paid: 'green',
  paidOut: 'green',
  refunded: 'purple',
  cancelled: 'default',
  expired: 'default',
  failed: 'red',
  rejected: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status] ?? 'default'}>{t(`console:money.status.${status}`, { defaultValue: status })}</Tag>;
}
