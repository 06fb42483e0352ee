/** Slip arithmetic and checks, by hand-worked cases. */
import { centsToStakeText, newRequestId, parseStakeToCents, payoutIfWon, slipProblem, slipTotal, type Selection } from './bet-slip';
import type { PlayItem } from '../../api/catalogue-api';
import { playItem } from '../../test/render-betting';

const item = (id: number, name: string, extra: Partial<PlayItem> = {}): PlayItem => playItem(id, 1, 0, name, extra);
const pick = (id: number, name: string, extra?: Partial<PlayItem>): Selection => ({ item: item(id, name, extra), rankName: 'Champion' });

describe('stake parsing', () => {
  it.each([
    ['10', 1000], ['10.5', 1050], ['10.05', 1005], [' 7 ', 700], ['0.01', 1], ['1,234.50', 123450],
  ])('reads "%s" as %i cents in English', (text, cents) => expect(parseStakeToCents(text, 'en')).toBe(cents));

  it.each([
    ['es', '10,50', 1050], ['es', '1.234,56', 123456], ['fr', '10,5', 1050], ['fr', '1\u202f234,56', 123456], ['zh-Hans', '10.50', 1050],
  ] as const)('reads %s "%s" as %i cents', (language, text, cents) => expect(parseStakeToCents(text, language)).toBe(cents));

  it.each(['', '0', '0,00', '-5', '1.234', 'ten', '1e3', '.5', '1000000000'])('refuses "%s" in English', (text) => expect(parseStakeToCents(text, 'en')).toBeNull());

  it('refuses a third decimal in Spanish', () => expect(parseStakeToCents('10,505', 'es')).toBeNull());

  it('writes cents back without a useless fraction, with the language\'s decimal mark', () => {
    expect(centsToStakeText(1000, 'en')).toBe('10');
    expect(centsToStakeText(1005, 'en')).toBe('10.05');
    expect(centsToStakeText(1050, 'es')).toBe('10,50');
    expect(centsToStakeText(1050, 'fr')).toBe('10,50');
  });
});

describe('slip total', () => {
  it('is the stake times the number of selections', () => {
    expect(slipTotal([pick(1, '1'), pick(2, '2'), pick(3, '3')], 1050)).toBe(3150);
    expect(slipTotal([pick(1, '1')], null)).toBe(0);
  });
});

describe('payout if won', () => {
  it('is floor(stake × odds) in cents, stake included', () => {
    expect(payoutIfWon(1000, 9.8)).toBe(9800);
    expect(payoutIfWon(1000, 1.78)).toBe(1780); // 1.78 × 1000 is 1779.9999… in floating point
    expect(payoutIfWon(333, 1.98)).toBe(659); // 659.34 → 659
    expect(payoutIfWon(5_000_000, 44.1)).toBe(220_500_000);
  });
});

describe('slip checks', () => {
  const base = { selections: [pick(1, '1'), pick(2, '2')], stakeText: '10', language: 'en' as const, open: true, balance: 10_000 };

  it('lets a valid slip through', () => expect(slipProblem(base)).toBeNull());
  it('asks for a selection first', () => expect(slipProblem({ ...base, selections: [] })).toEqual({ kind: 'noSelection' }));
  it('asks for a stake', () => expect(slipProblem({ ...base, stakeText: ' ' })).toEqual({ kind: 'noStake' }));
  it('refuses an unreadable stake', () => {
    expect(slipProblem({ ...base, stakeText: 'abc' })).toEqual({ kind: 'badStake' });
    expect(slipProblem({ ...base, stakeText: '-5' })).toEqual({ kind: 'badStake' });
  });
  it('says a stake has at most two decimals', () => expect(slipProblem({ ...base, stakeText: '1.234' })).toEqual({ kind: 'stakeDecimals' }));
  it('tells a zero or an endless stake by the limit it breaks', () => {
    expect(slipProblem({ ...base, stakeText: '0' })).toEqual({ kind: 'belowMin', item: 'Champion 1', min: 100 });
    expect(slipProblem({ ...base, stakeText: '0.00' })).toEqual({ kind: 'belowMin', item: 'Champion 1', min: 100 });
    expect(slipProblem({ ...base, stakeText: '99999999999999' })).toEqual({ kind: 'aboveMax', item: 'Champion 1', max: 5_000_000 });
    expect(slipProblem({ ...base, stakeText: '999999999999' })).toEqual({ kind: 'aboveMax', item: 'Champion 1', max: 5_000_000 });
  });

  it("holds each selection to its own item's limits", () => {
    const selections = [pick(1, '1'), pick(2, 'big', { minStake: 500 })];
    expect(slipProblem({ ...base, selections, stakeText: '2' })).toEqual({ kind: 'belowMin', item: 'Champion big', min: 500 });
    expect(slipProblem({ ...base, stakeText: '50000.01' })).toEqual({ kind: 'aboveMax', item: 'Champion 1', max: 5_000_000 });
  });

  it('stops a slip while betting is closed', () => expect(slipProblem({ ...base, open: false })).toEqual({ kind: 'closed' }));

  it('compares the whole total, not one stake, with the balance', () => {
    expect(slipProblem({ ...base, stakeText: '60', balance: 10_000 })).toEqual({ kind: 'insufficientBalance', total: 12_000, balance: 10_000 });
    expect(slipProblem({ ...base, stakeText: '50', balance: 10_000 })).toBeNull();
  });

  it('reads the stake in the language it was typed in', () => {
    expect(slipProblem({ ...base, stakeText: '60,00', language: 'es' })).toEqual({ kind: 'insufficientBalance', total: 12_000, balance: 10_000 });
    expect(slipProblem({ ...base, stakeText: '10,505', language: 'fr' })).toEqual({ kind: 'stakeDecimals' });
  });

  it('leaves the balance to the server for a guest', () => expect(slipProblem({ ...base, stakeText: '999', balance: null })).toBeNull());
});

it('makes request ids the server accepts', () => {
  expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(newRequestId()).not.toBe(newRequestId());
});
