/**
 * The order calls under /app/user/order that several pages share: the list by tab and cursor, one order (the server
 * asks the provider about a pending one it has not heard from, and expires an old one), cancelling it, the counts for
 * Mine's badges, the offer (options: bounds, quick amounts, methods, whether deposit limits were chosen) and asking for
 * a withdrawal. Amounts are integer cents. Starting a payment belongs to its launch (features/recharge/api).
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';

export type OrderPage = ResponseData<'/app/user/order/page', 'post'>;
export type OrderPageQuery = RequestBody<'/app/user/order/page'>;

/** One recharge or withdrawal as the server shows it to its player; `account` comes masked, `failReason` in the reader's language, times ISO. */
export type OrderView = OrderPage['list'][number];

export type OrderTab = NonNullable<OrderPageQuery['tab']>;
/** The tabs in the order My orders shows them. */
export const ORDER_TABS = ['all', 'pending', 'processing', 'completed', 'refunds'] as const satisfies readonly OrderTab[];

/** Bounds of a recharge and a withdrawal (cents), the methods offered, and whether deposit limits were chosen. */
export type OrderOptions = ResponseData<'/app/user/order/options', 'get'>;

export type PayMethod = OrderView['method'];
export const PAY_METHODS = ['wechat', 'alipay'] as const satisfies readonly PayMethod[];

/** Orders waiting for the player (pending payment) and for the operator (withdrawals being processed). */
export type OrderSummary = ResponseData<'/app/user/order/summary', 'get'>;

export type WithdrawRequest = RequestBody<'/app/user/order/withdraw'>;

export function getOrderPage(query: OrderPageQuery): Promise<OrderPage> {
  return api.post('/app/user/order/page', query);
}

export function getOrderInfo(orderNo: string): Promise<OrderView> {
  return api.get('/app/user/order/info', { orderNo });
}

export function cancelOrder(orderNo: string): Promise<OrderView> {
  return api.post('/app/user/order/cancel', { orderNo });
}

export function getOrderSummary(): Promise<OrderSummary> {
  return api.get('/app/user/order/summary');
}

export function getOrderOptions(): Promise<OrderOptions> {
  return api.get('/app/user/order/options');
}

/** Holds the amount from the balance at once; the answer is the new order (status requested). */
export function requestWithdrawal(request: WithdrawRequest): Promise<OrderView> {
  return api.post('/app/user/order/withdraw', request);
}
