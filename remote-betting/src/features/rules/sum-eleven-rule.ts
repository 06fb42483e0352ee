/**
 * The sum-11 rule in force, read from the odds the server publishes (it does not expose the setting itself):
 * with "push", 11 is a tie on the four sum two-sided items and they all pay 1.98; with "small", 11 counts as small and
 * odd and the items are priced unevenly (big 2.2 / small 1.78, odd 1.78 / even 2.2).
 */
import type { PlayItem } from '../../api/catalogue-api';

export type SumElevenRule = 'small' | 'push' | 'unknown';

const SUM_SIDES = ['big', 'small', 'odd', 'even'];
const EVEN_MONEY = 1.98;

export function sumElevenRule(sumTwoSidedItems: readonly PlayItem[]): SumElevenRule {
  const odds = SUM_SIDES.map((code) => sumTwoSidedItems.find((item) => item.code === code)?.odds);
  if (odds.some((value) => value === undefined)) return 'unknown';
  if (odds.every((value) => value === EVEN_MONEY)) return 'push';
  const [big, small, odd, even] = odds as number[];
  // 11 on small and odd makes those more likely (45/90 vs 40/90): they must pay less than their partners.
  if (small < big && odd < even) return 'small';
  return 'unknown';
}
