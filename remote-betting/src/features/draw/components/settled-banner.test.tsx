/** The settlement as the player reads it: stake, payout and net in words, "won" only for a gain, announced politely. */
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { DrawStore } from '../draw-store';
import { SettledBanner } from './settled-banner';
import { renderBetting } from '../../../test/render-betting';

async function settle(stake: number, payout: number, language: 'en' | 'zh-Hans' = 'en') {
  const store = new DrawStore(async () => ({ period: null, latest: null, now: new Date().toISOString() }));
  await renderBetting(<SettledBanner store={store} />);
  await act(() => changeLanguage(language));
  act(() => store.betSettled({ issue: '202611220001', stake, won: payout > 0 ? 1 : 0, lost: 9, pushed: 0, payout }));
  return screen.getByRole('status');
}

afterEach(() => changeLanguage('en'));

it('says the win with stake, payout and the net gain', async () => {
  expect(await settle(1000, 1950)).toHaveTextContent('Period 202611220001 settled, you won: stake 10.00, payout 19.50, net +9.50.');
});

it('says the stake came back, not a win, when the net is zero', async () => {
  const banner = await settle(4000, 4000);
  expect(banner).toHaveTextContent('Period 202611220001 settled, you got your stake back: stake 40.00, payout 40.00, net 0.00.');
  expect(banner).not.toHaveTextContent(/won/);
});

it('shows the loss of a "winning" slip that paid less than it cost, without the word won', async () => {
  const banner = await settle(10_000, 9800);
  expect(banner).toHaveTextContent('Period 202611220001 settled: stake 100.00, payout 98.00, net -2.00.');
  expect(banner).not.toHaveTextContent(/won/);
});

it('says the same in Chinese, without 中奖 for a loss', async () => {
  const banner = await settle(10_000, 9800, 'zh-Hans');
  expect(banner).toHaveTextContent('第 202611220001 期已结算：投注 100.00，派彩 98.00，净额 -2.00');
  expect(banner).not.toHaveTextContent(/中奖/);
});

it('goes away when dismissed', async () => {
  await settle(1000, 0);
  act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
  expect(screen.queryByRole('status')).toBeNull();
});

it('comes into view by itself only when the page says the player is not picking', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
    return Promise.resolve() as unknown as void;
  };
  for (const picking of [true, false]) {
    const store = new DrawStore(async () => ({ period: null, latest: null, now: new Date().toISOString() }));
    const { unmount } = await renderBetting(<SettledBanner store={store} reveal={() => !picking} />);
    act(() => store.betSettled({ issue: '202611220001', stake: 1000, won: 0, lost: 1, pushed: 0, payout: 0 }));
    expect(scrolled).toHaveLength(picking ? 0 : 1);
    unmount();
  }
});
