/**
 * Where the payment pages are (routes.ts serves them), for the links between Mine, the bill, Recharge, the payment
 * result, Withdraw, My orders and an order's page. Features cannot import each other, so the paths live here once.
 */
import { withQuery } from '@racing/shared/src/navigation/app-navigator';
import type { OrderTab } from '../api/order-api';

export const RECHARGE_PATH = '/pages/user/recharge';
export const WITHDRAW_PATH = '/pages/user/withdraw';
export const RESPONSIBLE_PATH = '/pages/user/responsible';

const ORDERS_PATH = '/pages/order/list';
const ORDER_DETAIL_PATH = '/pages/order/detail';
const PAY_RESULT_PATH = '/pages/order/result';

/** My orders at one of its tabs. */
export function ordersPath(tab: OrderTab): string {
  return withQuery(ORDERS_PATH, { tab });
}

export function orderDetailPath(orderNo: string): string {
  return withQuery(ORDER_DETAIL_PATH, { orderNo });
}

/** Where the cashier comes back to, and where a confirmed WeChat Pay sheet goes: the page following the payment. */
export function payResultPath(orderNo: string): string {
  return withQuery(PAY_RESULT_PATH, { orderNo });
}
