/**
 * Money (/console/money): recharge and withdrawal orders in two tabs, filtered by status, order number, player and days;
 * finance approves or rejects a requested withdrawal and refunds a paid recharge; an order's detail opens in a drawer.
 */
import { useState } from 'react';
import { Alert, Tabs } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { ConsoleFrame } from '../frame/console-frame';
import { useOperator } from '../session/operator-session';
import { useAdminPage } from '../lib/use-admin-page';
import { useActionFailure } from '../lib/use-action-failure';
import { approveWithdrawal, refundRecharge, searchOrders, type OrderKind } from '../features/money/api/money-api';
import { OrderFilters, type OrderFilter } from '../features/money/components/order-filters';
import { OrdersTable } from '../features/money/components/orders-table';
import { RejectModal } from '../features/money/components/reject-modal';
import { OrderDrawer } from '../features/money/components/order-drawer';

const KINDS = ['recharge', 'withdraw'] as const satisfies readonly OrderKind[];

export default function ConsoleMoneyPage() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const [kind, setKind] = useState<OrderKind>('recharge');
  const [filter, setFilter] = useState<OrderFilter>({});
  // Bumped by every action: the list and the open detail read again.
  const [version, setVersion] = useState(0);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const { failed, success, holder } = useActionFailure();
  const orders = useAdminPage((paging) => searchOrders({ ...paging, kind, ...filter }), [kind, filter, version]);

  function changed(doneKey: string) {
    setVersion((n) => n + 1);
    void success(t(doneKey));
  }

  /** `action` answers the key of its success message. */
  async function act(action: () => Promise<string>) {
    try {
      changed(await action());
    } catch (failure) {
      failed(failure);
      // Refused (someone else decided it first, say): show the order as it now is.
      setVersion((n) => n + 1);
    }
  }

  const actions = {
    canApprove: can('money:order:approve'),
    canReject: can('money:order:reject'),
    canRefund: can('money:order:refund'),
    approve: (orderNo: string) => act(() => approveWithdrawal(orderNo).then(() => 'console:money.approve.done')),
    refund: (orderNo: string) =>
      act(async () => {
        const refunded = await refundRecharge(orderNo);
        return refunded.status === 'processing' ? 'console:money.refund.processing' : 'console:money.refund.done';
      }),
    reject: setRejecting,
    open: setOpened,
  };

  return (
    <ConsoleFrame titleKey="console:money.title" permission="money:order:page">
      {holder}
      <Tabs
        activeKey={kind}
        destroyOnHidden
        onChange={(key) => {
          orders.firstPage();
          setFilter({});
          setKind(key as OrderKind);
        }}
        items={KINDS.map((each) => ({
          key: each,
          label: <span data-testid={`orders-tab-${each}`}>{t(`console:money.tabs.${each}`)}</span>,
          children: (
            <>
              <OrderFilters
                kind={each}
                onSearch={(next) => {
                  orders.firstPage();
                  setFilter(next);
                }}
              />
              {orders.error && <Alert type="error" showIcon title={orders.error.message} style={{ marginBottom: 16 }} />}
              <OrdersTable kind={each} rows={orders.rows} loading={orders.loading} pagination={orders.pagination} actions={actions} />
            </>
          ),
        }))}
      />
      <RejectModal
        orderNo={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          changed('console:money.reject.done');
        }}
      />
      <OrderDrawer orderNo={opened} version={version} onClose={() => setOpened(null)} />
    </ConsoleFrame>
  );
}
