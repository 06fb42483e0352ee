/** What the player is told when their bets of a period settle: a win, stakes returned (a tie or a refund), or no win. */
import type { SettledNotice } from './draw-store';

export function settledMessage(notice: SettledNotice, money: (cents: number) => string): { key: string; values: Record<string, string>; tone: 'ok' | 'bad' } {
  const values = { issue: notice.issue, payout: money(notice.payout) };
  if (notice.won > 0) return { key: 'draw.settledWon', values, tone: 'ok' };
  // Nothing won but money came back: a push (sum 11 under the "push" rule) or a refunded period, not a win.
  if (notice.payout > 0) return { key: 'draw.settledReturned', values, tone: 'ok' };
  return { key: 'draw.settledLost', values, tone: 'bad' };
}
