// How Alipay writes money and time on the wire: amounts as yuan strings ("100.50"), moments as China wall-clock time.

/** Alipay's clock is China Standard Time, UTC+8 all year (no daylight saving since 1991), whatever our TIME_ZONE is. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Alipay's ceiling for one trade (100,000,000.00 yuan); anything longer than that is not an amount it sends. */
const MAX_CENTS = 10_000_000_000;

/** Cents as Alipay's yuan string, exactly (digits moved, no floating point): 10050 → "100.50", 1 → "0.01". */
export function centsToYuan(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a whole, non-negative number of cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Alipay's yuan string as cents, exactly; null for anything that is not a plain amount with up to two decimals. */
export function yuanToCents(text: string): number | null {
  const match = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_CENTS ? cents : null;
}

/** An instant as Alipay's "yyyy-MM-dd HH:mm:ss" in China time (timestamps, time_expire). */
export function chinaDateTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" (China time) as epoch ms; null when malformed or not a real date (2026-02-30). */
export function parseChinaDateTime(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const ms = Date.UTC(+match[1], +match[2] - 1, +match[3], +match[4], +match[5], +match[6]) - CHINA_OFFSET_MS;
  return chinaDateTime(ms) === text ? ms : null;
}
