/**
 * Where tapping a notification goes: a plan's page in the plan hall, my bets for a settled period, the order's page for
 * a payment, the chat for a customer-service reply.
 */
import { withQuery } from '@racing/shared/src/navigation/app-navigator';
import type { NotificationView } from '@racing/shared/src/notifications/notification-types';

/** One plan of the plan hall (remote-betting), by its id. */
export const PLAN_DETAIL_PATH = '/pages/plan/detail';
/** History opens on my bets with tab=bets. */
export const MY_BETS_PATH = '/pages/history/index?tab=bets';
/** An order's page (this remote), by its number. */
export const ORDER_DETAIL_PATH = '/pages/order/detail';
export const CHAT_PATH = '/uni_modules/cool-cs/pages/chat';

/** The plan a plan notification is about: its params say so; planPublished's ref is the plan id, planLiked's starts with it. */
function planIdOf(notification: NotificationView): string | undefined {
  const fromParams = (notification.params as { planId?: unknown }).planId;
  if (typeof fromParams === 'number' || typeof fromParams === 'string') return String(fromParams);
  if (notification.kind === 'planPublished' || notification.kind === 'planLiked') return notification.ref.split(':')[0] || undefined;
  return undefined;
}

/** The route to open, or null when there is none to go to. */
export function notificationTarget(notification: NotificationView): string | null {
  switch (notification.kind) {
    case 'planPublished':
    case 'planLiked':
    case 'planCopied': {
      const planId = planIdOf(notification);
      return planId ? withQuery(PLAN_DETAIL_PATH, { id: planId }) : null;
    }
    case 'betSettled':
      return MY_BETS_PATH;
    case 'payOrder': {
      const orderNo = notification.params.orderNo ?? notification.ref.split(':')[0];
      return orderNo ? withQuery(ORDER_DETAIL_PATH, { orderNo }) : null;
    }
    case 'csReply':
      return CHAT_PATH;
    default:
      return null;
  }
}
