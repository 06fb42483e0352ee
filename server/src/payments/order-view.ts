// How an order reads to its player: its tab in My orders, the actions it allows, its times, a masked account and the
// reason it failed in their language. Pure: a stored row and the moment in, the view out.
import { type Selectable } from 'kysely';
import { type PayOrderStatus, type PayOrderTable } from '../db/schema';
import { isoTime } from '../http/time';
import { type Language } from '../i18n/language';
import { MESSAGES, translate, type MessageKey } from '../i18n/messages';

export const ORDER_TABS = ['pending', 'processing', 'completed', 'refunds'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The statuses each tab of My orders lists; cancelled, failed and expired recharges show only under "all". */
export const TAB_STATUSES: Record<OrderTab, PayOrderStatus[]> = {
  pending: ['pending'],
  processing: ['requested'],
  completed: ['paid', 'paidOut'],
  refunds: ['refunded', 'rejected'],
};

const STATUS_TAB = new Map<PayOrderStatus, OrderTab>(ORDER_TABS.flatMap((tab) => TAB_STATUSES[tab].map((status) => [status, tab] as const)));

export type OrderRow = Selectable<PayOrderTable>;

export interface OrderView {
  orderNo: string;
  kind: 'recharge' | 'withdraw';
  status: PayOrderStatus;
  tab: OrderTab | null;
  amount: number;
  currency: string;
  method: 'wechat' | 'alipay';
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

/**
 * Enough of an account for its owner to recognise it, not enough for someone looking over their shoulder: the first two
 * and last two characters kept, the rest starred; a short one keeps only its first character.
 */
function maskAccount(account: string): string {
  const characters = Array.from(account);
  if (characters.length <= 4) return characters[0] + '*'.repeat(characters.length - 1);
  return characters.slice(0, 2).join('') + '*'.repeat(characters.length - 4) + characters.slice(-2).join('');
}

/** A pending recharge whose payment time has not run out: the player may still pay it, or cancel it. */
export function isPayable(row: Pick<OrderRow, 'kind' | 'status' | 'expiresAt'>, now: number): boolean {
  return row.kind === 'recharge' && row.status === 'pending' && row.expiresAt !== null && Number(row.expiresAt) > now;
}

function reasonText(key: string | null, language: Language): string | null {
  if (key === null) return null;
  // Reasons are stored as message keys; anything else (an operator's own words, later) is shown as written.
  return Object.hasOwn(MESSAGES, key) ? translate(key as MessageKey, language) : key;
}

export function orderView(row: OrderRow, language: Language, now: number): OrderView {
  const payable = isPayable(row, now);
  return {
    orderNo: row.orderNo,
    kind: row.kind,
    status: row.status,
    tab: STATUS_TAB.get(row.status) ?? null,
    amount: Number(row.amount),
    currency: row.currency,
    method: row.method,
    sandbox: row.provider === 'sandbox',
    account: row.account === null ? null : maskAccount(row.account),
    failReason: reasonText(row.failReason, language),
    createTime: isoTime(row.createdAt)!,
    expireTime: isoTime(row.expiresAt),
    payTime: isoTime(row.paidAt),
    closeTime: isoTime(row.closedAt),
    canCancel: payable,
    canPayAgain: payable,
  };
}
