// Property tests of the play items against a plain reference written straight from GAME_RULES.md (not from judgeItem):
// for random draws, every item of every rank is judged win/lose/push exactly as the rule book says, under both SUM_ELEVEN
// settings; the item set and default odds are the rule book's table; and returnToPlayer flags exactly the odds that
// return more than 100% (checked against exact integer counts of the 90 ordered champion/runner-up-style pairs).
import fc from 'fast-check';
import { defaultPlayItems, judgeItem, returnToPlayer, type Outcome } from './play-items';

type Rule = 'small' | 'push';
const RULES: Rule[] = ['small', 'push'];

// ---------------------------------------------------------------------------------------------------------------------
// The reference: the rule book's table, transcribed. A draw is places[0] = champion … places[9] = 10th place.
// ---------------------------------------------------------------------------------------------------------------------

interface RefItem {
  rank: number; // 0 = champion + runner-up sum, 1..10 = place
  code: string;
  /** Default odds, stake included, in thousandths. */
  odds: number;
}

function referenceItems(rule: Rule): RefItem[] {
  const items: RefItem[] = [];
  // rank 0, type 0: sums 3..19 with the table's odds.
  const sumOdds: Record<string, number> = {};
  for (const s of [3, 4, 18, 19]) sumOdds[s] = 44_100;
  for (const s of [5, 6, 16, 17]) sumOdds[s] = 22_050;
  for (const s of [7, 8, 14, 15]) sumOdds[s] = 14_700;
  for (const s of [9, 10, 12, 13]) sumOdds[s] = 11_000;
  sumOdds[11] = 8_800;
  for (let s = 3; s <= 19; s++) items.push({ rank: 0, code: `${s}`, odds: sumOdds[s] });
  // rank 0, type 1: big 2.2 / small 1.78, odd 1.78 / even 2.2; all four 1.98 when sum 11 is a tie.
  if (rule === 'small') {
    items.push({ rank: 0, code: 'big', odds: 2_200 }, { rank: 0, code: 'small', odds: 1_780 }, { rank: 0, code: 'odd', odds: 1_780 }, { rank: 0, code: 'even', odds: 2_200 });
  } else {
    for (const code of ['big', 'small', 'odd', 'even']) items.push({ rank: 0, code, odds: 1_980 });
  }
  // ranks 1..10: numbers 1..10 at 9.8, big/small/odd/even at 1.98; dragon/tiger at 1.98 on places 1..5 only.
  for (let place = 1; place <= 10; place++) {
    for (let n = 1; n <= 10; n++) items.push({ rank: place, code: `${n}`, odds: 9_800 });
    for (const code of ['big', 'small', 'odd', 'even']) items.push({ rank: place, code, odds: 1_980 });
    if (place <= 5) items.push({ rank: place, code: 'dragon', odds: 1_980 }, { rank: place, code: 'tiger', odds: 1_980 });
  }
  return items;
}

/** The rule book's "wins when" column, one branch per row of the table. */
function referenceOutcome(rank: number, code: string, places: readonly number[], rule: Rule): Outcome {
  const win = (condition: boolean): Outcome => (condition ? 'win' : 'lose');
  if (rank === 0) {
    const champion = places[0];
    const runnerUp = places[1];
    const total = champion + runnerUp;
    const twoSided = code === 'big' || code === 'small' || code === 'odd' || code === 'even';
    if (twoSided && rule === 'push' && total === 11) return 'push'; // "a tie refunds the stake"
    if (code === 'big') return win(total >= 12);
    if (code === 'small') return win(total <= 11);
    if (code === 'odd') return win(total % 2 !== 0);
    if (code === 'even') return win(total % 2 === 0);
    return win(total === parseInt(code, 10));
  }
  const mine = places[rank - 1];
  if (code === 'big') return win(mine >= 6);
  if (code === 'small') return win(mine <= 5);
  if (code === 'odd') return win(mine % 2 !== 0);
  if (code === 'even') return win(mine % 2 === 0);
  if (code === 'dragon' || code === 'tiger') {
    const other = places[11 - rank - 1]; // place (11 − k)
    return code === 'dragon' ? win(mine > other) : win(mine < other);
  }
  return win(mine === parseInt(code, 10));
}

