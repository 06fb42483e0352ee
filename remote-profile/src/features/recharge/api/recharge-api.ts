/**
 * The recharge calls (app/user/order): the offer (bounds, quick amounts, methods, whether deposit limits were chosen),
 * creating a recharge, paying a pending one again, reading and cancelling one; and the deposit-limit choice asked for
 * before the first recharge (app/user/responsible/setLimits with the three deposit windows).
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ApiClient } from '@racing/shared/src/api/api-client';

export type PayMethod = 'wechat' | 'alipay';

/** What a player may recharge and how (cents). */
export interface OrderOptions {
  currency: string;
  methods: Array<{ method: PayMethod; sandbox: boolean; h5: boolean; jsapi: boolean }>;
  recharge: { minAmount: number; maxAmount: number; quickAmounts: number[]; ttlMinutes: number };
  withdraw: { minAmount: number; maxAmount: number };
  /** False until the player has answered the deposit-limit question once (limits or an explicit "no limit"). */
  depositLimitsChosen: boolean;
}

export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'expired' | 'refunded' | 'requested' | 'paidOut' | 'rejected';

/** One order as the player reads it; `failReason` already in the reader's language, times ISO. */
export interface OrderView {
  orderNo: string;
  kind: 'recharge' | 'withdraw';
  status: OrderStatus;
  tab: 'pending' | 'processing' | 'completed' | 'refunds' | null;
  amount: number;
  currency: string;
  method: PayMethod;
  sandbox: boolean;
  account: string | null;
  failReason: string | null;
  createTime: string;
  expireTime: string | null;
  payTime: string | null;
  closeTime: string | null;
  canCancel: boolean;
  canPayAgain: boolean;
}

/** WeChat Pay's JSAPI parameters, handed as they are to WeixinJSBridge's getBrandWCPayRequest. */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** How the provider takes the payment: its cashier page, or WeChat's in-app payment sheet. */
export type PaymentStart = { kind: 'redirect'; url: string } | { kind: 'jsapi'; params: JsapiParams };

export interface PaymentAnswer {
  order: OrderView;
  pay: PaymentStart;
}

export interface RechargeRequest {
  amount: number;
  method: PayMethod;
  inWeChat?: boolean;
}

/** The three deposit windows, each cents or null for no limit. */
export interface DepositLimitChoice {
  depositDay: number | null;
  depositWeek: number | null;
  depositMonth: number | null;
}

// The order routes are newer than the generated contract: the untyped client until the API types are regenerated.
const client = api as unknown as ApiClient;

export function getOrderOptions(): Promise<OrderOptions> {
  return client.get('/app/user/order/options');
}

export function createRecharge(request: RechargeRequest): Promise<PaymentAnswer> {
  return client.post('/app/user/order/recharge', request);
}

/** A new payment for a pending order that has not expired (the previous attempt was left or cancelled at the cashier). */
export function payAgain(orderNo: string, inWeChat: boolean): Promise<PaymentAnswer> {
  return client.post('/app/user/order/payAgain', { orderNo, inWeChat });
}

/** The order now: the server asks the provider about a pending order it has not heard from, and expires an old one. */
export function getOrderInfo(orderNo: string): Promise<OrderView> {
  return client.get('/app/user/order/info', { orderNo });
}

export function cancelOrder(orderNo: string): Promise<OrderView> {
  return client.post('/app/user/order/cancel', { orderNo });
}

/** The answer to "deposit limits?" before the first recharge: the amounts chosen, or all null for an explicit "no limit". */
export function chooseDepositLimits(choice: DepositLimitChoice): Promise<unknown> {
  return client.post('/app/user/responsible/setLimits', choice);
}
