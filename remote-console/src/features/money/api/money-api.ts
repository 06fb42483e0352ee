/**
 * The operator calls under /api/admin/money/order (server/src/routes/admin/money/order.ts): recharge and withdrawal
 * orders page by page, one order with the provider notifications that named it, and the finance actions (approve or
 * reject a withdrawal, refund a paid recharge). Money in integer cents, times ISO.
 */
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';
import type { AdminPage } from '../../../lib/use-admin-page';

export type OrderKind = 'recharge' | 'withdraw';
export const RECHARGE_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'expired', 'refunded'] as const;
export const WITHDRAW_STATUSES = ['requested', 'paidOut', 'rejected'] as const;
export type OrderStatus = (typeof RECHARGE_STATUSES)[number] | (typeof WITHDRAW_STATUSES)[number];

export const STATUSES_OF: Record<OrderKind, readonly OrderStatus[]> = { recharge: RECHARGE_STATUSES, withdraw: WITHDRAW_STATUSES };

export interface OrderRow {
  orderNo: string;
  kind: OrderKind;
  status: OrderStatus;
  amount: number;
  currency: string;
  /** wechat or alipay, as the player chose. */
  method: string;
  /** sandbox, wechat or alipay: who served it. */
  provider: string;
  providerTradeNo: string | null;
  /** A withdrawal's receiving account, whole. */
  account: string | null;
  /** Why it failed, was rejected or refunded, in the operator's language. */
  failReason: string | null;
  userId: number;
  nickname: string;
  phone: string | null;
  createTime: string;
  expireTime: string | null;
  payTime: string | null;
  closeTime: string | null;
}

/** A provider notification that named the order, as the payment endpoint logged it. */
export interface OrderNotification {
  id: number;
  provider: string;
  outcome: 'credited' | 'duplicate' | 'closed' | 'refused';
  reason: string | null;
  amount: number | null;
  time: string;
}

/** One order with its notifications, oldest first. */
export interface OrderDetail extends OrderRow {
  notifications: OrderNotification[];
}

export interface OrderSearch {
  page: number;
  size: number;
  kind?: OrderKind;
  status?: OrderStatus;
  userId?: number;
  orderNo?: string;
  /** ISO instant: created at or after. */
  from?: string;
  /** ISO instant: created before. */
  to?: string;
}

/** The provider's answer to a refund: done, or still in its hands. */
export type RefundStatus = 'success' | 'processing';

/** The server's bound on a rejection's reason. */
export const REASON_MAX_LENGTH = 200;

const BASE = '/money/order';

export function searchOrders(query: OrderSearch): Promise<AdminPage<OrderRow>> {
  return adminPost(`${BASE}/page`, query);
}

export function getOrderDetail(orderNo: string): Promise<OrderDetail> {
  return adminGet(`${BASE}/info`, { orderNo });
}

export function approveWithdrawal(orderNo: string): Promise<null> {
  return adminPost(`${BASE}/approve`, { orderNo });
}

export function rejectWithdrawal(orderNo: string, reason: string): Promise<null> {
  return adminPost(`${BASE}/reject`, { orderNo, reason });
}

export function refundRecharge(orderNo: string): Promise<{ status: RefundStatus }> {
  return adminPost(`${BASE}/refund`, { orderNo });
}
