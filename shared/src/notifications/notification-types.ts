/**
 * The notification centre's payloads (server/src/plans/CONTRACT.md, "Notification centre"): a row as the player's list
 * and the live `notification.created` event carry it. The actor is the server schema's; the params per kind are written
 * here, because the schema declares them as an open object.
 */
import type { ResponseData } from '@racing/shared/src/api/api-contract';

/** What happened; the client writes the text from the kind and its params (never stored on the server). */
export type NotificationKind = 'planPublished' | 'planLiked' | 'planCopied' | 'betSettled' | 'payOrder' | 'csReply';

export interface PlanNotificationParams {
  planId: number;
  issue: string;
}

export interface BetSettledParams {
  issue: string;
  /** Cents. */
  stake: number;
  /** Cents. */
  payout: number;
  refunded: boolean;
}

export interface PayOrderParams {
  orderNo: string;
  kind: 'recharge' | 'withdraw';
  status: string;
  /** Cents. */
  amount: number;
}

export interface CsReplyParams {
  sessionId: number;
}

/**
 * Who caused it, as the server's schema declares it: the name is worded here (actorName in notification-text.ts);
 * '' nickName means none chosen, nameDigits then gives "Player 1234", closed a closed account.
 */
export type NotificationActor = NonNullable<ResponseData<'/app/user/notification/page', 'post'>['list'][number]['actor']>;

interface NotificationBase<K extends NotificationKind, P> {
  id: number;
  kind: K;
  ref: string;
  read: boolean;
  /** ISO instant. */
  createTime: string;
  actor: NotificationActor | null;
  params: P;
}

export type NotificationView =
  | NotificationBase<'planPublished' | 'planLiked' | 'planCopied', PlanNotificationParams>
  | NotificationBase<'betSettled', BetSettledParams>
  | NotificationBase<'payOrder', PayOrderParams>
  | NotificationBase<'csReply', CsReplyParams>;

export interface NotificationPage {
  list: NotificationView[];
  pagination: { page: number; size: number; total: number };
}

/** Server → player socket events of the notification centre. */
export interface NotificationServerEvents {
  'notification.created': { notification: NotificationView };
}
