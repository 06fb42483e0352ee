/**
 * Trend figures for one place over a run of draws, pure: the hit number per draw, each number's current and longest
 * miss, hot and cold numbers, and the big/small and odd/even split. Draws are given oldest first.
 */

export const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface NumberMisses {
  number: number;
  hits: number;
  /** Draws since it last came up in this place (all of them if it never did). */
  current: number;
  /** The longest run of draws without it, the current run included. */
  longest: number;
}

/** The number that came up in `place` (1 = champion) in each draw. */
export function placeSeries(draws: readonly (readonly number[])[], place: number): number[] {
  return draws.map((places) => places[place - 1]);
}

/** Per number 1..10: hits, current miss and longest miss over `series` (oldest first). */
export function missStats(series: readonly number[]): NumberMisses[] {
  return NUMBERS.map((number) => {
    let hits = 0;
    let run = 0;
    let longest = 0;
    for (const drawn of series) {
      if (drawn === number) {
        hits += 1;
        run = 0;
      } else {
        run += 1;
        longest = Math.max(longest, run);
      }
    }
    return { number, hits, current: run, longest };
  });
}

/**
 * For the chart: in each draw, how long each number had been missing up to and including that draw (0 where it hit).
 * Row r, column n-1. Counting starts at the first draw shown.
 */
export function missGrid(series: readonly number[]): number[][] {
  const running = NUMBERS.map(() => 0);
  return series.map((drawn) =>
    NUMBERS.map((number, column) => {
      running[column] = drawn === number ? 0 : running[column] + 1;
      return running[column];
    }),
  );
}

export interface HotColdOptions {
  /** Numbers each list takes before ties... */
  count?: number;
  /** ...and at most this many with the numbers tied with the last one taken. */
  max?: number;
  /** Below this many draws neither list means anything: both stay empty. */
  minDraws?: number;
}

export const HOT_COLD_MIN_DRAWS = 10;

/**
 * Hot: the most hits, ties broken by the more recent (smaller current miss); a number that never came up is never hot.
 * Cold: the fewest hits, ties broken by the longer current miss; never a hot number. Each list also takes every number
 * tied with its last one (same hits and current miss: only numbers that never came up can tie), up to `max`, so equal
 * numbers are not split by their face value.
 */
export function hotAndCold(
  stats: readonly NumberMisses[],
  { count = 3, max = 5, minDraws = HOT_COLD_MIN_DRAWS }: HotColdOptions = {},
): { hot: NumberMisses[]; cold: NumberMisses[] } {
  const draws = stats.reduce((sum, s) => sum + s.hits, 0);
  if (draws < minDraws) return { hot: [], cold: [] };
  const hot = takeWithTies(
    stats.filter((s) => s.hits > 0).sort((a, b) => b.hits - a.hits || a.current - b.current || a.number - b.number),
    count,
    max,
  );
  const cold = takeWithTies(
    stats.filter((s) => !hot.includes(s)).sort((a, b) => a.hits - b.hits || b.current - a.current || a.number - b.number),
    count,
    max,
  );
  return { hot, cold };
}

function takeWithTies(ranked: readonly NumberMisses[], count: number, max: number): NumberMisses[] {
  const taken = ranked.slice(0, count);
  const last = taken[taken.length - 1];
  for (const next of ranked.slice(count)) {
    if (taken.length >= max || !last || next.hits !== last.hits || next.current !== last.current) break;
    taken.push(next);
  }
  return taken;
}

export interface Split {
  big: number;
  small: number;
  odd: number;
  even: number;
}

/** A single place: big is 6..10, small 1..5 (GAME_RULES.md). */
export function bigSmallOddEven(series: readonly number[]): Split {
  const split = { big: 0, small: 0, odd: 0, even: 0 };
  for (const n of series) {
    if (n >= 6) split.big += 1;
    else split.small += 1;
    if (n % 2 === 1) split.odd += 1;
    else split.even += 1;
  }
  return split;
}

/** Whole percent of `part` in `total`, 0 for an empty run. */
export function percent(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part * 100) / total);
}
