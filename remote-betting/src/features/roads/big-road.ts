/**
 * The big road (大路), pure: each run of one side fills a column top to bottom; a run longer than the column turns right
 * along its last free row (the "dragon tail"); the next run starts one column right of the previous run's start. A push
 * takes no cell: it is counted on the cell before it (pushes before the first cell are counted on the first).
 */
import { BEAD_ROWS, type RoadSide } from './road-cells';

export interface BigRoadCell {
  side: Exclude<RoadSide, 'push'>;
  column: number;
  row: number;
  /** Pushes drawn right after this cell's draw (before the next side came up). */
  pushes: number;
}

export function bigRoad(sides: readonly RoadSide[], rows = BEAD_ROWS): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const take = (cell: BigRoadCell) => {
    cells.push(cell);
    taken.add(`${cell.column}/${cell.row}`);
  };
  let leadingPushes = 0;
  let runStart = -1;
  for (const side of sides) {
    const last = cells[cells.length - 1];
    if (side === 'push') {
      if (last) last.pushes += 1;
      else leadingPushes += 1;
      continue;
    }
    if (!last || last.side !== side) {
      // A new run: the first column right of the last run's start whose top is free (a tail may have taken it).
      let column = runStart + 1;
      while (taken.has(`${column}/0`)) column += 1;
      runStart = column;
      take({ side, column, row: 0, pushes: last ? 0 : leadingPushes });
    } else if (last.row + 1 < rows && !taken.has(`${last.column}/${last.row + 1}`)) {
      take({ side, column: last.column, row: last.row + 1, pushes: 0 });
    } else {
      take({ side, column: last.column + 1, row: last.row, pushes: 0 });
    }
  }
  return cells;
}
