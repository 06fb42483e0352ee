/**
 * The dashboard asks for the chosen range, shows the totals as money and a percentage, charts every day, and has an
 * empty state. jsdom has no canvas (getContext answers null), so F2Chart is replaced by a stand-in that reports the data
 * its chart was given; the chart specs themselves (F2 elements) are built for real.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { HashRouter } from '@racing/shared/src/routing/router';
import { changeLanguage, initI18n } from '@racing/shared/src/i18n/i18n-setup';
import type { DashboardSummary } from '../features/dashboard/api/dashboard-api';
import DashboardPage from './dashboard-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('../features/dashboard/components/f2-chart', () => ({
  F2Chart: ({ chart, label, testId }: { chart: { props: { data: unknown[] } }; label: string; testId: string }) => (
    <div role="img" aria-label={label} data-testid={testId} data-points={chart.props.data.length} />
  ),
}));
const get = api.get as jest.Mock;

beforeAll(() => initI18n('en'));
afterEach(() => act(() => changeLanguage('en')));

function dates(count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 10, 22 - count + 1 + i)).toISOString().slice(0, 10));
}

function summary(dayCount: number, withBets = true): DashboardSummary {
  const days = dates(dayCount).map((date) => ({ date, staked: 0, paidOut: 0, net: 0, betCount: 0 }));
  if (withBets) days[dayCount - 1] = { date: days[dayCount - 1].date, staked: 300_000, paidOut: 301_250, net: 1_250, betCount: 3 };
  const none = { staked: 0, paidOut: 0, net: 0, betCount: 0, settledCount: 0, wonCount: 0, winRate: null };
  return {
    days,
    byPlayType: withBets
      ? [
          { type: 0, staked: 100_000, paidOut: 0, net: -100_000, betCount: 1, settledCount: 1, wonCount: 0, winRate: 0 },
          { type: 1, staked: 200_000, paidOut: 301_250, net: 101_250, betCount: 2, settledCount: 2, wonCount: 2, winRate: 1 },
        ]
      : [],
    totals: withBets ? { staked: 300_000, paidOut: 301_250, net: 1_250, betCount: 3, settledCount: 3, wonCount: 2, winRate: 2 / 3 } : none,
  };
}

const renderPage = () => render(<HashRouter><DashboardPage /></HashRouter>);

it('shows the last 7 days’ totals as money and the win rate as a percentage', async () => {
  get.mockResolvedValue(summary(7));
  renderPage();
  const totals = await screen.findByTestId('dashboard-totals');
  expect(get).toHaveBeenCalledWith('/app/user/dashboard/summary', { days: 7 });
  expect(within(totals).getByTestId('dashboard-net')).toHaveTextContent('+12.50');
  expect(within(totals).getByTestId('dashboard-staked')).toHaveTextContent('3,000.00');
  expect(within(totals).getByTestId('dashboard-paid-out')).toHaveTextContent('3,012.50');
  expect(within(totals).getByTestId('dashboard-bet-count')).toHaveTextContent(/^3$/);
  expect(within(totals).getByTestId('dashboard-win-rate')).toHaveTextContent('66.7%');
  expect(screen.getByTestId('dashboard-play-type-0')).toHaveTextContent(/Numbers\s*1,000.00\s*-1,000.00\s*0%/);
  expect(screen.getByTestId('dashboard-play-type-1')).toHaveTextContent(/Two-sided\s*2,000.00\s*\+1,012.50\s*100%/);
});

it('charts every day of the range: a stake and a payout bar, and a net bar, for each', async () => {
  get.mockResolvedValue(summary(7));
  renderPage();
  await waitFor(() => expect(screen.getByTestId('dashboard-daily-chart')).toHaveAttribute('data-points', '14'));
  expect(screen.getByTestId('dashboard-net-chart')).toHaveAttribute('data-points', '7');
  expect(screen.getByRole('img', { name: 'Stake and payout per day' })).toBeInTheDocument();
});

it('asks again for 30 days when that range is chosen, and marks it chosen', async () => {
  get.mockResolvedValueOnce(summary(7)).mockResolvedValueOnce(summary(30));
  renderPage();
  await screen.findByTestId('dashboard-totals');
  await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
  expect(get).toHaveBeenLastCalledWith('/app/user/dashboard/summary', { days: 30 });
  expect(screen.getByTestId('dashboard-range-30')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('dashboard-range-7')).toHaveAttribute('aria-pressed', 'false');
  // The 7-day charts stay on screen until the 30-day answer is in: wait for the new one, not for any chart.
  await waitFor(() => expect(screen.getByTestId('dashboard-net-chart')).toHaveAttribute('data-points', '30'));
  expect(screen.getByTestId('dashboard-daily-chart')).toHaveAttribute('data-points', '60');
});

it('says there were no bets, and offers to place one, instead of flat charts', async () => {
  get.mockResolvedValue(summary(7, false));
  renderPage();
  const empty = await screen.findByTestId('dashboard-empty');
  expect(empty).toHaveTextContent('No bets in the last 7 days.');
  expect(within(empty).getByRole('link', { name: 'Place a bet' })).toHaveAttribute('href', '#/');
  expect(screen.queryByTestId('dashboard-daily-chart')).toBeNull();
});

it('formats money and the percentage in the player’s language', async () => {
  await act(() => changeLanguage('fr'));
  get.mockResolvedValue(summary(7));
  renderPage();
  const rate = await screen.findByTestId('dashboard-win-rate');
  expect(rate.textContent).toBe('66,7\u00a0%');
  expect(screen.getByTestId('dashboard-staked').textContent).toBe('3\u202f000,00');
});
