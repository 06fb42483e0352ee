/** can(): a role's permission patterns, `*` one segment or (last) the rest, as the server's roles read them. */
import { patternAllows, permits } from './permissions';
import { canWith } from './operator-person';
import type { OperatorPerson } from './operator-store';

const FINANCE = ['stats:*', 'player:player:page', 'player:player:adjust', 'money:*', 'audit:*', 'draw:period:page'];

it('matches exact keys, a trailing * for the rest, a middle * for one segment', () => {
  expect(patternAllows('*', 'base:operator:add')).toBe(true);
  expect(patternAllows('money:*', 'money:order:approve')).toBe(true);
  expect(patternAllows('money:*', 'money')).toBe(false);
  expect(patternAllows('player:*:page', 'player:player:page')).toBe(true);
  expect(patternAllows('player:*:page', 'player:player:adjust')).toBe(false);
  expect(patternAllows('player:player:page', 'player:player:page')).toBe(true);
  expect(patternAllows('player:player:page', 'player:player:pages')).toBe(false);
  expect(patternAllows('player:player', 'player:player:page')).toBe(false);
  expect(permits(FINANCE, 'stats:overview:summary')).toBe(true);
  expect(permits(FINANCE, 'player:player:freeze')).toBe(false);
  expect(permits(FINANCE, 'notice:notice:page')).toBe(false);
});

it('allows nothing before the person is known, or while the one-time password must be changed', () => {
  const admin: OperatorPerson = { id: 1, username: 'root', displayName: 'Root', role: 'admin', permissions: ['*'], mustChangePassword: false };
  expect(canWith(admin, 'base:operator:add')).toBe(true);
  expect(canWith(null, 'base:operator:add')).toBe(false);
  expect(canWith({ ...admin, mustChangePassword: true }, 'base:operator:add')).toBe(false);
});
