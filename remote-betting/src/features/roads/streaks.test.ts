/** Streak board computations against sequences worked out by hand. */
import { currentRun, streakBoard } from './streaks';
import { roadSides } from './road-cells';
import type { DayRoad } from './api/day-roads-api';

describe('the current run', () => {
  it('counts only at the newest end', () => {
    // Oldest first: a run of 5 big early on, then small, then 3 big at the end.
    expect(currentRun(roadSides('111112111'))).toEqual({ side: 'first', length: 3 });
    expect(currentRun(roadSides('1222'))).toEqual({ side: 'second', length: 3 });
    expect(currentRun(roadSides('2'))).toEqual({ side: 'second', length: 1 });
  });

  it('is none for an empty road and after a push; a push also ends the run before it', () => {
    expect(currentRun([])).toBeNull();
    expect(currentRun(roadSides('22220'))).toBeNull();
    // small ×4, push (sum 11), small ×2: the run is 2, not 6.
    expect(currentRun(roadSides('2222022'))).toEqual({ side: 'second', length: 2 });
  });
});

describe('the streak board', () => {
  const road = (rankId: number, pair: DayRoad['pair'], cells: string): DayRoad => ({ rankId, pair, cells });

  it('lists runs of 4 or more, longest first, equal runs in the roads\' order, each with its item', () => {
    const roads = [
      road(0, 'bigSmall', '12222'), //    sum small ×4
      road(0, 'oddEven', '21110'), //     sum pushed last: no run
      road(1, 'bigSmall', '111111'), //   champion big ×6
      road(1, 'oddEven', '21112'), //     champion even ×1
      road(1, 'dragonTiger', '22222'), // champion tiger ×5
      road(2, 'bigSmall', '1222'), //     runner-up small ×3: too short
      road(6, 'oddEven', '21111'), //     6th odd ×4
    ];
    expect(streakBoard(roads)).toEqual([
      { rankId: 1, pair: 'bigSmall', side: 'first', code: 'big', length: 6 },
      { rankId: 1, pair: 'dragonTiger', side: 'second', code: 'tiger', length: 5 },
      { rankId: 0, pair: 'bigSmall', side: 'second', code: 'small', length: 4 },
      { rankId: 6, pair: 'oddEven', side: 'first', code: 'odd', length: 4 },
    ]);
  });

  it('takes another threshold, and is empty when nothing runs long enough', () => {
    const roads = [road(3, 'oddEven', '1122'), road(4, 'bigSmall', '212')];
    expect(streakBoard(roads)).toEqual([]);
    expect(streakBoard(roads, 2)).toEqual([{ rankId: 3, pair: 'oddEven', side: 'second', code: 'even', length: 2 }]);
  });
});
