/** The big road against sequences worked out by hand. */
import { bigRoad } from './big-road';
import { roadSides } from './road-cells';

const layout = (cells: string, rows?: number) => bigRoad(roadSides(cells), rows).map(({ side, column, row, pushes }) => `${side[0]}${column}.${row}${pushes ? `+${pushes}` : ''}`);

it('starts a column for each run and fills it downwards', () => {
  // big big small big big big: columns of 2, 1, 3.
  expect(layout('112111')).toEqual(['f0.0', 'f0.1', 's1.0', 'f2.0', 'f2.1', 'f2.2']);
});

it('turns a run longer than the column right along its bottom row', () => {
  // Eight smalls with 6 rows: rows 0..5 in column 0, then columns 1 and 2 on row 5; the next run starts in column 1.
  expect(layout('222222221')).toEqual(['s0.0', 's0.1', 's0.2', 's0.3', 's0.4', 's0.5', 's1.5', 's2.5', 'f1.0']);
});

it('turns early where a tail already holds the cell below', () => {
  // 3 rows: small ×5 (tail on row 2 to column 2), big ×1, small ×3: column 2 is blocked at row 2, so the third small turns at row 1.
  expect(layout('222221222', 3)).toEqual(['s0.0', 's0.1', 's0.2', 's1.2', 's2.2', 'f1.0', 's2.0', 's2.1', 's3.1']);
});

it('counts a push on the cell before it, and pushes before any cell on the first', () => {
  // push, small, push, small, big, push, small: the sum's road with sum 11 a push.
  expect(layout('0202102')).toEqual(['s0.0+2', 's0.1', 'f1.0+1', 's2.0']);
  expect(layout('002')).toEqual(['s0.0+2']);
  expect(layout('000')).toEqual([]);
});
