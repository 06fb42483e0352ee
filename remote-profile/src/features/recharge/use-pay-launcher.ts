/**
 * Hands a payment the server has started to the provider: its cashier page (the page is left; the provider comes back
 * to the result page), or WeChat's payment sheet, after which the result page follows the order. A cancelled or failed
 * sheet, or no WeChat to show it, is said in a toast and the player stays where they are.
 */
import { useCallback } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useNavigate } from '@racing/shared/src/routing/router';
import { showToast } from '@racing/shared/src/ui/toast';
import { payResultPath } from '../../lib/payment-paths';
import type { PaymentAnswer } from './api/recharge-api';
import { openCashier } from './open-cashier';
import { requestWeChatPayment } from './wechat-bridge';

/** 'left': the browser is on its way to the cashier; 'confirmed': the WeChat sheet said ok. */
export type PayOutcome = 'left' | 'confirmed' | 'cancelled' | 'failed' | 'notInWeChat';

/**
 * `launch(answer, onConfirmed?)`: after a confirmed WeChat sheet, `onConfirmed` runs (by default the result page of the
 * order opens); the outcome is answered for callers that do more.
 */
export function usePayLauncher(): (answer: PaymentAnswer, onConfirmed?: () => void) => Promise<PayOutcome> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async ({ order, pay }, onConfirmed) => {
      if (pay.kind === 'redirect') {
        openCashier(pay.url);
        return 'left';
      }
      const answer = await requestWeChatPayment(pay.params);
      switch (answer) {
        case 'ok':
          if (onConfirmed) onConfirmed();
          else navigate(payResultPath(order.orderNo));
          return 'confirmed';
        case 'cancel':
          showToast(t('recharge.payCancelled'), { icon: 'none' });
          return 'cancelled';
        case 'fail':
          showToast(t('recharge.payFailed'), { icon: 'none' });
          return 'failed';
        case 'unavailable':
          showToast(t('recharge.openInWeChat'), { icon: 'none' });
          return 'notInWeChat';
      }
    },
    [t, navigate],
  );
}
