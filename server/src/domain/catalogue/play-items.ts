// The racing-number play items: which exist on which rank, how each is judged against a draw, and their default odds.
import { type SumElevenRule } from '../../config';

export const SUM_RANK_ID = 0;
export const PLACE_COUNT = 10;
export type Outcome = 'win' | 'lose' | 'push';
/** A draw: drawOrder[0] is the champion's number … drawOrder[9] the 10th place's. */
export type DrawOrder = readonly number[];

export const ODDS_TYPE = { numbers: 0, twoSided: 1 } as const;

export interface PlayItemDefinition {
  rankId: number;
  type: number;
  code: string;
  /** Default decimal odds in thousandths, stake included. */
  oddsMilli: number;
  orderNum: number;
}

const SUM_NUMBER_ODDS: Record<number, number> = {
  3: 44100, 4: 44100, 18: 44100, 19: 44100,
  5: 22050, 6: 22050, 16: 22050, 17: 22050,
  7: 14700, 8: 14700, 14: 14700, 15: 14700,
  9: 11000, 10: 11000, 12: 11000, 13: 11000,
  11: 8800,
};

/** Every play item of the rule book with its default odds (171 with the defaults). */
export function defaultPlayItems(sumEleven: SumElevenRule): PlayItemDefinition[] {
  const items: PlayItemDefinition[] = [];
  for (let sum = 3; sum <= 19; sum++) {
    items.push({ rankId: SUM_RANK_ID, type: ODDS_TYPE.numbers, code: String(sum), oddsMilli: SUM_NUMBER_ODDS[sum], orderNum: sum });
  }
  const sumSides: Array<[string, number, number]> =
    sumEleven === 'push'
      ? [['big', 1980, 1], ['small', 1980, 2], ['odd', 1980, 3], ['even', 1980, 4]]
      : [['big', 2200, 1], ['small', 1780, 2], ['odd', 1780, 3], ['even', 2200, 4]];
  for (const [code, oddsMilli, orderNum] of sumSides) {
    items.push({ rankId: SUM_RANK_ID, type: ODDS_TYPE.twoSided, code, oddsMilli, orderNum });
  }
  for (let place = 1; place <= PLACE_COUNT; place++) {
    for (let pick = 1; pick <= PLACE_COUNT; pick++) {
      items.push({ rankId: place, type: ODDS_TYPE.numbers, code: String(pick), oddsMilli: 9800, orderNum: pick });
    }
    const sides = place <= 5 ? ['big', 'small', 'odd', 'even', 'dragon', 'tiger'] : ['big', 'small', 'odd', 'even'];
    sides.forEach((code, index) => items.push({ rankId: place, type: ODDS_TYPE.twoSided, code, oddsMilli: 1980, orderNum: index + 1 }));
  }
  return items;
}

const KNOWN_ITEMS = new Set(defaultPlayItems('small').map((item) => `${item.rankId}/${item.code}`));

/** Whether the rule book knows this item (its odds aside): only those can be judged. */
export function isPlayItem(rankId: number, code: string): boolean {
  return KNOWN_ITEMS.has(`${rankId}/${code}`);
}

/** Judges one play item against a draw. Throws on an item the rule book does not know. */
export function judgeItem(rankId: number, code: string, draw: DrawOrder, sumEleven: SumElevenRule): Outcome {
  const result = (won: boolean): Outcome => (won ? 'win' : 'lose');
  if (rankId === SUM_RANK_ID) {
    const sum = draw[0] + draw[1];
    if (/^\d+$/.test(code)) return result(sum === Number(code));
    if (sum === 11 && sumEleven === 'push' && ['big', 'small', 'odd', 'even'].includes(code)) return 'push';
    switch (code) {
      case 'big': return result(sum >= 12);
      case 'small': return result(sum <= 11);
      case 'odd': return result(sum % 2 === 1);
      case 'even': return result(sum % 2 === 0);
    }
    throw new Error(`unknown sum item ${code}`);
  }
  if (rankId < 1 || rankId > PLACE_COUNT) throw new Error(`unknown rank ${rankId}`);
  const number = draw[rankId - 1];
  if (/^\d+$/.test(code)) return result(number === Number(code));
  switch (code) {
    case 'big': return result(number >= 6);
    case 'small': return result(number <= 5);
    case 'odd': return result(number % 2 === 1);
    case 'even': return result(number % 2 === 0);
    case 'dragon':
    case 'tiger': {
      if (rankId > 5) throw new Error(`dragon/tiger only exist on places 1..5, not ${rankId}`);
      const mirror = draw[PLACE_COUNT - rankId];
      return result(code === 'dragon' ? number > mirror : number < mirror);
    }
  }
  throw new Error(`unknown item ${code} on rank ${rankId}`);
}

/**
 * Expected return per unit staked (1 = 100%): every item depends on at most two places, so the
 * 90 ordered pairs of distinct numbers in those places give the exact probabilities.
 */
export function returnToPlayer(rankId: number, code: string, oddsMilli: number, sumEleven: SumElevenRule): number {
  const [first, second] = rankId === SUM_RANK_ID ? [0, 1] : [rankId - 1, rankId <= 5 ? PLACE_COUNT - rankId : 0];
  let expectedMilli = 0;
  let cases = 0;
  for (let a = 1; a <= PLACE_COUNT; a++) {
    for (let b = 1; b <= PLACE_COUNT; b++) {
      if (a === b) continue;
      const draw = fillDraw(first, a, second, b);
      const outcome = judgeItem(rankId, code, draw, sumEleven);
      expectedMilli += outcome === 'win' ? oddsMilli : outcome === 'push' ? 1000 : 0;
      cases++;
    }
  }
  return expectedMilli / cases / 1000;
}

/** A valid draw with `a` in place index `first` and `b` in place index `second`, the rest in any order. */
function fillDraw(first: number, a: number, second: number, b: number): number[] {
  const draw = new Array<number>(PLACE_COUNT).fill(0);
  draw[first] = a;
  draw[second] = b;
  const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== a && n !== b);
  for (let i = 0; i < PLACE_COUNT; i++) if (i !== first && i !== second) draw[i] = rest.shift()!;
  return draw;
}
