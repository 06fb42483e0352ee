// A plan's status from its period and bets, and an author's hit rate and streak from their plans' statuses.
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { currentStreak, hitRate, planHits, planStatus, type JudgedPick } from './plan-outcome';

const pick = (status: number, amount: number, payout: number): JudgedPick => ({ status, amount, payout });
const settled = { status: 'settled' as const, closeAt: 1000 };

describe('plan status', () => {
  it('is open before the close by the server clock, closed from the close until settled', () => {
    const bets = [pick(BET_STATUS.pending, 100, 0)];
    expect(planStatus({ status: 'scheduled', closeAt: 1000 }, bets, 999)).toBe('open');
    expect(planStatus({ status: 'scheduled', closeAt: 1000 }, bets, 1000)).toBe('closed');
    expect(planStatus({ status: 'drawn', closeAt: 1000 }, bets, 500)).toBe('closed');
    expect(planStatus({ status: 'cancelled', closeAt: 1000 }, bets, 2000)).toBe('closed');
    expect(planHits('closed', bets)).toBeNull();
  });

  it('is the slip\'s outcome once settled: won above the stake, push at it, lost below, refunded when every pick came back', () => {
    expect(planStatus(settled, [pick(BET_STATUS.won, 100, 980), pick(BET_STATUS.lost, 100, 0)], 2000)).toBe('won');
    expect(planStatus(settled, [pick(BET_STATUS.won, 100, 200), pick(BET_STATUS.lost, 100, 0)], 2000)).toBe('push');
    expect(planStatus(settled, [pick(BET_STATUS.won, 100, 150), pick(BET_STATUS.lost, 100, 0)], 2000)).toBe('lost');
    expect(planStatus(settled, [pick(BET_STATUS.push, 100, 100), pick(BET_STATUS.refunded, 50, 50)], 2000)).toBe('refunded');
    expect(planStatus({ status: 'refunded', closeAt: 1000 }, [pick(BET_STATUS.refunded, 100, 100)], 2000)).toBe('refunded');
    expect(planHits('lost', [pick(BET_STATUS.won, 100, 150), pick(BET_STATUS.lost, 100, 0), pick(BET_STATUS.won, 1, 2)])).toBe(2);
  });
});

describe('author record', () => {
  it('counts wins over the plans given', () => {
    expect(hitRate(['won', 'lost', 'push', 'won'])).toEqual({ won: 2, of: 4 });
    expect(hitRate([])).toEqual({ won: 0, of: 0 });
  });

  it('runs from the newest decided plan, skipping pushes and refunds, ending at the first of the other kind', () => {
    expect(currentStreak(['won', 'push', 'won', 'refunded', 'won', 'lost', 'won'])).toEqual({ kind: 'won', length: 3 });
    expect(currentStreak(['lost', 'lost', 'won'])).toEqual({ kind: 'lost', length: 2 });
    expect(currentStreak(['push', 'refunded'])).toBeNull();
    expect(currentStreak([])).toBeNull();
  });
});
