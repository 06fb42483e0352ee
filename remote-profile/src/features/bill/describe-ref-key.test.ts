import { describeRefKey } from './describe-ref-key';

it('names a bet slip, a bet and a payment order by their numbers', () => {
  expect(describeRefKey('slip:1024')).toEqual({ kind: 'slip', id: '1024' });
  expect(describeRefKey('bet:77')).toEqual({ kind: 'bet', id: '77' });
  expect(describeRefKey('order:R20261122000123')).toEqual({ kind: 'order', id: 'R20261122000123' });
  expect(describeRefKey('recharge:R1')).toEqual({ kind: 'order', id: 'R1' });
});

it('points each ledger row of a payment order at that order', () => {
  expect(describeRefKey('recharge:R1767225600000123456')).toEqual({ kind: 'order', id: 'R1767225600000123456' });
  expect(describeRefKey('withdraw:W1767225600000123456')).toEqual({ kind: 'order', id: 'W1767225600000123456' });
  expect(describeRefKey('withdraw-return:W1767225600000123456')).toEqual({ kind: 'order', id: 'W1767225600000123456' });
  expect(describeRefKey('recharge-refund:R1767225600000123456')).toEqual({ kind: 'order', id: 'R1767225600000123456' });
});

it('shows nothing for keys that only keep a credit from being paid twice, or for none', () => {
  expect(describeRefKey('welcome:5')).toBeNull();
  expect(describeRefKey(null)).toBeNull();
  expect(describeRefKey('')).toBeNull();
});

it('shows any other reference whole, as the operator wrote it', () => {
  expect(describeRefKey('adj:2026-11-22:ops')).toEqual({ kind: 'other', id: 'adj:2026-11-22:ops' });
  expect(describeRefKey('TICKET-9')).toEqual({ kind: 'other', id: 'TICKET-9' });
});
