// Play items of the rule book: which exist, how each is judged, and that no default odds return more than 100%.
import { defaultPlayItems, judgeItem, returnToPlayer, SUM_RANK_ID } from './play-items';

const draw = [3, 8, 1, 10, 6, 2, 9, 4, 7, 5]; // champion 3, runner-up 8, sum 11

describe('play items', () => {
  it('has 171 items with the defaults: 21 on the sum, 16 on places 1..5, 14 on places 6..10', () => {
    for (const rule of ['small', 'push'] as const) {
      const items = defaultPlayItems(rule);
      expect(items).toHaveLength(171);
      const onRank = (rank: number) => items.filter((i) => i.rankId === rank).length;
      expect(onRank(SUM_RANK_ID)).toBe(21);
      for (let place = 1; place <= 5; place++) expect(onRank(place)).toBe(16);
      for (let place = 6; place <= 10; place++) expect(onRank(place)).toBe(14);
      expect(new Set(items.map((i) => `${i.rankId}/${i.code}`)).size).toBe(171);
    }
  });

  it('judges single-place items by the number in that place', () => {
    expect(judgeItem(1, '3', draw, 'small')).toBe('win');
    expect(judgeItem(1, '4', draw, 'small')).toBe('lose');
    expect(judgeItem(4, 'big', draw, 'small')).toBe('win'); // 10
    expect(judgeItem(5, 'big', draw, 'small')).toBe('win'); // 6 is big
    expect(judgeItem(10, 'small', draw, 'small')).toBe('win'); // 5 is small
    expect(judgeItem(3, 'odd', draw, 'small')).toBe('win'); // 1
    expect(judgeItem(6, 'even', draw, 'small')).toBe('win'); // 2
  });

  it('judges dragon/tiger of place k against place 11-k, and refuses them on places 6..10', () => {
    expect(judgeItem(1, 'dragon', draw, 'small')).toBe('lose'); // 3 vs 5
    expect(judgeItem(1, 'tiger', draw, 'small')).toBe('win');
    expect(judgeItem(2, 'dragon', draw, 'small')).toBe('win'); // 8 vs 7
    expect(() => judgeItem(6, 'dragon', draw, 'small')).toThrow(/only exist on places 1..5/);
  });

  it('judges the sum with its own threshold, not the single-place one', () => {
    const sum12 = [5, 7, 1, 2, 3, 4, 6, 8, 9, 10];
    expect(judgeItem(SUM_RANK_ID, 'big', sum12, 'small')).toBe('win');
    const sum10 = [6, 4, 1, 2, 3, 5, 7, 8, 9, 10]; // both places ≥ 6 would say big; the sum says small
    expect(judgeItem(SUM_RANK_ID, 'big', sum10, 'small')).toBe('lose');
    expect(judgeItem(SUM_RANK_ID, '10', sum10, 'small')).toBe('win');
  });

  it('counts sum 11 as small and odd by default, and as a push on the four two-sided sum items when configured', () => {
    expect(['big', 'small', 'odd', 'even'].map((c) => judgeItem(SUM_RANK_ID, c, draw, 'small'))).toEqual(['lose', 'win', 'win', 'lose']);
    expect(['big', 'small', 'odd', 'even'].map((c) => judgeItem(SUM_RANK_ID, c, draw, 'push'))).toEqual(['push', 'push', 'push', 'push']);
    expect(judgeItem(SUM_RANK_ID, '11', draw, 'push')).toBe('win');
  });

  it('gives every default item a return to player of at most 100%, and the documented ones exactly', () => {
    for (const rule of ['small', 'push'] as const) {
      for (const item of defaultPlayItems(rule)) {
        const rtp = returnToPlayer(item.rankId, item.code, item.oddsMilli, rule);
        expect(rtp).toBeLessThanOrEqual(1);
        expect(rtp).toBeGreaterThan(0.95);
      }
    }
    expect(returnToPlayer(1, '7', 9800, 'small')).toBeCloseTo(0.98, 10);
    expect(returnToPlayer(SUM_RANK_ID, '3', 44100, 'small')).toBeCloseTo(0.98, 10);
    expect(returnToPlayer(SUM_RANK_ID, 'small', 1780, 'small')).toBeCloseTo((50 / 90) * 1.78, 10);
    expect(returnToPlayer(SUM_RANK_ID, 'big', 1980, 'push')).toBeCloseTo((40 / 90) * 1.98 + 10 / 90, 10);
  });

  it('reveals odds that would return more than 100%', () => {
    expect(returnToPlayer(1, 'big', 2010, 'small')).toBeGreaterThan(1);
    expect(returnToPlayer(SUM_RANK_ID, '11', 9100, 'small')).toBeGreaterThan(1);
  });
});
