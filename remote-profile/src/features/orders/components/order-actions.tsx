/**
 * What a player can do with an order from its page: a pending recharge is paid again or cancelled (after a question);
 * a withdrawal being processed says so. The page supplies paying again, which hands the payment to its provider.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Dialog from 'antd-mobile/es/components/dialog';
import { getOrderOptions, type OrderView } from '../../../api/order-api';

/** Keep in the app's neutral grey, not antd-mobile's default blue: Cancel order beside it is the red one. */
const KEEP_STYLE = { color: '#666' };

interface OrderActionsProps {
  order: OrderView;
  onPayAgain: () => Promise<void>;
  onCancel: () => Promise<void>;
}

export function OrderActions({ order, onPayAgain, onCancel }: OrderActionsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  if (order.kind === 'withdraw' && order.status === 'requested') {
    return (
      <div className="order-note" data-testid="order-processing">
        <p>{t('orders.detail.processing')}</p>
        <WithdrawalReview sandbox={order.sandbox} />
      </div>
    );
  }
  if (!order.canPayAgain && !order.canCancel) return null;
  return (
    <div className="order-actions">
      {order.canPayAgain && (
        <button type="button" className="btn-primary" data-testid="order-pay-again" disabled={busy} onClick={() => void run(onPayAgain)}>
          {t('orders.detail.payAgain')}
        </button>
      )}
      {order.canCancel && (
        <button type="button" className="btn-plain" data-testid="order-cancel" disabled={busy} onClick={() => setAsking(true)}>
          {t('orders.detail.cancel')}
        </button>
      )}
      <Dialog
        visible={asking}
        title={t('orders.detail.cancelTitle')}
        content={t('orders.detail.cancelMessage')}
        closeOnMaskClick={!busy}
        onClose={() => setAsking(false)}
        aria-label={t('orders.detail.cancelTitle')}
        actions={[
          [
            { key: 'keep', text: t('orders.detail.keep'), disabled: busy, onClick: () => setAsking(false), style: KEEP_STYLE },
            {
              key: 'cancel',
              text: t('orders.detail.cancel'),
              bold: true,
              danger: true,
              disabled: busy,
              onClick: () => run(onCancel).finally(() => setAsking(false)),
            },
          ],
        ]}
      />
    </div>
  );
}

/**
 * How a requested withdrawal goes on: a sandbox one pays out by itself when the server is set to (the options say after
 * how many seconds, 0 for never: said here in whole minutes, rounded up); otherwise it waits for review. Nothing is
 * promised about a sandbox one until the options have answered; if they cannot be read, it waits for review.
 */
function WithdrawalReview({ sandbox }: { sandbox: boolean }) {
  const { t } = useTranslation();
  const [autoSeconds, setAutoSeconds] = useState<number | undefined>();
  useEffect(() => {
    if (!sandbox) return undefined;
    let live = true;
    getOrderOptions()
      .then((options) => live && setAutoSeconds(options.withdraw.autoApproveSeconds))
      .catch(() => live && setAutoSeconds(0));
    return () => {
      live = false;
    };
  }, [sandbox]);
  const review = <p data-testid="order-review">{t('orders.detail.processingReview')}</p>;
  if (!sandbox) return review;
  if (autoSeconds === undefined) return null;
  if (autoSeconds === 0) return review;
  return <p data-testid="order-auto-approve">{t('orders.detail.processingSandboxAuto', { count: Math.ceil(autoSeconds / 60) })}</p>;
}
