/** A returned stake is never announced as a win. */
import { settledMessage } from './settled-message';

const money = (cents: number) => (cents / 100).toFixed(2);
const notice = (won: number, lost: number, pushed: number, payout: number) => ({ issue: '202611220001', won, lost, pushed, payout });

it('announces a win with what it paid', () => {
  expect(settledMessage(notice(1, 9, 0, 9800), money)).toEqual({ key: 'draw.settledWon', values: { issue: '202611220001', payout: '98.00' }, tone: 'ok' });
});

it('says stakes came back, not that they won, for a tie or a refunded period', () => {
  expect(settledMessage(notice(0, 0, 4, 4000), money).key).toBe('draw.settledReturned');
  expect(settledMessage(notice(0, 2, 1, 1000), money).key).toBe('draw.settledReturned');
});

it('says there was no win when nothing came back', () => {
  expect(settledMessage(notice(0, 3, 0, 0), money)).toMatchObject({ key: 'draw.settledLost', tone: 'bad' });
});
