/** Tapping an entry of the viewing history opens the notice it names, or the history of draws at its period; a removed notice opens nothing. */
import { viewTarget } from './view-target';

it('opens a notice by its id', () => {
  expect(viewTarget({ kind: 'notice', ref: '42', available: true })).toBe('/pages/notice/detail?id=42');
});

it('opens the draw results searched to the period of a draw', () => {
  expect(viewTarget({ kind: 'draw', ref: '202611220100', available: true })).toBe('/pages/history/index?issue=202611220100');
});

it('opens nothing for a notice removed since, or a plan', () => {
  expect(viewTarget({ kind: 'notice', ref: '42', available: false })).toBeNull();
  expect(viewTarget({ kind: 'plan', ref: '7', available: true })).toBeNull();
});
