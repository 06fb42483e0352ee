/**
 * A road as the grids draw it, pure: the server's cells (one character per draw, oldest first: `1` the pair's first side,
 * `2` its second, `0` a push) read as sides, counted, and laid out as a bead road, column by column, top to bottom.
 */
import type { RoadPair } from './api/day-roads-api';

export type RoadSide = 'first' | 'second' | 'push';

/** The play item codes of each pair's two sides, in the server's order (`1` is the first). */
export const PAIR_CODES: Record<RoadPair, readonly [string, string]> = {
  bigSmall: ['big', 'small'],
  oddEven: ['odd', 'even'],
  dragonTiger: ['dragon', 'tiger'],
};

/** Rows of a bead road column: the convention of these apps. */
export const BEAD_ROWS = 6;

const SIDE_OF_CELL: Record<string, RoadSide> = { '1': 'first', '2': 'second', '0': 'push' };

export function roadSides(cells: string): RoadSide[] {
  return [...cells].map((cell) => {
    const side = SIDE_OF_CELL[cell];
    if (!side) throw new Error(`not a road cell: ${cell}`);
    return side;
  });
}

/** The item code a side stands for; a push stands for none. */
export function sideCode(pair: RoadPair, side: RoadSide): string | null {
  if (side === 'push') return null;
  return PAIR_CODES[pair][side === 'first' ? 0 : 1];
}

export interface BeadCell {
  side: RoadSide;
  /** Index of the draw in the day, 0 the first. */
  index: number;
}

/** The bead road: draws in order, filling each column of `rows` cells top to bottom before the next column. */
export function beadColumns(sides: readonly RoadSide[], rows = BEAD_ROWS): BeadCell[][] {
  const columns: BeadCell[][] = [];
  sides.forEach((side, index) => {
    if (index % rows === 0) columns.push([]);
    columns[columns.length - 1].push({ side, index });
  });
  return columns;
}

export function roadCounts(sides: readonly RoadSide[]): Record<RoadSide, number> {
  const counts = { first: 0, second: 0, push: 0 };
  for (const side of sides) counts[side] += 1;
  return counts;
}
