/** Tapping an entry of the viewing history opens the notice it names, the history of draws at its period, the plan's page or the author's; a removed entry opens nothing. */
import { viewTarget } from './view-target';

it('opens a notice by its id', () => {
  expect(viewTarget({ kind: 'notice', ref: '42', available: true })).toBe('/pages/notice/detail?id=42');
});

it('opens the draw results searched to the period of a draw', () => {
  expect(viewTarget({ kind: 'draw', ref: '202611220100', available: true })).toBe('/pages/history/index?issue=202611220100');
});

it('opens a plan on its page in the plan hall', () => {
  expect(viewTarget({ kind: 'plan', ref: '7', available: true })).toBe('/pages/plan/detail?id=7');
});

it("opens a plan author's page in the plan hall by the author's id", () => {
  expect(viewTarget({ kind: 'author', ref: '31', available: true })).toBe('/pages/plan/author?id=31');
});

it('opens nothing for a notice removed since, or a plan or author no longer shown', () => {
  expect(viewTarget({ kind: 'notice', ref: '42', available: false })).toBeNull();
  expect(viewTarget({ kind: 'plan', ref: '7', available: false })).toBeNull();
  expect(viewTarget({ kind: 'author', ref: '31', available: false })).toBeNull();
});
