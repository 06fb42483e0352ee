/** What each period state looks like in the console, and which states an operator may still cancel. */
import type { PeriodStatus } from './api/draws-api';

/** Written out so every key is a literal the locale check can find. */
export const PERIOD_STATUS_LABEL_KEYS: Record<PeriodStatus, string> = {
  scheduled: 'console:draws.statusScheduled',
  open: 'console:draws.statusOpen',
  closed: 'console:draws.statusClosed',
  drawn: 'console:draws.statusDrawn',
  settled: 'console:draws.statusSettled',
  cancelled: 'console:draws.statusCancelled',
  refunded: 'console:draws.statusRefunded',
};

export const PERIOD_STATUS_COLOURS: Record<PeriodStatus, string> = {
  scheduled: 'default',
  open: 'green',
  closed: 'orange',
  drawn: 'blue',
  settled: 'geekblue',
  cancelled: 'red',
  refunded: 'volcano',
};

/** Only a period not yet drawn can be cancelled (scheduled, open or closed: the stored `scheduled`). */
export function isCancellable(status: PeriodStatus): boolean {
  return status === 'scheduled' || status === 'open' || status === 'closed';
}

/** The calendar day of a business date (YYYYMMDD, a chain's id) at local midnight, for the date formatter; null for anything else. */
export function businessDay(yyyymmdd: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
