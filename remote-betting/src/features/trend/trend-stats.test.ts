/** Trend figures against hand-worked cases. */
import { bigSmallOddEven, hotAndCold, missGrid, missStats, percent, placeSeries } from './trend-stats';

// Champion over 8 draws, oldest first: 3 7 3 10 1 3 7 2
const champion = [3, 7, 3, 10, 1, 3, 7, 2];
const stat = (number: number) => missStats(champion).find((s) => s.number === number)!;

describe('miss statistics', () => {
  it('counts hits, the current miss and the longest miss of a number that came up several times', () => {
    // 3 hits at draws 1, 3, 6; after draw 6 it misses 7 and 8 → current 2; gaps: 1 (draw 2), 2 (draws 4-5), 2 (7-8) → longest 2.
    expect(stat(3)).toEqual({ number: 3, hits: 3, current: 2, longest: 2 });
  });

  it('counts the leading gap before a first hit', () => {
    // 1 hits only at draw 5: 4 misses before, 3 after.
    expect(stat(1)).toEqual({ number: 1, hits: 1, current: 3, longest: 4 });
  });

  it('gives a number that just came up a current miss of 0', () => {
    expect(stat(2)).toEqual({ number: 2, hits: 1, current: 0, longest: 7 });
  });

  it('gives a number that never came up the whole run as both misses', () => {
    expect(stat(5)).toEqual({ number: 5, hits: 0, current: 8, longest: 8 });
  });
});

it('reads one place out of full draws', () => {
  expect(placeSeries([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]], 2)).toEqual([2, 9]);
});

it('fills the chart grid with running misses and 0 on the hit', () => {
  const grid = missGrid([3, 7, 3]);
  expect(grid[0]).toEqual([1, 1, 0, 1, 1, 1, 1, 1, 1, 1]);
  expect(grid[1]).toEqual([2, 2, 1, 2, 2, 2, 0, 2, 2, 2]);
  expect(grid[2]).toEqual([3, 3, 0, 3, 3, 3, 1, 3, 3, 3]);
});

describe('hot and cold', () => {
  const numbers = (list: { number: number }[]) => list.map((s) => s.number);

  it('ranks hot by hits, then by who came up most recently; cold by fewest hits, then by the longest miss', () => {
    // Oldest first: 1 2 1 3 1 2 4 5 6 1 2 7. Hits: 1×4, 2×3, then 3 4 5 6 7 once (7 just now, 6 three draws ago…),
    // 8 9 10 never (missing all 12).
    const { hot, cold } = hotAndCold(missStats([1, 2, 1, 3, 1, 2, 4, 5, 6, 1, 2, 7]));
    expect(numbers(hot)).toEqual([1, 2, 7]);
    expect(hot.map((s) => s.hits)).toEqual([4, 3, 1]);
    expect(numbers(cold)).toEqual([8, 9, 10]);
  });

  it('keeps every number tied with the last cold one instead of cutting them by face value', () => {
    // 1 2 3 4 5 6 1 2 3 4: 7, 8, 9 and 10 never came up; all four miss all 10 draws.
    const { hot, cold } = hotAndCold(missStats([1, 2, 3, 4, 5, 6, 1, 2, 3, 4]));
    expect(numbers(hot)).toEqual([4, 3, 2]);
    expect(numbers(cold)).toEqual([7, 8, 9, 10]);
  });

  it('stops at the most numbers a list may show even when more are tied', () => {
    // 1 1 1 1 1 1 1 1 1 2: nine numbers never came up.
    const { cold } = hotAndCold(missStats([1, 1, 1, 1, 1, 1, 1, 1, 1, 2]));
    expect(numbers(cold)).toEqual([3, 4, 5, 6, 7]);
  });

  it('says nothing before there are enough draws to mean anything', () => {
    expect(hotAndCold(missStats(champion))).toEqual({ hot: [], cold: [] });
    expect(numbers(hotAndCold(missStats(champion), { minDraws: 8 }).hot)).toEqual([3, 7, 2]);
  });

  it('never lists a number as both hot and cold, nor a number that never came up as hot', () => {
    const { hot, cold } = hotAndCold(missStats([1, 2]), { count: 5, minDraws: 1 });
    expect(numbers(hot)).toEqual([2, 1]);
    expect(numbers(hot).filter((n) => numbers(cold).includes(n))).toEqual([]);
  });
});

it('splits big/small at 6 and odd/even for a single place', () => {
  expect(bigSmallOddEven(champion)).toEqual({ big: 3, small: 5, odd: 6, even: 2 });
  expect(percent(3, 8)).toBe(38);
  expect(percent(0, 0)).toBe(0);
});
