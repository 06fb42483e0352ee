/**
 * How an order reads in a list or on its page: the tab a URL names, the tone of its status tag (waiting for the player,
 * with the operator, done, closed), and its amount signed from the player's side (a recharge comes in, a withdrawal goes out).
 */
import { ORDER_TABS, type OrderTab, type OrderView } from '../../api/order-api';

/** A tab named in a URL, or "all" for anything else (an old link, a typo). */
export function orderTabOf(value: string | undefined): OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'all';
}

/** pending: the player may still pay; processing: a withdrawal being paid out; completed: money moved; closed: nothing moved or it went back. */
export type StatusTone = 'pending' | 'processing' | 'completed' | 'closed';

const TONES: Record<OrderView['status'], StatusTone> = {
  pending: 'pending',
  requested: 'processing',
  paid: 'completed',
  paidOut: 'completed',
  refunded: 'closed',
  rejected: 'closed',
  cancelled: 'closed',
  failed: 'closed',
  expired: 'closed',
};

export function statusTone(status: OrderView['status']): StatusTone {
  return TONES[status];
}

/** Cents as they move the player's balance: + for a recharge, − for a withdrawal. */
export function signedAmount(order: Pick<OrderView, 'kind' | 'amount'>): number {
  return order.kind === 'withdraw' ? -order.amount : order.amount;
}

/** Seconds left as a clock: 75 → "01:15"; an hour or more → "1:02:03". */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const clock = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}
