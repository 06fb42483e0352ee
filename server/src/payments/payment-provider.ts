// What the order service needs from a payment provider (the sandbox by default; WeChat Pay v3 and Alipay when configured):
// start a payment for an order, check and read its notifications, ask it about an order, close it, refund it.
import { type Language } from '../i18n/language';

/** The methods a player picks; each is served by its real provider when configured, by the sandbox otherwise. */
export const PAY_METHODS = ['wechat', 'alipay'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PROVIDER_NAMES = ['sandbox', 'wechat', 'alipay'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** Everything a provider needs to start paying one recharge order. */
export interface PaymentRequest {
  orderNo: string;
  /** Cents. */
  amount: number;
  currency: 'CNY';
  method: PayMethod;
  /** What the payer sees on the provider's page and statement, in their language. */
  description: string;
  /** After this moment (epoch ms) the provider must refuse to take the payment. */
  expiresAt: number;
  /** Carried through the provider and back in its notification: the order's player, checked on the way back. */
  attach: string;
  /** Where the payer's browser comes back to (absolute for real providers; the sandbox takes a same-origin path). */
  returnUrl: string;
  /** Where the provider posts its notifications (absolute for real providers). */
  notifyUrl: string;
  client: {
    ip: string;
    /** The page runs in WeChat's own browser (JSAPI instead of H5). */
    inWeChat: boolean;
    /** The player's openid under the WeChat Pay app id, when JSAPI needs it. */
    openId?: string;
    language: Language;
  };
}

/** How the client goes on paying: open a URL (H5, Alipay wap, the sandbox's page) or call WeChat's JSAPI with these parameters. */
export type PaymentStart =
  | { kind: 'redirect'; url: string }
  | { kind: 'jsapi'; params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } };

/** A provider's word about an order, from a notification or a query. */
export interface ProviderOrderState {
  orderNo: string;
  /** The provider's own number for the payment, once it has one. */
  providerTradeNo: string | null;
  /** paid: the money was taken. pending: not yet. closed: cancelled, failed or expired at the provider without payment. refunded: paid, then given back. */
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'closed' | 'refunded';
  /** Cents the provider says were paid (or are due, for pending). */
  amount: number;
  currency: string;
  /** The attach sent with createPayment, as the provider echoes it; null when it does not echo one (e.g. in a query). */
  attach: string | null;
  /** Epoch ms of the payment, when paid. */
  paidAt: number | null;
}

/** The notification exactly as it arrived: its headers and its body untouched (signatures cover the raw bytes). */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** A notification that failed its signature check, could not be decrypted, or is not about a payment: nothing may be changed by it. */
export class NotificationRejected extends Error {
  constructor(readonly reason: string) {
    super(`payment notification rejected: ${reason}`);
    this.name = 'NotificationRejected';
  }
}

/** What the provider expects to hear back from a notification: success stops its retries, failure asks it to retry. */
export interface NotificationAck {
  status: number;
  contentType: string;
  body: string;
}

/** How the real providers (WeChat Pay, Alipay) are built beyond their configuration: tests move the clock and shorten the wait. */
export interface ProviderClientOptions {
  /** Clock for request and notification timestamps. */
  now?: () => number;
  /** How long one call to the provider may take, ms, before it counts as failed. */
  timeoutMs?: number;
}

export interface RefundRequest {
  orderNo: string;
  /** Our refund number, unique; the provider refuses a second refund under the same number. */
  refundNo: string;
  /** Cents to refund, and the order's whole amount. */
  amount: number;
  total: number;
  reason: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Whether it moves real money (false only for the sandbox). */
  readonly real: boolean;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** Checks the signature (and decrypts) and reads the notification; throws NotificationRejected when it is not genuine. */
  parseNotification(notification: IncomingNotification): Promise<ProviderOrderState>;
  notificationAck(accepted: boolean): NotificationAck;
  /** The provider's view of an order now; null when it has never heard of it. */
  queryOrder(orderNo: string): Promise<ProviderOrderState | null>;
  /** Stops an unpaid order from being paid (the player cancelled it, or it expired). */
  closeOrder(orderNo: string): Promise<void>;
  refund(request: RefundRequest): Promise<{ status: 'success' | 'processing' }>;
}

/** A provider call that failed (network, refusal, bad signature on its answer): the order is left as it was. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}
