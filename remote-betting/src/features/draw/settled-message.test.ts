/** A settlement says stake, payout and net, and calls it a win only when the player ends up with more than they staked. */
import { settledMessage } from './settled-message';

const money = (cents: number, options: { withSign?: boolean } = {}) => `${options.withSign && cents > 0 ? '+' : ''}${(cents / 100).toFixed(2)}`;
const notice = (stake: number, payout: number, won = 1) => ({ issue: '202611220001', stake, won, lost: 9, pushed: 0, payout });

it('announces a win, with stake, payout and net gain, only when the net is positive', () => {
  expect(settledMessage(notice(1000, 1950), money)).toEqual({
    key: 'settlement.won',
    values: { issue: '202611220001', stake: '10.00', payout: '19.50', net: '+9.50' },
    tone: 'ok',
  });
});

it('does not call it a win when a winning pick pays less than the whole slip cost: 98.00 back on 100.00 is a loss of 2.00', () => {
  expect(settledMessage(notice(10_000, 9800), money)).toEqual({
    key: 'settlement.lost',
    values: { issue: '202611220001', stake: '100.00', payout: '98.00', net: '-2.00' },
    tone: 'bad',
  });
});

it('says the stake came back, not a win, when the net is zero (a push, a refund, or wins that just cover the losses)', () => {
  expect(settledMessage({ ...notice(4000, 4000, 0), pushed: 4 }, money)).toMatchObject({ key: 'settlement.even', tone: 'even', values: { net: '0.00' } });
  expect(settledMessage(notice(2000, 2000), money).key).toBe('settlement.even');
});

it('says the loss when nothing came back', () => {
  expect(settledMessage(notice(3000, 0, 0), money)).toMatchObject({ key: 'settlement.lost', tone: 'bad', values: { payout: '0.00', net: '-30.00' } });
});
