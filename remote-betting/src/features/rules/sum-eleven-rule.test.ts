/** The sum-11 rule is inferred from the published sum two-sided odds. */
import { sumElevenRule } from './sum-eleven-rule';
import type { PlayItem } from '../../api/catalogue-api';
import { playItem } from '../../test/render-betting';

const items = (odds: Record<string, number>): PlayItem[] =>
  Object.entries(odds).map(([code, value], id) => playItem(id, 0, 1, code, { odds: value, minStake: 100, maxStake: 100 }));

it('reads 1.98 on all four sum sides as the push rule', () => {
  expect(sumElevenRule(items({ big: 1.98, small: 1.98, odd: 1.98, even: 1.98 }))).toBe('push');
});

it('reads the default uneven prices as "11 is small and odd"', () => {
  expect(sumElevenRule(items({ big: 2.2, small: 1.78, odd: 1.78, even: 2.2 }))).toBe('small');
});

it('says unknown when an item is missing or the prices fit neither rule', () => {
  expect(sumElevenRule(items({ big: 2.2, small: 1.78, odd: 1.78 }))).toBe('unknown');
  expect(sumElevenRule(items({ big: 1.78, small: 2.2, odd: 1.78, even: 2.2 }))).toBe('unknown');
});
