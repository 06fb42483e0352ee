/**
 * The recharge calls (app/user/order): the offer (bounds, quick amounts, methods, whether deposit limits were chosen),
 * creating a recharge, paying a pending one again, reading and cancelling one; and the deposit-limit choice asked for
 * before the first recharge (app/user/responsible/setLimits with the three deposit windows).
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';

/** What a player may recharge and how (cents); `depositLimitsChosen` is false until the deposit-limit question was answered once. */
export type OrderOptions = ResponseData<'/app/user/order/options', 'get'>;

export type PayMethod = OrderOptions['methods'][number]['method'];

/** What a recharge (or paying one again) answers: the order, and how the provider takes the payment (its cashier page, or WeChat's payment sheet). */
export type PaymentAnswer = ResponseData<'/app/user/order/recharge', 'post'>;

/** One order as the player reads it; `failReason` already in the reader's language, times ISO. */
export type OrderView = PaymentAnswer['order'];

export type PaymentStart = PaymentAnswer['pay'];

/** WeChat Pay's JSAPI parameters, handed as they are to WeixinJSBridge's getBrandWCPayRequest. */
export type JsapiParams = Extract<PaymentStart, { kind: 'jsapi' }>['params'];

/** The three deposit windows, each cents or null for no limit. */
export type DepositLimitChoice = Required<Pick<RequestBody<'/app/user/responsible/setLimits'>, 'depositDay' | 'depositWeek' | 'depositMonth'>>;

export function getOrderOptions(): Promise<OrderOptions> {
  return api.get('/app/user/order/options');
}

export function createRecharge(request: RequestBody<'/app/user/order/recharge'>): Promise<PaymentAnswer> {
  return api.post('/app/user/order/recharge', request);
}

/** A new payment for a pending order that has not expired (the previous attempt was left or cancelled at the cashier). */
export function payAgain(orderNo: string, inWeChat: boolean): Promise<PaymentAnswer> {
  return api.post('/app/user/order/payAgain', { orderNo, inWeChat });
}

/** The order now: the server asks the provider about a pending order it has not heard from, and expires an old one. */
export function getOrderInfo(orderNo: string): Promise<OrderView> {
  return api.get('/app/user/order/info', { orderNo });
}

export function cancelOrder(orderNo: string): Promise<OrderView> {
  return api.post('/app/user/order/cancel', { orderNo });
}

/** The answer to "deposit limits?" before the first recharge: the amounts chosen, or all null for an explicit "no limit". */
export function chooseDepositLimits(choice: DepositLimitChoice): Promise<ResponsibleView> {
  return api.post('/app/user/responsible/setLimits', choice);
}
