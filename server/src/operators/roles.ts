// What each operator role may do: permission patterns over <module>:<entity>:<action>, where `*` matches one segment or the rest.
import { type OperatorRole } from '../db/schema';

export const OPERATOR_ROLES: readonly OperatorRole[] = ['admin', 'finance', 'agent'];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly string[]> = {
  admin: ['*'],
  finance: [
    'stats:*',
    'player:player:page',
    'player:player:info',
    'player:player:ledger',
    'player:player:bets',
    'player:player:orders',
    'player:player:logins',
    'player:player:adjust',
    'money:*',
    'audit:*',
    'draw:period:page',
    'draw:period:info',
  ],
  agent: ['player:player:page', 'player:player:info', 'player:player:bets', 'player:player:logins', 'cs:*', 'notice:notice:page', 'notice:notice:info'],
};

/** Whether `pattern` covers `key`: segments compare one by one; a `*` segment matches that segment, or everything after it when last. */
export function patternMatches(pattern: string, key: string): boolean {
  const want = pattern.split(':');
  const have = key.split(':');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*' && i === want.length - 1) return have.length > i;
    if (i >= have.length) return false;
    if (want[i] !== '*' && want[i] !== have[i]) return false;
  }
  return want.length === have.length;
}

export function hasPermission(role: OperatorRole, key: string): boolean {
  const patterns = ROLE_PERMISSIONS[role] ?? [];
  return patterns.some((pattern) => patternMatches(pattern, key));
}
