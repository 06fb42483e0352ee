/** An order as the server shows it (GET /app/user/order/info, a row of /page): a paid WeChat Pay recharge of 100.00 unless told otherwise. */
import type { OrderView } from '../api/order-api';

export function buildOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNo: 'R1767225600000123456',
    kind: 'recharge',
    status: 'paid',
    tab: 'completed',
    amount: 10_000,
    currency: 'CNY',
    method: 'wechat',
    sandbox: false,
    account: null,
    failReason: null,
    createTime: '2026-11-22T08:00:00.000Z',
    expireTime: null,
    payTime: '2026-11-22T08:01:00.000Z',
    closeTime: null,
    canCancel: false,
    canPayAgain: false,
    ...overrides,
  };
}
