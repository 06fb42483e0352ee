/** Test fixture of the draws feature: a period as the server's period page lists it. */
import type { Period } from '../features/draws/api/draws-api';

/** An open period (202706010042, 3 bets staking 15.00), with `overrides`. */
export function period(overrides: Partial<Period> = {}): Period {
  return {
    issue: '202706010042',
    chainId: '20270601',
    chainIndex: 42,
    status: 'open',
    openAt: '2027-06-01T10:00:00.000Z',
    closeAt: '2027-06-01T10:04:30.000Z',
    drawAt: '2027-06-01T10:05:00.000Z',
    places: null,
    cancelReason: null,
    bets: 3,
    stakes: 1500,
    ...overrides,
  };
}