/**
 * Exact chances as integer counts over the 10 × 9 = 90 equally likely ordered pairs of distinct numbers in the two places
 * an item looks at (every item looks at one or two places; a one-place item just ignores the second number).
 */
function referenceCounts(rank: number, code: string, rule: Rule): { wins: number; pushes: number; cases: number } {
  let wins = 0;
  let pushes = 0;
  let cases = 0;
  for (let first = 1; first <= 10; first++) {
    for (let second = 1; second <= 10; second++) {
      if (first === second) continue;
      // Build some valid draw with `first` in the item's place and `second` in the other place it may look at.
      const own = rank === 0 ? 0 : rank - 1;
      const other = rank === 0 ? 1 : rank <= 5 ? 10 - rank : own === 0 ? 1 : 0;
      const places = new Array<number>(10).fill(0);
      places[own] = first;
      places[other] = second;
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== first && n !== second);
      for (let i = 0; i < 10; i++) if (places[i] === 0) places[i] = rest.pop()!;
      const outcome = referenceOutcome(rank, code, places, rule);
      if (outcome === 'win') wins++;
      if (outcome === 'push') pushes++;
      cases++;
    }
  }
  return { wins, pushes, cases };
}

/** RTP > 1 exactly, in integers: wins × odds + pushes × 1000 > cases × 1000 (odds in thousandths). */
function referenceAbove100(rank: number, code: string, odds: number, rule: Rule): boolean {
  const { wins, pushes, cases } = referenceCounts(rank, code, rule); // integers: no rounding at exactly 100%
  return wins * odds + pushes * 1000 > cases * 1000;
}

// ---------------------------------------------------------------------------------------------------------------------

const permutation = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 10, maxLength: 10 });
const key = (i: { rank: number; code: string }) => `${i.rank}/${i.code}`;

