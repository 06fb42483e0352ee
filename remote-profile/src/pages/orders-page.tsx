/**
 * My orders (/pages/order/list?tab=): recharges and withdrawals, newest first, a page at a time by the server's cursor,
 * under five tabs (all, pending payment, processing, completed, refunds). The tab lives in the URL, so back from an
 * order's page returns to the tab it was opened from.
 */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { PullToRefresh } from '@racing/shared/src/ui/pull-to-refresh';
import Tabs from 'antd-mobile/es/components/tabs';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { useSearchParams } from '@racing/shared/src/routing/router';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { PageState } from '@racing/shared/src/ui/page-state';
import { ORDER_TABS, getOrderPage, type OrderTab } from '../api/order-api';
import { orderTabOf } from '../features/orders/order-status';
import { OrderRow } from '../features/orders/components/order-row';
import { ListMore } from '../components/list-more';
import '../features/orders/components/orders.css';

const ORDERS_PAGE_SIZE = 20;

export default function OrdersPage({ tab: tabInUrl }: PageProps) {
  const { t, i18n } = useTranslation();
  const tab = orderTabOf(tabInUrl);
  const [, setSearchParams] = useSearchParams();
  // Replaced, not pushed: back leaves My orders instead of stepping through the tabs tried.
  const showTab = (next: OrderTab) => setSearchParams({ tab: next }, { replace: true });
  // Fail reasons come in the reader's language: a new language starts the list over.
  const orders = usePagedList(
    (cursor) => getOrderPage({ tab, size: ORDERS_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) }),
    [tab, i18n.language],
  );
  const listError = orders.items.length === 0 ? orders.error : undefined;

  return (
    <div className="orders-page" data-testid="page-orders">
      <Tabs className="orders-tabs" activeKey={tab} onChange={(key) => showTab(orderTabOf(key))} aria-label={t('orders.tabsLabel')}>
        {ORDER_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`orders.tabs.${key}`)} />
        ))}
      </Tabs>
      <PageState loading={orders.loading} error={listError} onRetry={() => void orders.refresh()}>
        <PullToRefresh onRefresh={orders.refresh} pullingText={t('history.pull')} canReleaseText={t('history.release')} refreshingText={t('shell.loading')} completeText={t('history.refreshed')}>
          {orders.items.length === 0 ? (
            <p className="orders-empty" data-testid="orders-empty">
              {t(`orders.empty.${tab}`)}
            </p>
          ) : (
            <ul className="orders-list" data-testid="orders-list">
              {orders.items.map((order) => (
                <OrderRow key={order.orderNo} order={order} />
              ))}
            </ul>
          )}
          {orders.items.length > 0 && <ListMore loadMore={orders.loadMore} hasMore={orders.hasMore} retryText={t('orders.loadFailed')} />}
        </PullToRefresh>
      </PageState>
    </div>
  );
}
