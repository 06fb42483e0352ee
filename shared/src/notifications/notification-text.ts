/**
 * A notification's text, written on the client from its kind and params (the server stores none): "Ann liked your plan
 * for period 202611220001", "Period … settled, you won: stake 10.00, payout 19.50, net +9.50". Money in the player's
 * locale through the one money formatter. Needs the `notifications` namespace (register-notification-locales.ts).
 */
import { formatMoney } from '@racing/shared/src/format/format-money';
import type { NotificationActor, NotificationView } from '@racing/shared/src/notifications/notification-types';

/** i18next's `t` (from useTranslation or i18next itself). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const RECHARGE_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'expired', 'refunded'];
const WITHDRAW_STATUSES = ['requested', 'paidOut', 'rejected'];

/** Cents from a param that should be an integer; anything else counts as nothing. */
const cents = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

/** The actor's name in the reader's language: their nickname, else "Player 1234", "Closed account" or "Someone". */
export function actorName(t: Translate, actor: NotificationActor | null): string {
  if (!actor) return t('notifications:someone');
  if (actor.closed) return t('notifications:closedAccount');
  if (actor.nickName) return actor.nickName;
  return actor.nameDigits ? t('notifications:defaultNickname', { digits: actor.nameDigits }) : t('notifications:someone');
}

export function notificationText(t: Translate, notification: NotificationView): string {
  const actor = actorName(t, notification.actor);
  switch (notification.kind) {
    case 'planPublished':
      return t('notifications:planPublished', { actor, issue: notification.params.issue });
    case 'planLiked':
      return t('notifications:planLiked', { actor, issue: notification.params.issue });
    case 'planCopied':
      return t('notifications:planCopied', { actor, issue: notification.params.issue });
    case 'betSettled': {
      const { stake, payout, refunded } = notification.params;
      const issue = notification.params.issue ?? notification.ref;
      if (refunded) return t('notifications:betSettled.refunded', { issue, stake: formatMoney(cents(stake)) });
      const net = cents(payout) - cents(stake);
      const values = { issue, stake: formatMoney(cents(stake)), payout: formatMoney(cents(payout)), net: formatMoney(net, { withSign: true }) };
      // "Won" only for a gain: a push (net zero) or a loss is "settled".
      return net > 0 ? t('notifications:betSettled.won', values) : t('notifications:betSettled.settled', values);
    }
    case 'payOrder': {
      const { kind, status, orderNo, amount } = notification.params;
      const known = kind === 'recharge' ? RECHARGE_STATUSES.includes(status) : kind === 'withdraw' && WITHDRAW_STATUSES.includes(status);
      return known ? t(`notifications:payOrder.${kind}.${status}`, { amount: formatMoney(cents(amount)) }) : t('notifications:payOrder.other', { orderNo });
    }
    case 'csReply':
      return t('notifications:csReply');
    default:
      return '';
  }
}