describe('play items against the rule book (property tests)', () => {
  it.each(RULES)('offers exactly the rule book\'s items with its default odds (SUM_ELEVEN=%s)', (rule) => {
    const actual = defaultPlayItems(rule).map((i) => ({ rank: i.rankId, code: i.code, odds: i.oddsMilli }));
    const expected = referenceItems(rule);
    expect(new Map(actual.map((i) => [key(i), i.odds]))).toEqual(new Map(expected.map((i) => [key(i), i.odds])));
    expect(actual).toHaveLength(expected.length);
  });

  it.each(RULES)('judges every item of every place like the rule book for random draws (SUM_ELEVEN=%s)', (rule) => {
    const items = referenceItems(rule);
    fc.assert(
      fc.property(permutation, (places) => {
        for (const item of items) {
          const actual = judgeItem(item.rank, item.code, places, rule);
          const expected = referenceOutcome(item.rank, item.code, places, rule);
          if (actual !== expected) throw new Error(`${key(item)} on [${places}]: judged ${actual}, rule book says ${expected}`);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('judges dragon/tiger only on places 1..5 (no mirror items on 6..10)', () => {
    fc.assert(
      fc.property(permutation, fc.integer({ min: 6, max: 10 }), fc.constantFrom('dragon', 'tiger'), (places, rank, code) => {
        expect(() => judgeItem(rank, code, places, 'small')).toThrow();
      }),
      { numRuns: 200 },
    );
  });

  describe('sum 11 under both settings', () => {
    // Every way to draw sum 11 (champion + runner-up), the other eight places shuffled at random.
    const sumEleven = fc
      .constantFrom<[number, number]>([1, 10], [2, 9], [3, 8], [4, 7], [5, 6], [6, 5], [7, 4], [8, 3], [9, 2], [10, 1])
      .chain(([a, b]) =>
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== a && n !== b), { minLength: 8, maxLength: 8 }).map((rest) => [a, b, ...rest]),
      );

    it('SUM_ELEVEN=small: 11 is small and odd, not big or even; the number 11 wins', () => {
      fc.assert(
        fc.property(sumEleven, (places) => {
          expect(['big', 'small', 'odd', 'even', '11', '10', '12'].map((c) => judgeItem(0, c, places, 'small'))).toEqual(['lose', 'win', 'win', 'lose', 'win', 'lose', 'lose']);
        }),
      );
    });

    it('SUM_ELEVEN=push: the four two-sided sum items are a push (stake back); the sum number 11 still wins', () => {
      fc.assert(
        fc.property(sumEleven, (places) => {
          expect(['big', 'small', 'odd', 'even', '11', '10', '12'].map((c) => judgeItem(0, c, places, 'push'))).toEqual(['push', 'push', 'push', 'push', 'win', 'lose', 'lose']);
        }),
      );
    });

    it('only sum 11 ever pushes, and single places never push', () => {
      fc.assert(
        fc.property(permutation, (places) => {
          for (const rule of RULES) {
            for (const item of referenceItems(rule)) {
              const pushed = judgeItem(item.rank, item.code, places, rule) === 'push';
              const tie = rule === 'push' && item.rank === 0 && places[0] + places[1] === 11 && ['big', 'small', 'odd', 'even'].includes(item.code);
              if (pushed !== tie) throw new Error(`${key(item)} on [${places}] (${rule}): push ${pushed}`);
            }
          }
        }),
        { numRuns: 300 },
      );
    });
  });

  describe('return to player', () => {
    it('is at most 100% for every default item under both settings', () => {
      for (const rule of RULES) {
        for (const item of defaultPlayItems(rule)) {
          expect(returnToPlayer(item.rankId, item.code, item.oddsMilli, rule)).toBeLessThanOrEqual(1);
          expect(referenceAbove100(item.rankId, item.code, item.oddsMilli, rule)).toBe(false);
        }
      }
    });

    it('agrees with the exact reference chance for any item and any odds, and flags exactly the odds above 100%', () => {
      const items = RULES.flatMap((rule) => referenceItems(rule).map((item) => ({ ...item, rule, ...referenceCounts(item.rank, item.code, rule) })));
      fc.assert(
        fc.property(fc.constantFrom(...items), fc.integer({ min: 1_000, max: 200_000 }), (item, odds) => {
          const { wins, pushes, cases } = item;
          const rtp = returnToPlayer(item.rank, item.code, odds, item.rule);
          const exact = (wins * odds + pushes * 1000) / cases / 1000;
          const above = wins * odds + pushes * 1000 > cases * 1000;
          if (Math.abs(rtp - exact) > 1e-12 || rtp > 1 !== above) throw new Error(`${key(item)} (${item.rule}) at ${odds}: rtp ${rtp}, exact ${exact}`);
        }),
        { numRuns: 2000 },
      );
    });

    it('flags any item once its odds are raised past break-even, and not one step before', () => {
      for (const rule of RULES) {
        for (const item of referenceItems(rule)) {
          const { wins, pushes, cases } = referenceCounts(item.rank, item.code, rule);
          // Largest odds (in thousandths) with wins × odds + pushes × 1000 ≤ cases × 1000: exactly 100% or just under.
          const breakEven = Math.floor((cases * 1000 - pushes * 1000) / wins);
          expect(breakEven).toBeGreaterThanOrEqual(item.odds);
          expect(returnToPlayer(item.rank, item.code, breakEven, rule)).toBeLessThanOrEqual(1);
          expect(returnToPlayer(item.rank, item.code, breakEven + 1, rule)).toBeGreaterThan(1);
        }
      }
    });
  });
});
