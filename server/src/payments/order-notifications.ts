// Tells a player their order changed state (a payOrder notification, ref `<orderNo>:<status>`), after the change
// committed; called by each conditional update that moved an order on, never for an order's creation. Never throws.
import { type PayOrderKind, type PayOrderStatus } from '../db/schema';
import { type OrderDeps } from './order-service';

export interface OrderChange {
  orderNo: string;
  userId: number;
  kind: PayOrderKind;
  status: PayOrderStatus;
  amount: number | string;
}

export async function notifyOrderChanged(deps: Pick<OrderDeps, 'notifications'>, changes: OrderChange | OrderChange[]): Promise<void> {
  const list = Array.isArray(changes) ? changes : [changes];
  if (list.length === 0) return;
  await deps.notifications().notify(
    list.map(({ orderNo, userId, kind, status, amount }) => ({
      userId,
      kind: 'payOrder' as const,
      ref: `${orderNo}:${status}`,
      params: { orderNo, kind, status, amount: Number(amount) },
    })),
  );
}
