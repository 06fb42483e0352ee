/**
 * What a balance-log row's refKey points at, for its reader: the ledger stores "<kind>:<id>" (a bet slip's debit
 * "slip:12", a winning or refund of one bet "bet:34"; a payment order's rows "recharge:<orderNo>", "withdraw:…",
 * "withdraw-return:…" and "recharge-refund:…", which the bill links to the order's page); a key that only keeps a row
 * from being written twice (the welcome credit's "welcome:<user>") points at nothing a player can look up.
 */
export type RefKind = 'slip' | 'bet' | 'order' | 'other';

export interface RefDescription {
  kind: RefKind;
  id: string;
}

const KINDS: Record<string, RefKind> = {
  slip: 'slip',
  bet: 'bet',
  order: 'order',
  pay: 'order',
  // The ledger rows of a payment order (server: recharge credit, withdrawal hold, its return, a recharge refund).
  recharge: 'order',
  withdraw: 'order',
  'withdraw-return': 'order',
  'recharge-refund': 'order',
};
/** Keys that only make a ledger write idempotent. */
const INTERNAL = new Set(['welcome']);

export function describeRefKey(refKey: string | null): RefDescription | null {
  if (!refKey) return null;
  const colon = refKey.indexOf(':');
  if (colon < 0) return { kind: 'other', id: refKey };
  const prefix = refKey.slice(0, colon);
  const id = refKey.slice(colon + 1);
  if (INTERNAL.has(prefix) || !id) return null;
  return { kind: KINDS[prefix] ?? 'other', id: KINDS[prefix] ? id : refKey };
}
