/** The one money formatter: integer cents to "1,234.56" with integer arithmetic only. */

export function formatMoney(cents: number, options: { withSign?: boolean } = {}): string {
  if (!Number.isInteger(cents)) throw new TypeError(`formatMoney expects integer cents, got ${cents}`);
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(absolute % 100).padStart(2, '0');
  const sign = negative ? '-' : options.withSign && cents > 0 ? '+' : '';
  return `${sign}${whole}.${fraction}`;
}
