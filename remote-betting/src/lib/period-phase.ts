/** Where a period stands on the server's clock: the phase the board shows and the seconds its countdown counts. */
import type { Period } from '../api/draw-api';

/** waiting: not open yet · open: taking bets · closed: betting closed, draw to come · drawing: draw time passed, result not in yet. */
export type PeriodPhase = 'none' | 'waiting' | 'open' | 'closed' | 'drawing' | 'cancelled';

/**
 * The offset to add to this device's clock to get the server's, from an answer that carried the server's `now`.
 * The server read its clock somewhere between sending and receiving: the midpoint halves the error.
 */
export function clockOffsetMs(serverNowIso: string, sentAtMs: number, receivedAtMs: number): number {
  const serverNow = Date.parse(serverNowIso);
  if (Number.isNaN(serverNow)) return 0;
  return Math.round(serverNow - (sentAtMs + receivedAtMs) / 2);
}

export function periodPhase(period: Period | null, serverNowMs: number): PeriodPhase {
  if (!period) return 'none';
  if (period.status === 'cancelled' || period.status === 'refunded') return 'cancelled';
  if (period.status === 'drawn' || period.status === 'settled') return 'drawing';
  if (serverNowMs < Date.parse(period.openAt)) return 'waiting';
  if (serverNowMs < Date.parse(period.closeAt) && period.status !== 'closed') return 'open';
  if (serverNowMs < Date.parse(period.drawAt)) return 'closed';
  return 'drawing';
}

/** Whole seconds the countdown shows for the phase: to opening, to closing, to the draw; 0 when nothing is due. */
export function secondsLeft(period: Period | null, serverNowMs: number): number {
  const phase = periodPhase(period, serverNowMs);
  if (!period) return 0;
  const target = phase === 'waiting' ? period.openAt : phase === 'open' ? period.closeAt : phase === 'closed' ? period.drawAt : null;
  if (!target) return 0;
  return Math.max(0, Math.ceil((Date.parse(target) - serverNowMs) / 1000));
}

/** 75 → "01:15"; an hour or more → "1:02:03". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const body = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return hours > 0 ? `${hours}:${body}` : body;
}
