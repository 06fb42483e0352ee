/**
 * What the player is told when their bets of a period settle: always the stake, the payout and the net, and "won" only
 * when the net is a gain — ten numbers at 10.00 pay 98.00 on the winner, which is a loss of 2.00, not a win.
 */
import type { SettledNotice } from './draw-store';

export type SettledTone = 'ok' | 'even' | 'bad';

export function settledMessage(
  notice: SettledNotice,
  money: (cents: number, options?: { withSign?: boolean }) => string,
): { key: string; values: Record<string, string>; tone: SettledTone } {
  const net = notice.payout - notice.stake;
  const values = { issue: notice.issue, stake: money(notice.stake), payout: money(notice.payout), net: money(net, { withSign: true }) };
  if (net > 0) return { key: 'settlement.won', values, tone: 'ok' };
  // A push (sum 11 under the "push" rule), a refunded period, or wins that exactly cover the losing picks.
  if (net === 0) return { key: 'settlement.even', values, tone: 'even' };
  return { key: 'settlement.lost', values, tone: 'bad' };
}
