// Reads WeChat Pay v3's transaction JSON (a query answer, or a notification's decrypted resource) into a provider order
// state, and writes the few values WeChat Pay wants in its own formats (Beijing time, descriptions cut by bytes).
import { type ProviderOrderState } from './payment-provider';

/** WeChat Pay's trade_state values and what each means for a recharge order. */
const TRADE_STATES: Record<string, ProviderOrderState['status']> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

/** A transaction WeChat Pay answered or notified that cannot be read (missing fields, an unknown state). */
export class UnreadableTransaction extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableTransaction';
  }
}

/** A JSON object (not an array, not null): what WeChat Pay's answers and their nested fields must be before they are read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new UnreadableTransaction(`${key} is not a string`);
  return value;
}

/**
 * The order state in a transaction for this merchant and app; throws UnreadableTransaction when it is not one
 * (a transaction of another merchant or app id is as foreign as a malformed one).
 */
export function readTransaction(value: unknown, merchant: { mchId: string; appId: string }): ProviderOrderState {
  if (!isRecord(value)) throw new UnreadableTransaction('the transaction is not an object');
  if (value.mchid !== merchant.mchId) throw new UnreadableTransaction('the transaction belongs to another merchant');
  if (value.appid !== undefined && value.appid !== merchant.appId) throw new UnreadableTransaction('the transaction belongs to another app id');
  const orderNo = optionalText(value, 'out_trade_no');
  if (!orderNo) throw new UnreadableTransaction('out_trade_no is missing');
  const tradeState = optionalText(value, 'trade_state');
  const status = tradeState ? TRADE_STATES[tradeState] : undefined;
  if (!status) throw new UnreadableTransaction(`unknown trade_state ${String(tradeState)}`);
  const amount = value.amount;
  if (!isRecord(amount) || !Number.isSafeInteger(amount.total) || (amount.total as number) < 0) {
    throw new UnreadableTransaction('amount.total is not a whole number of cents');
  }
  const successTime = optionalText(value, 'success_time');
  const paidAt = successTime === null ? null : Date.parse(successTime);
  if (paidAt !== null && Number.isNaN(paidAt)) throw new UnreadableTransaction('success_time is not a time');
  if (status === 'paid' && paidAt === null) throw new UnreadableTransaction('a paid transaction has no success_time');
  return {
    orderNo,
    providerTradeNo: optionalText(value, 'transaction_id'),
    status,
    amount: amount.total as number,
    // WeChat Pay omits the currency only for CNY, the one currency a domestic merchant takes.
    currency: optionalText(amount, 'currency') ?? 'CNY',
    attach: optionalText(value, 'attach'),
    paidAt,
  };
}

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** RFC 3339 in China's time zone (2025-01-31T20:15:00+08:00), the form WeChat Pay's time_expire is documented with. */
export function beijingTime(epochMs: number): string {
  return `${new Date(Math.floor(epochMs / 1000) * 1000 + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** The longest prefix of text that fits in maxBytes of UTF-8 without splitting a character (description is limited in bytes). */
export function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    bytes += Buffer.byteLength(character);
    if (bytes > maxBytes) break;
    end += character.length;
  }
  return text.slice(0, end);
}

/** The client address without the IPv4-mapped IPv6 prefix a dual-stack socket reports (WeChat Pay reads it as the payer's IP). */
export function payerIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}
