// Judges every play item against a drawn result once, producing the outcome table settlement joins bets to.
import { type SumElevenRule } from '../../config';
import { isPlayItem, judgeItem, type DrawOrder } from '../catalogue/play-items';

/** Bet status each outcome leads to (dictionary betStatus); refunded is also the outcome of an item the rules cannot judge. */
export const BET_STATUS = { pending: 0, won: 1, lost: 2, push: 3, refunded: 4 } as const;

export interface OutcomeRow {
  rankId: number;
  code: string;
  outcome: number;
}

export function periodOutcomes(draw: DrawOrder, items: Array<{ rankId: number; code: string }>, sumEleven: SumElevenRule): OutcomeRow[] {
  const seen = new Set<string>();
  const rows: OutcomeRow[] = [];
  for (const { rankId, code } of items) {
    const key = `${rankId}/${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!isPlayItem(rankId, code)) {
      rows.push({ rankId, code, outcome: BET_STATUS.refunded }); // an item the rules cannot judge: its stakes go back
      continue;
    }
    const outcome = judgeItem(rankId, code, draw, sumEleven);
    rows.push({ rankId, code, outcome: outcome === 'win' ? BET_STATUS.won : outcome === 'push' ? BET_STATUS.push : BET_STATUS.lost });
  }
  return rows;
}
