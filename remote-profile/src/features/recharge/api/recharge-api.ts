/**
 * Starting a payment (app/user/order): creating a recharge and paying a pending one again; and the deposit-limit choice
 * asked for before the first recharge (app/user/responsible/setLimits with the three deposit windows). The order reads
 * (options, info, cancel) are My orders' too and live in src/api/order-api.ts.
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';

/** What a recharge (or paying one again) answers: the order, and how the provider takes the payment (its cashier page, or WeChat's payment sheet). */
export type PaymentAnswer = ResponseData<'/app/user/order/recharge', 'post'>;

export type PaymentStart = PaymentAnswer['pay'];

/** WeChat Pay's JSAPI parameters, handed as they are to WeixinJSBridge's getBrandWCPayRequest. */
export type JsapiParams = Extract<PaymentStart, { kind: 'jsapi' }>['params'];

/** The three deposit windows, each cents or null for no limit. */
export type DepositLimitChoice = Required<Pick<RequestBody<'/app/user/responsible/setLimits'>, 'depositDay' | 'depositWeek' | 'depositMonth'>>;

export function createRecharge(request: RequestBody<'/app/user/order/recharge'>): Promise<PaymentAnswer> {
  return api.post('/app/user/order/recharge', request);
}

/** A new payment for a pending order that has not expired (the previous attempt was left or cancelled at the cashier). */
export function payAgain(orderNo: string, inWeChat: boolean): Promise<PaymentAnswer> {
  return api.post('/app/user/order/payAgain', { orderNo, inWeChat });
}

/** The answer to "deposit limits?" before the first recharge: the amounts chosen, or all null for an explicit "no limit". */
export function chooseDepositLimits(choice: DepositLimitChoice): Promise<ResponsibleView> {
  return api.post('/app/user/responsible/setLimits', choice);
}
