// The roads of one business day: for every two-sided pair of the rule book (big/small, odd/even, dragon/tiger per
// place; big/small and odd/even of the sum), which side each of the day's draws went to, judged by the settlement rule.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { type SumElevenRule } from '../config';
import { judgeItem, isPlayItem, PLACE_COUNT, SUM_RANK_ID, type DrawOrder } from '../domain/catalogue/play-items';

export const ROAD_PAIRS = { bigSmall: ['big', 'small'], oddEven: ['odd', 'even'], dragonTiger: ['dragon', 'tiger'] } as const;
export type RoadPair = keyof typeof ROAD_PAIRS;

/** One cell per draw: `1` the pair's first side won (big, odd, dragon), `2` its second (small, even, tiger), `0` neither (a push). */
export type RoadCell = '0' | '1' | '2';

export interface Road {
  rankId: number;
  pair: RoadPair;
  /** One character per draw, oldest first, in the order of `DayRoads.issues`. */
  cells: string;
}

export interface DayRoads {
  date: string;
  sumEleven: SumElevenRule;
  /** The day's drawn periods, oldest first. */
  issues: string[];
  roads: Road[];
}

/** Every pair the rule book has, in board order: the sum first, then places 1..10 (dragon/tiger only on 1..5). */
export function roadPairs(): Array<{ rankId: number; pair: RoadPair }> {
  const pairs: Array<{ rankId: number; pair: RoadPair }> = [];
  for (const rankId of [SUM_RANK_ID, ...Array.from({ length: PLACE_COUNT }, (_, i) => i + 1)]) {
    for (const pair of Object.keys(ROAD_PAIRS) as RoadPair[]) {
      if (ROAD_PAIRS[pair].every((code) => isPlayItem(rankId, code))) pairs.push({ rankId, pair });
    }
  }
  return pairs;
}

/** Which side of `pair` a draw went to, from the two items' own outcomes (never a second copy of the rule). */
export function roadCell(rankId: number, pair: RoadPair, draw: DrawOrder, sumEleven: SumElevenRule): RoadCell {
  const [first, second] = ROAD_PAIRS[pair];
  if (judgeItem(rankId, first, draw, sumEleven) === 'win') return '1';
  if (judgeItem(rankId, second, draw, sumEleven) === 'win') return '2';
  return '0';
}

export function roadsOf(draws: readonly DrawOrder[], sumEleven: SumElevenRule): Road[] {
  return roadPairs().map(({ rankId, pair }) => ({ rankId, pair, cells: draws.map((draw) => roadCell(rankId, pair, draw, sumEleven)).join('') }));
}

/** The drawn periods of business day `date` (YYYYMMDD), oldest first, and their roads. */
export async function dayRoads(db: Kysely<Database>, date: string, sumEleven: SumElevenRule): Promise<DayRoads> {
  // Issues are YYYYMMDD + 4 digits: the day is a range on the issue key.
  const rows = await db
    .selectFrom('drawPeriod')
    .select(['issue', 'result'])
    .where('issue', '>=', `${date}0000`)
    .where('issue', '<=', `${date}9999`)
    .where('result', 'is not', null)
    .orderBy('issue')
    .execute();
  const draws = rows.map((row) => row.result!.split(',').map(Number));
  return { date, sumEleven, issues: rows.map((row) => row.issue), roads: roadsOf(draws, sumEleven) };
}
