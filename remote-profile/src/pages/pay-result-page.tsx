/**
 * Payment result (/pages/order/result?orderNo=): where the provider's cashier comes back to. It follows the order until
 * the payment's answer is in (paid: the amount and the new balance; cancelled, failed with the reason, expired), and
 * when none has come after a minute offers to pay again, cancel the order or check again.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Result from 'antd-mobile/es/components/result';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { HOME_PATH } from '@racing/shared/src/navigation/app-navigator';
import { Link } from '@racing/shared/src/routing/router';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { PageState } from '@racing/shared/src/ui/page-state';
import { showErrorToast } from '@racing/shared/src/ui/toast';
import { refreshPerson } from '../api/refresh-person';
import { RECHARGE_PATH, ordersPath } from '../lib/payment-paths';
import { payAgain } from '../features/recharge/api/recharge-api';
import { cancelOrder, type OrderView } from '../api/order-api';
import { useOrderPolling } from '../features/recharge/use-order-polling';
import { usePayLauncher } from '../features/recharge/use-pay-launcher';
import { isWeChatBrowser } from '../features/recharge/wechat-bridge';
import '../features/recharge/components/recharge.css';


/** What the page says: still asking, asked for a minute without an answer, or the recharge's final state. */
type Shown = 'waiting' | 'stillWaiting' | 'paid' | 'cancelled' | 'failed' | 'expired' | 'refunded';
const FINAL_STATES: ReadonlySet<string> = new Set(['paid', 'cancelled', 'failed', 'expired', 'refunded']);
const RESULT_LOOK: Record<Shown, 'success' | 'error' | 'info' | 'waiting' | 'warning'> = {
  waiting: 'waiting',
  stillWaiting: 'warning',
  paid: 'success',
  cancelled: 'info',
  failed: 'error',
  expired: 'info',
  refunded: 'info',
};

function shownOf(order: OrderView | undefined, polling: boolean): Shown | null {
  if (!order || order.status === 'pending') return polling ? 'waiting' : order ? 'stillWaiting' : null;
  return FINAL_STATES.has(order.status) ? (order.status as Shown) : null;
}

function PendingActions({ order, onPolled, onCancelled }: { order: OrderView; onPolled: () => void; onCancelled: (order: OrderView) => void }) {
  const { t } = useTranslation();
  const launch = usePayLauncher();
  const [busy, setBusy] = useState(false);

  async function again() {
    setBusy(true);
    try {
      const outcome = await launch(await payAgain(order.orderNo, isWeChatBrowser()), onPolled);
      if (outcome !== 'left') setBusy(false);
    } catch (failure) {
      showErrorToast(failure);
      setBusy(false);
      // Refused (expired or closed meanwhile, say): read what the order has become.
      onPolled();
    }
  }

  async function cancel() {
    setBusy(true);
    try {
      onCancelled(await cancelOrder(order.orderNo));
    } catch (failure) {
      showErrorToast(failure);
      onPolled();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pr-actions">
      {order.canPayAgain && (
        <button type="button" className="rc-button rc-button--primary" disabled={busy} data-testid="pay-again" onClick={() => void again()}>
          {t('payResult.payAgain')}
        </button>
      )}
      {order.canCancel && (
        <button type="button" className="rc-button rc-button--plain" disabled={busy} data-testid="cancel-order" onClick={() => void cancel()}>
          {t('payResult.cancelOrder')}
        </button>
      )}
      <button type="button" className="pr-link-button" disabled={busy} data-testid="check-again" onClick={onPolled}>
        {t('payResult.checkAgain')}
      </button>
    </div>
  );
}

export default function PayResultPage({ orderNo }: PageProps) {
  const { t } = useTranslation();
  const { order, error, polling, restart, show } = useOrderPolling(orderNo || undefined);

  const paid = order?.status === 'paid';
  useEffect(() => {
    // The balance shown everywhere else comes from the session: read it again now the money is in.
    if (paid) refreshPerson().catch(() => undefined);
  }, [paid]);

  if (!orderNo) {
    return (
      <div className="pr-page" data-testid="page-pay-result">
        <section className="pr-card">
          <Result status="warning" title={t('payResult.noOrder')} />
          <div className="pr-actions">
            <Link to={RECHARGE_PATH} className="rc-button rc-button--primary" data-testid="recharge-again">
              {t('payResult.rechargeAgain')}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  const shown = shownOf(order, polling);
  const result: ReactNode = shown && <Result status={RESULT_LOOK[shown]} title={t(`payResult.title.${shown}`)} description={t(`payResult.description.${shown}`)} />;

  return (
    <div className="pr-page" data-testid="page-pay-result">
      <PageState loading={false} error={order || polling ? undefined : error} onRetry={restart}>
        <section className="pr-card" data-testid="pay-result" data-status={shown ?? undefined}>
          {result}
          {order && (
            <>
              <p className="pr-amount" data-testid="pay-result-amount">
                {formatMoney(order.amount)}
              </p>
              <p className="pr-order-no">{t('payResult.orderNo', { orderNo: order.orderNo })}</p>
              {/* A provider's own reason only: the generic one would repeat the title word for word. */}
              {order.status === 'failed' && order.failReason && order.failReason !== t('payResult.title.failed') && (
                <p className="pr-reason" data-testid="pay-result-reason">
                  {order.failReason}
                </p>
              )}
            </>
          )}
          {shown === 'paid' && (
            <div className="pr-actions">
              <Link to={HOME_PATH} className="rc-button rc-button--primary" data-testid="back-to-board">
                {t('payResult.backToBoard')}
              </Link>
              <Link to={ordersPath('completed')} className="rc-button rc-button--plain" data-testid="my-orders">
                {t('payResult.myOrders')}
              </Link>
            </div>
          )}
          {order && shown === 'stillWaiting' && <PendingActions order={order} onPolled={restart} onCancelled={show} />}
          {(shown === 'cancelled' || shown === 'failed' || shown === 'expired') && (
            <div className="pr-actions">
              <Link to={RECHARGE_PATH} className="rc-button rc-button--primary" data-testid="recharge-again">
                {t('payResult.rechargeAgain')}
              </Link>
              <Link to={HOME_PATH} className="rc-button rc-button--plain" data-testid="back-to-board">
                {t('payResult.backToBoard')}
              </Link>
            </div>
          )}
        </section>
      </PageState>
    </div>
  );
}
