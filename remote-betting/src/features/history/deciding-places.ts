/** Which places of a result decide a bet (0-based): its own place, both places of dragon/tiger, the first two for a sum. */
import { SUM_RANK_ID } from '../../lib/sum-rank';

export function decidingPlaces(rankId: number, code: string): number[] {
  if (rankId === SUM_RANK_ID) return [0, 1];
  // Dragon / tiger at place k compares it with place 11 - k.
  if (code === 'dragon' || code === 'tiger') return [rankId - 1, 10 - rankId];
  return [rankId - 1];
}
