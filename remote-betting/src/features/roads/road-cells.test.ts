/** Bead road layout and counts against sequences worked out by hand. */
import { beadColumns, roadCounts, roadSides, sideCode } from './road-cells';

describe('the bead road', () => {
  it('fills each column top to bottom, six rows, before starting the next', () => {
    // 14 draws: columns of 6, 6 and 2; draw 7 (index 6) tops the second column.
    const sides = roadSides('11221210222112');
    const columns = beadColumns(sides);
    expect(columns.map((column) => column.length)).toEqual([6, 6, 2]);
    expect(columns[0].map((cell) => cell.side)).toEqual(['first', 'first', 'second', 'second', 'first', 'second']);
    expect(columns[1].map((cell) => cell.side)).toEqual(['first', 'push', 'second', 'second', 'second', 'first']);
    expect(columns[1][0].index).toBe(6);
    expect(columns[2].map((cell) => [cell.index, cell.side])).toEqual([
      [12, 'first'],
      [13, 'second'],
    ]);
  });

  it('has no column for no draws, and one exactly full column for six', () => {
    expect(beadColumns([])).toEqual([]);
    expect(beadColumns(roadSides('222222')).map((column) => column.length)).toEqual([6]);
    expect(beadColumns(roadSides('2222221')).map((column) => column.length)).toEqual([6, 1]);
  });

  it('counts each side, a sum-11 push on its own', () => {
    // Sums 3, 19, 11 (push), 12, 11 (push), 7: small, big, push, big, push, small.
    expect(roadCounts(roadSides('210102'))).toEqual({ first: 2, second: 2, push: 2 });
  });

  it('names the item each side stands for, and none for a push', () => {
    expect(sideCode('bigSmall', 'first')).toBe('big');
    expect(sideCode('oddEven', 'second')).toBe('even');
    expect(sideCode('dragonTiger', 'second')).toBe('tiger');
    expect(sideCode('bigSmall', 'push')).toBeNull();
  });

  it('refuses a cell the server never sends', () => {
    expect(() => roadSides('12x')).toThrow('not a road cell: x');
  });
});
