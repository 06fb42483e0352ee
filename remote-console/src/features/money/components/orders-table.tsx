/**
 * The orders of one kind, a page at a time: number (opens the detail), player (opens their card), amount, method,
 * provider, status, dates; a requested withdrawal offers Approve and Reject, a paid recharge Refund, each only to an
 * operator whose role holds it.
 */
import { Button, Popconfirm, Space, Table, Typography, type ButtonProps, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import type { OrderKind, OrderRow, OrderStatus } from '../api/money-api';
import { OrderStatusTag } from './order-status-tag';

export interface OrderActions {
  canApprove: boolean;
  canReject: boolean;
  canRefund: boolean;
  approve: (orderNo: string) => Promise<void>;
  reject: (orderNo: string) => void;
  refund: (orderNo: string) => Promise<void>;
  open: (orderNo: string) => void;
}

interface OrdersTableProps {
  kind: OrderKind;
  rows: OrderRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  actions: OrderActions;
}

const confirmButton = (testId: string) => ({ 'data-testid': testId }) as ButtonProps;

export function OrdersTable({ kind, rows, loading, pagination, actions }: OrdersTableProps) {
  const { t } = useTranslation();
  const time = (value: string | null | undefined) => (value ? formatDate(value) : '—');

  function rowActions(order: OrderRow) {
    if (order.kind === 'withdraw' && order.status === 'requested') {
      return (
        <Space>
          {actions.canApprove && (
            <Popconfirm
              title={t('console:money.approve.question', { amount: formatMoney(order.amount), account: order.account ?? '' })}
              okText={t('console:money.approve.confirm')}
              cancelText={t('console:money.cancel')}
              okButtonProps={confirmButton('approve-confirm')}
              onConfirm={() => actions.approve(order.orderNo)}
            >
              <Button size="small" type="primary" data-testid={`order-approve-${order.orderNo}`}>
                {t('console:money.approve.open')}
              </Button>
            </Popconfirm>
          )}
          {actions.canReject && (
            <Button size="small" danger data-testid={`order-reject-${order.orderNo}`} onClick={() => actions.reject(order.orderNo)}>
              {t('console:money.reject.open')}
            </Button>
          )}
        </Space>
      );
    }
    if (order.kind === 'recharge' && order.status === 'paid' && actions.canRefund) {
      return (
        <Popconfirm
          title={t('console:money.refund.question', { amount: formatMoney(order.amount) })}
          okText={t('console:money.refund.confirm')}
          cancelText={t('console:money.cancel')}
          okButtonProps={confirmButton('refund-confirm')}
          onConfirm={() => actions.refund(order.orderNo)}
        >
          <Button size="small" danger data-testid={`order-refund-${order.orderNo}`}>
            {t('console:money.refund.open')}
          </Button>
        </Popconfirm>
      );
    }
    return null;
  }

  const columns: TableColumnsType<OrderRow> = [
    {
      title: t('console:money.columns.orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string) => (
        <Typography.Link data-testid={`order-open-${orderNo}`} onClick={() => actions.open(orderNo)}>
          {orderNo}
        </Typography.Link>
      ),
    },
    {
      title: t('console:money.columns.player'),
      key: 'player',
      render: (_value, order) => <Link to={`/console/player?id=${order.userId}`}>{order.nickname ? `${order.nickname} (#${order.userId})` : `#${order.userId}`}</Link>,
    },
    { title: t('console:money.columns.amount'), dataIndex: 'amount', align: 'right', render: (cents: number) => formatMoney(cents) },
    { title: t('console:money.columns.method'), dataIndex: 'method', render: (method: string) => t(`console:money.method.${method}`, { defaultValue: method }) },
    { title: t('console:money.columns.provider'), dataIndex: 'provider', render: (provider: string) => t(`console:money.provider.${provider}`, { defaultValue: provider }) },
    { title: t('console:money.columns.status'), dataIndex: 'status', render: (status: OrderStatus) => <OrderStatusTag status={status} /> },
    { title: t('console:money.columns.created'), dataIndex: 'createTime', render: time },
    {
      title: t(kind === 'recharge' ? 'console:money.columns.paidOrClosed' : 'console:money.columns.paidOutOrClosed'),
      key: 'finished',
      render: (_value, order) => time(order.payTime ?? order.closeTime),
    },
    { title: t('console:money.columns.actions'), key: 'actions', fixed: 'right', render: (_value, order) => rowActions(order) },
  ];

  return (
    <div data-testid="orders-table">
      <Table<OrderRow> rowKey="orderNo" columns={columns} dataSource={rows} loading={loading} pagination={pagination} scroll={{ x: 'max-content' }} />
    </div>
  );
}
