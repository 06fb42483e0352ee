import { formatTimeLeft, orderTabOf, signedAmount, statusTone } from './order-status';

it('reads the tab a URL names, and falls back to all', () => {
  expect(orderTabOf('processing')).toBe('processing');
  expect(orderTabOf('refunds')).toBe('refunds');
  expect(orderTabOf('shipped')).toBe('all');
  expect(orderTabOf(undefined)).toBe('all');
});

it('tones each status: waiting orange, with the operator blue, done green, closed grey', () => {
  expect(statusTone('pending')).toBe('pending');
  expect(statusTone('requested')).toBe('processing');
  expect([statusTone('paid'), statusTone('paidOut')]).toEqual(['completed', 'completed']);
  expect(['refunded', 'rejected', 'cancelled', 'failed', 'expired'].map((status) => statusTone(status as 'failed'))).toEqual(Array(5).fill('closed'));
});

it('signs a recharge in and a withdrawal out', () => {
  expect(signedAmount({ kind: 'recharge', amount: 5_000 })).toBe(5_000);
  expect(signedAmount({ kind: 'withdraw', amount: 5_000 })).toBe(-5_000);
});

it('shows the time left to pay as a clock', () => {
  expect(formatTimeLeft(29 * 60 + 5)).toBe('29:05');
  expect(formatTimeLeft(0)).toBe('00:00');
  expect(formatTimeLeft(3_723)).toBe('1:02:03');
});
