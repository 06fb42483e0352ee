/** Decimal text from an input (odds "9.8", a stake "10.50") to exact integer units (9800 thousandths, 1050 cents) and back, without floats. */

/** `text` in units of 10^-decimals; null for anything but digits with at most `decimals` decimals. */
export function decimalToUnits(text: string, decimals: number): number | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const units = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(units) ? units : null;
}

/** Integer units as decimal text with every decimal written: 9800 thousandths → "9.800", 1050 cents → "10.50". */
export function unitsToDecimal(units: number, decimals: number): string {
  const scale = 10 ** decimals;
  const whole = Math.floor(units / scale);
  const fraction = String(units % scale).padStart(decimals, '0');
  return decimals === 0 ? String(whole) : `${whole}.${fraction}`;
}

/** Odds are thousandths, money cents. */
export const ODDS_DECIMALS = 3;
export const MONEY_DECIMALS = 2;
