/**
 * The streak board ("long dragon"), pure: each road's current run at its newest end, and the runs long enough to show,
 * longest first. A push ends every run: that draw went to neither side.
 */
import type { DayRoad, RoadPair } from './api/day-roads-api';
import { roadSides, sideCode, type RoadSide } from './road-cells';

export const STREAK_MIN = 4;

export interface Run {
  side: Exclude<RoadSide, 'push'>;
  length: number;
}

/** The run at the newest end of a road (sides oldest first); none when the road is empty or its last draw pushed. */
export function currentRun(sides: readonly RoadSide[]): Run | null {
  const last = sides[sides.length - 1];
  if (last === undefined || last === 'push') return null;
  let length = 0;
  for (let i = sides.length - 1; i >= 0 && sides[i] === last; i--) length += 1;
  return { side: last, length };
}

export interface Streak {
  rankId: number;
  pair: RoadPair;
  side: Run['side'];
  /** The play item code of the running side (`big`, `even`, `dragon`…). */
  code: string;
  length: number;
}

/** Every road whose current run is at least `min` draws, longest first; equal runs keep the roads' order. */
export function streakBoard(roads: readonly DayRoad[], min = STREAK_MIN): Streak[] {
  const streaks: Streak[] = [];
  for (const road of roads) {
    const run = currentRun(roadSides(road.cells));
    if (run && run.length >= min) streaks.push({ rankId: road.rankId, pair: road.pair, side: run.side, code: sideCode(road.pair, run.side)!, length: run.length });
  }
  // Array.prototype.sort is stable: ties stay in the roads' order.
  return streaks.sort((a, b) => b.length - a.length);
}
