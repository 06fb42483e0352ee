/**
 * An order's page (/pages/order/detail?orderNo=): its amount, status and what it means, method, number, account, reason
 * and times; a pending recharge can be paid again (through the payment launcher) or cancelled, and is read again when
 * its time to pay runs out (the server expires it on read).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import { showErrorToast, showToast } from '@racing/shared/src/ui/toast';
import { cancelOrder, getOrderInfo, type OrderView } from '../api/order-api';
import { OrderOverview } from '../features/orders/components/order-overview';
import { OrderActions } from '../features/orders/components/order-actions';
import { payAgain } from '../features/recharge/api/recharge-api';
import { usePayLauncher } from '../features/recharge/use-pay-launcher';
import { isWeChatBrowser } from '../features/recharge/wechat-bridge';
import { copyText } from '../features/invite/copy-text';
import '../features/settings/components/settings.css';
import '../features/orders/components/orders.css';

export default function OrderDetailPage({ orderNo }: PageProps) {
  const { t } = useTranslation();
  const info = useApiData(() => (orderNo ? getOrderInfo(orderNo) : null), [orderNo]);
  // A cancel answers the order as it now is: it replaces the loaded one without another read.
  const [order, setOrder] = useState<OrderView | undefined>(undefined);
  useEffect(() => setOrder(info.data), [info.data]);
  const launch = usePayLauncher();

  useExpiryReload(order, info.reload);

  async function payAgainNow(current: OrderView) {
    try {
      await launch(await payAgain(current.orderNo, isWeChatBrowser()));
    } catch (failure) {
      showErrorToast(failure);
      // Refused (expired or closed meanwhile, say): show what the order has become.
      info.reload();
    }
  }

  async function cancel(current: OrderView) {
    try {
      setOrder(await cancelOrder(current.orderNo));
      showToast(t('orders.detail.cancelled'));
    } catch (failure) {
      showErrorToast(failure);
      info.reload();
    }
  }

  async function copyOrderNo(current: OrderView) {
    if (await copyText(current.orderNo)) showToast(t('orders.detail.copied'));
    else showToast(t('orders.detail.copyFailed'), { icon: 'none', duration: 3000 });
  }

  const missing = orderNo ? undefined : new Error(t('orders.detail.noOrder'));
  return (
    <div className="order-detail" data-testid="page-order-detail">
      <PageState loading={info.loading && !order} error={order ? undefined : (info.error ?? missing)} onRetry={info.reload}>
        {order && (
          <>
            <OrderOverview order={order} onCopyOrderNo={() => void copyOrderNo(order)} />
            <OrderActions order={order} onPayAgain={() => payAgainNow(order)} onCancel={() => cancel(order)} />
          </>
        )}
      </PageState>
    </div>
  );
}

/** Reads a pending order again the moment its time to pay has passed: the server then answers it expired (or paid, if a payment was late). */
function useExpiryReload(order: OrderView | undefined, reload: () => void) {
  const expiresAt = order?.status === 'pending' && order.expireTime ? Date.parse(order.expireTime) : null;
  useEffect(() => {
    if (expiresAt === null) return undefined;
    // A second after the deadline, so the server's clock has passed it too.
    const timer = window.setTimeout(reload, Math.max(0, expiresAt - Date.now()) + 1000);
    return () => window.clearTimeout(timer);
  }, [expiresAt, reload]);
}
