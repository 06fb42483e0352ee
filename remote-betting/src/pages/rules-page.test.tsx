/** Rules: every play item with its rule, odds and stake range, and the sum-11 rule the published odds put in force. */
import { act, screen, within } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { playItem, rank, renderBetting } from '../test/render-betting';
import type { RankPlayItems } from '../api/catalogue-api';
import RulesPage from './rules-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

function catalogue(sumSides: Record<string, number>): RankPlayItems[] {
  return [
    {
      rank: rank(0, 'sum', 'Sum'),
      types: [
        { type: 0, name: 'Numbers', items: [playItem(1, 0, 0, '3', { odds: 44.1 })] },
        { type: 1, name: 'Two-sided', items: Object.entries(sumSides).map(([code, odds], i) => playItem(10 + i, 0, 1, code, { odds })) },
      ],
    },
    {
      rank: rank(2, '2', 'Runner-up'),
      types: [
        { type: 0, name: 'Numbers', items: [playItem(20, 2, 0, '7')] },
        { type: 1, name: 'Two-sided', items: [playItem(21, 2, 1, 'big'), playItem(22, 2, 1, 'dragon')] },
      ],
    },
  ];
}

async function show(sumSides: Record<string, number>) {
  post.mockResolvedValue(catalogue(sumSides));
  await act(async () => {
    await renderBetting(<RulesPage />);
  });
  await screen.findByTestId('sum-eleven-rule');
}

const row = (name: string, within_: HTMLElement) => within(within_).getByRole('row', { name: new RegExp(`^${name} `) });

it('shows each item with when it wins, its odds and stake range; 11 counts as small and odd by default', async () => {
  await show({ big: 2.2, small: 1.78, odd: 1.78, even: 2.2 });
  expect(screen.getByTestId('sum-eleven-rule')).toHaveTextContent('A champion + runner-up sum of 11 counts as Small and Odd.');
  const sum = screen.getByTestId('rules-rank-0');
  expect(row('3', sum)).toHaveTextContent('Sum: 344.11.00–50,000.00');
  expect(row('small', sum)).toHaveTextContent('Sum: 3–111.78');
  const runnerUp = screen.getByTestId('rules-rank-2');
  expect(row('7', runnerUp)).toHaveTextContent('Runner-up: number 79.8');
  expect(row('big', runnerUp)).toHaveTextContent('Runner-up: number 6–101.98');
  expect(row('dragon', runnerUp)).toHaveTextContent('Runner-up: number higher than in place 9');
});

it('shows 11 as a push on the four sum sides when they all pay 1.98', async () => {
  await show({ big: 1.98, small: 1.98, odd: 1.98, even: 1.98 });
  expect(screen.getByTestId('sum-eleven-rule')).toHaveTextContent('push on sum Big, Small, Odd and Even');
  expect(row('small', screen.getByTestId('rules-rank-0'))).toHaveTextContent('Sum: 3–10 (11 is a push)');
});
