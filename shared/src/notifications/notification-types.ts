/**
 * The notification centre's payloads (server/src/plans/CONTRACT.md, "Notification centre"), written by hand until the
 * server's schemas publish them: a row as the player's list and the live `notification.created` event carry it.
 */

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

/** Who caused it; the name is worded here (actorName in notification-text.ts): '' nickName means none chosen. */
export interface NotificationActor {
  id: number;
  /** The nickname the actor chose; '' for none. */
  nickName: string;
  /** For an actor without a nickname: the digits of "Player 1234". */
  nameDigits: string | null;
  /** A closed account. */
  closed: boolean;
  avatarUrl: string | null;
}

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
