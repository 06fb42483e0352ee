/** One order in a side drawer: every field the operator may need, and each provider notification it received. */
import { Alert, Descriptions, Drawer, Spin, Table, Tag, type DescriptionsProps, type TableColumnsType } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { getOrderDetail, type OrderNotification } from '../api/money-api';
import { OrderStatusTag } from './order-status-tag';

/** `orderNo`: the order shown, null while closed; `version` changes when an action changed it (read again). */
export function OrderDrawer({ orderNo, version, onClose }: { orderNo: string | null; version: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useApiData(() => (orderNo ? getOrderDetail(orderNo) : null), [orderNo, version]);
  const order = orderNo && detail.data?.orderNo === orderNo ? detail.data : undefined;
  const time = (value: string | null | undefined) => (value ? formatDate(value, 'dateTimeSeconds') : '—');

  const items: DescriptionsProps['items'] = order && [
    { key: 'orderNo', label: t('console:money.columns.orderNo'), children: order.orderNo },
    { key: 'kind', label: t('console:money.detail.kind'), children: t(`console:money.kind.${order.kind}`) },
    { key: 'status', label: t('console:money.columns.status'), children: <OrderStatusTag status={order.status} /> },
    { key: 'player', label: t('console:money.columns.player'), children: [order.nickname, `#${order.userId}`, order.phone].filter(Boolean).join(' · ') },
    { key: 'amount', label: t('console:money.columns.amount'), children: `${formatMoney(order.amount)} ${order.currency}` },
    { key: 'method', label: t('console:money.columns.method'), children: t(`console:money.method.${order.method}`, { defaultValue: order.method }) },
    { key: 'provider', label: t('console:money.columns.provider'), children: t(`console:money.provider.${order.provider}`, { defaultValue: order.provider }) },
    { key: 'tradeNo', label: t('console:money.detail.providerTradeNo'), children: order.providerTradeNo || '—' },
    ...(order.kind === 'withdraw' ? [{ key: 'account', label: t('console:money.detail.account'), children: order.account || '—' }] : []),
    { key: 'failReason', label: t('console:money.detail.failReason'), children: order.failReason || '—' },
    { key: 'created', label: t('console:money.columns.created'), children: time(order.createTime) },
    { key: 'paid', label: t(order.kind === 'recharge' ? 'console:money.detail.paid' : 'console:money.detail.paidOut'), children: time(order.payTime) },
    ...(order.kind === 'recharge' ? [{ key: 'expires', label: t('console:money.detail.expires'), children: time(order.expireTime) }] : []),
    { key: 'closed', label: t('console:money.detail.closed'), children: time(order.closeTime) },
  ];

  const notificationColumns: TableColumnsType<OrderNotification> = [
    { title: t('console:money.notifications.time'), dataIndex: 'time', render: time },
    { title: t('console:money.columns.provider'), dataIndex: 'provider', render: (provider: string) => t(`console:money.provider.${provider}`, { defaultValue: provider }) },
    {
      title: t('console:money.notifications.outcome'),
      dataIndex: 'outcome',
      render: (outcome: OrderNotification['outcome']) => (
        <Tag color={outcome === 'credited' ? 'green' : outcome === 'refused' ? 'red' : 'default'}>{t(`console:money.notifications.outcomes.${outcome}`, { defaultValue: outcome })}</Tag>
      ),
    },
    { title: t('console:money.columns.amount'), dataIndex: 'amount', align: 'right', render: (cents: number | null) => (cents === null ? '—' : formatMoney(cents)) },
    { title: t('console:money.notifications.reason'), dataIndex: 'reason', render: (reason: string | null) => reason ?? '' },
  ];

  return (
    <Drawer open={orderNo !== null} onClose={onClose} size="min(720px, 100vw)" title={t('console:money.detail.title')} data-testid="order-drawer">
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {!order && detail.loading && <Spin />}
      {order && (
        <>
          <Descriptions bordered size="small" column={1} items={items} />
          <h3 style={{ marginTop: 24 }}>{t('console:money.notifications.title')}</h3>
          <Table<OrderNotification>
            rowKey="id"
            size="small"
            columns={notificationColumns}
            dataSource={order.notifications}
            pagination={false}
            locale={{ emptyText: t('console:money.notifications.none') }}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </Drawer>
  );
}
