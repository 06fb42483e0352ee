/** The places a bet is judged on, by GAME_RULES.md. */
import { decidingPlaces } from './deciding-places';

it('judges a place bet on its own place', () => {
  expect(decidingPlaces(1, '7')).toEqual([0]);
  expect(decidingPlaces(10, 'big')).toEqual([9]);
});

it('judges a sum bet on champion and runner-up', () => expect(decidingPlaces(0, 'odd')).toEqual([0, 1]));

it('judges dragon and tiger on the place and its mirror', () => {
  expect(decidingPlaces(1, 'dragon')).toEqual([0, 9]);
  expect(decidingPlaces(5, 'tiger')).toEqual([4, 5]);
});
