/** My bets: guests are asked to log in; a player sees each bet with status, stake, payout and the deciding balls; a settlement reloads the list. */
import { act, screen, within, waitFor } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { renderBetting } from '../../../test/render-betting';
import { MyBetsList } from './my-bets-list';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

const bet = (id: number, extra: object) => ({
  id, issue: '202611220001', rankId: 1, rankName: 'Champion', code: '5', itemName: '5', odds: 9.8, amount: 1000, status: 0, payout: 0,
  result: null, createTime: '2026-11-22T08:00:00.000Z', settleTime: null, ...extra,
});
/** Renders and lets the first answer land inside act. */
async function show(ui: Parameters<typeof renderBetting>[0]) {
  let view!: Awaited<ReturnType<typeof renderBetting>>;
  await act(async () => {
    view = await renderBetting(ui);
  });
  return view;
}

const page = (list: object[]) => ({ list, pagination: { page: 1, size: 20, total: list.length, cursor: null } });

beforeEach(() => session.clear());

it('asks a guest to log in, without calling the server', async () => {
  await show(<MyBetsList reloadKey={0} />);
  expect(screen.getByText('Log in to see your bets.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#/pages/user/login');
  expect(post).not.toHaveBeenCalled();
});

it('shows a won bet with its payout and the ball that decided it, and reloads when a settlement arrives', async () => {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  post.mockResolvedValue(page([bet(1, { status: 0 })]));
  const { rerender } = await show(<MyBetsList reloadKey={0} />);
  await waitFor(() => expect(screen.getByTestId('bet-status')).toHaveTextContent('Pending'));
  // No payout line before settlement: "Payout 0.00" would read as a loss.
  expect(screen.queryByTestId('bet-payout')).toBeNull();

  post.mockResolvedValue(page([bet(1, { status: 1, payout: 9800, result: [5, 10, 1, 7, 3, 4, 2, 6, 9, 8] })]));
  await act(async () => rerender(<MyBetsList reloadKey={1} />));
  await within(await screen.findByTestId('bet-row')).findByText('Won');
  expect(screen.getByTestId('bet-payout')).toHaveTextContent('Payout 98.00');
  const balls = screen.getByTestId('number-balls').children;
  expect(balls[0]).not.toHaveClass('ball--dim');
  expect([...balls].slice(1).every((ball) => ball.classList.contains('ball--dim'))).toBe(true);
  expect(post).toHaveBeenLastCalledWith('/app/bet/bet/getHistory', { size: 20 });
});

it('says there are no bets yet and leads to the board', async () => {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  post.mockResolvedValue(page([]));
  await show(<MyBetsList reloadKey={0} />);
  await waitFor(() => expect(screen.getByTestId('bets-empty')).toHaveTextContent('You have not placed any bets yet.'));
  expect(screen.getByRole('link', { name: 'Go to the board' })).toHaveAttribute('href', '#/');
});
