/** The board: picking items, the slip's total, checks before sending, confirm, refusals, closing, guests; and a countdown tick leaves the grid alone. */
import { Profiler, memo, type ComponentProps } from 'react';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { DrawStore } from '../features/draw/draw-store';
import { BoardStore } from '../features/board/board-store';
import { DrawPanel } from '../features/draw/components/draw-panel';
import { BettingBoard } from '../features/board/components/betting-board';
import { PLACED_NOTICE_MS } from '../features/board/use-slip-placement';
import { T0, catalogue, currentDraw, renderBetting } from '../test/render-betting';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));

// Counts every commit of the real grid: a re-render from its props or from what it observes.
const gridRenders = { count: 0 };
jest.mock('../features/board/components/play-item-grid', () => {
  const actual = jest.requireActual('../features/board/components/play-item-grid');
  const Real = actual.PlayItemGrid;
  const Counted = memo((props: ComponentProps<typeof Real>) => (
    <Profiler id="grid" onRender={() => (gridRenders.count += 1)}>
      <Real {...props} />
    </Profiler>
  ));
  return { ...actual, PlayItemGrid: Counted };
});

const post = api.post as jest.Mock;

async function setup({ loggedIn = true, balance = 100_000, phoneClock = T0 + 10_000, serverNow = T0 + 10_000, store = new BoardStore() } = {}) {
  let now = phoneClock;
  const draw = new DrawStore(async () => currentDraw(serverNow), () => now);
  await draw.refresh();
  const refreshBalance = jest.fn(async () => session.userInfo?.currentBalance ?? null);
  if (loggedIn) {
    session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
    session.setUserInfo(buildUserInfo({ currentBalance: balance }));
  }
  post.mockImplementation(async (url: string) => {
    if (url === '/app/bet/rank/playItems') return catalogue();
    throw new Error(`unexpected ${url}`);
  });
  const user = userEvent.setup();
  await act(async () => {
    await renderBetting(
      <>
        <DrawPanel store={draw} />
        <BettingBoard store={store} draw={draw} refreshBalance={refreshBalance} />
      </>,
    );
  });
  await screen.findByTestId('play-item-grid');
  return { draw, user, refreshBalance, advance: (ms: number) => (now += ms) };
}

const item = (id: number) => screen.getByTestId(`play-item-${id}`);
const slipTotal = () => screen.getByTestId('slip-total').textContent;
const feedback = () => screen.getByTestId('slip-feedback');

beforeEach(() => {
  session.clear();
  gridRenders.count = 0;
});

it('picks and drops items across ranks and totals stake × picks', async () => {
  const { user } = await setup();
  await user.click(item(3));
  await user.click(screen.getByRole('tab', { name: 'Champion' }));
  await user.click(item(101));
  await user.click(item(202));
  expect(screen.getByTestId('slip-count')).toHaveTextContent('3 picks');
  expect(slipTotal()).toBe('Total 30.00');
  expect(item(101)).toHaveAttribute('aria-pressed', 'true');

  await user.click(item(202));
  await user.clear(screen.getByTestId('stake-input'));
  await user.type(screen.getByTestId('stake-input'), '12.5');
  expect(slipTotal()).toBe('Total 25.00');
  await user.click(screen.getByRole('button', { name: '500' }));
  expect(slipTotal()).toBe('Total 1,000.00');
  expect(screen.getByRole('tab', { name: /Sum/ })).toHaveTextContent('1');
});

it('says what is wrong before anything is sent', async () => {
  const { user } = await setup();
  await user.click(screen.getByTestId('place-bet'));
  expect(feedback()).toHaveTextContent('Pick at least one play item first.');

  await user.click(screen.getByRole('tab', { name: 'Champion' }));
  await user.click(item(201));
  await user.clear(screen.getByTestId('stake-input'));
  await user.type(screen.getByTestId('stake-input'), '2');
  await user.click(screen.getByTestId('place-bet'));
  expect(feedback()).toHaveTextContent('The stake on Champion big must be at least 5.00.');

  await user.clear(screen.getByTestId('stake-input'));
  await user.type(screen.getByTestId('stake-input'), '2000');
  await user.click(screen.getByTestId('place-bet'));
  expect(feedback()).toHaveTextContent('Insufficient balance: the slip costs 2,000.00 and your balance is 1,000.00.');
  expect(within(feedback()).getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '#/pages/user/recharge');
  expect(post).not.toHaveBeenCalledWith('/app/bet/bet/addbet', expect.anything());
});

it('confirms the slip, sends amounts in cents with a request id, and shows the new balance', async () => {
  const { user } = await setup();
  await user.click(item(3));
  await user.click(item(4));
  await user.click(screen.getByTestId('place-bet'));
  const sheet = screen.getByTestId('confirm-sheet');
  expect(screen.getByTestId('confirm-issue')).toHaveTextContent('Period 202611220100');
  expect(sheet).toHaveTextContent('Sum · 3 @44.1pays 441.00 if it wins10.00');
  expect(sheet).toHaveTextContent('Total 20.00');

  post.mockImplementationOnce(async () => ({ slipId: 9, issue: '202611220100', total: 2000, balance: 98_000, replayed: false }));
  await user.click(screen.getByTestId('confirm-bet'));
  const [, body] = post.mock.calls.find(([url]) => url === '/app/bet/bet/addbet')!;
  expect(body).toEqual({ issue: '202611220100', requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), items: [{ oddsId: 3, amount: 1000 }, { oddsId: 4, amount: 1000 }] });
  expect(await screen.findByText('Bet placed on period 202611220100: 2 picks, 20.00. Balance 980.00.')).toBeInTheDocument();
  expect(session.userInfo?.currentBalance).toBe(98_000);
  expect(screen.queryByTestId('confirm-sheet')).toBeNull();
  expect(screen.getByTestId('slip-count')).toHaveTextContent('0 picks');
});

it('lets "Bet placed" go after a few seconds, while a refusal stays', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const { user } = await setup();
    await user.click(item(3));
    await user.click(screen.getByTestId('place-bet'));
    post.mockImplementationOnce(async () => ({ slipId: 9, issue: '202611220100', total: 1000, balance: 99_000, replayed: false }));
    await user.click(screen.getByTestId('confirm-bet'));
    await screen.findByText(/Bet placed/);
    act(() => jest.advanceTimersByTime(PLACED_NOTICE_MS));
    expect(screen.queryByTestId('slip-feedback')).toBeNull();

    await user.click(item(4));
    await user.click(screen.getByTestId('place-bet'));
    post.mockRejectedValueOnce(new ApiError('This slip goes over your 24-hour stake limit (5.00 left)', { code: 1001 }));
    await user.click(screen.getByTestId('confirm-bet'));
    await screen.findByText(/stake limit/);
    act(() => jest.advanceTimersByTime(PLACED_NOTICE_MS * 2));
    expect(feedback()).toHaveTextContent('This slip goes over your 24-hour stake limit (5.00 left)');
  } finally {
    jest.useRealTimers();
  }
});

it("shows the server's own refusal and offers a recharge when the money was short", async () => {
  const { user, refreshBalance } = await setup();
  await user.click(item(3));
  await user.click(screen.getByTestId('place-bet'));
  refreshBalance.mockResolvedValueOnce(500);
  post.mockRejectedValueOnce(new ApiError('Insufficient balance', { code: 1001 }));
  await user.click(screen.getByTestId('confirm-bet'));
  expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
  expect(within(feedback()).getByRole('link', { name: 'Recharge' })).toBeInTheDocument();
});

it('shows a limit or self-exclusion refusal in its own words, without a recharge link', async () => {
  const { user } = await setup();
  await user.click(item(3));
  await user.click(screen.getByTestId('place-bet'));
  post.mockRejectedValueOnce(new ApiError('You have excluded yourself from play until 2027-06-01', { code: 1001 }));
  await user.click(screen.getByTestId('confirm-bet'));
  expect(await screen.findByText('You have excluded yourself from play until 2027-06-01')).toBeInTheDocument();
  expect(within(feedback()).queryByRole('link')).toBeNull();
});

it('keeps the same request id when the answer was lost, so a retry never charges twice', async () => {
  const { user } = await setup();
  await user.click(item(3));
  await user.click(screen.getByTestId('place-bet'));
  post.mockRejectedValueOnce(new ApiError('The request timed out', { code: 5 }));
  await user.click(screen.getByTestId('confirm-bet'));
  expect(await screen.findByText(/No response from the server/)).toBeInTheDocument();
  post.mockResolvedValueOnce({ slipId: 9, issue: '202611220100', total: 1000, balance: 99_000, replayed: true });
  await user.click(screen.getByTestId('confirm-bet'));
  const ids = post.mock.calls.filter(([url]) => url === '/app/bet/bet/addbet').map(([, body]) => body.requestId);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toBe(ids[1]);
});

it('closes betting when the countdown reaches the close, and on the server event', async () => {
  const { user, draw, advance } = await setup();
  await user.click(item(3));
  expect(screen.getByTestId('place-bet')).toHaveTextContent('Place bet');
  await user.click(screen.getByTestId('place-bet'));
  act(() => {
    advance(50_000);
    draw.tick();
  });
  expect(screen.getByTestId('confirm-sheet')).toHaveTextContent('Betting on this period is closed.');
  expect(screen.getByTestId('confirm-bet')).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByTestId('place-bet')).toBeDisabled();
  expect(screen.getByTestId('place-bet')).toHaveTextContent('Betting closed');
  expect(screen.getByTestId('period-phase')).toHaveTextContent('Betting closed · draw in');
});

it('says the period is not open yet before it opens, and takes the slip once it does', async () => {
  const { user, draw, advance } = await setup({ serverNow: T0 - 20_000, phoneClock: T0 - 20_000 });
  await user.click(item(3));
  expect(screen.getByTestId('place-bet')).toBeDisabled();
  expect(screen.getByTestId('place-bet')).toHaveTextContent('Not open yet');
  act(() => {
    advance(20_000);
    draw.tick();
  });
  expect(screen.getByTestId('place-bet')).toBeEnabled();
  expect(screen.getByTestId('place-bet')).toHaveTextContent('Place bet');
});

it('forgets what it said about the slip once the slip changes', async () => {
  const { user } = await setup();
  await user.click(screen.getByTestId('place-bet'));
  expect(feedback()).toHaveTextContent('Pick at least one play item first.');
  await user.click(item(3));
  expect(screen.queryByTestId('slip-feedback')).toBeNull();
});

it("keeps a guest's picks and stake across leaving the board to log in, without the confirm step", async () => {
  const store = new BoardStore();
  const first = await setup({ loggedIn: false, store });
  await first.user.click(item(3));
  await first.user.click(item(4));
  await first.user.click(screen.getByRole('button', { name: '50' }));
  act(() => store.openConfirm('slip-kept-0001'));
  cleanup();

  await setup({ loggedIn: true, store });
  expect(screen.getByTestId('slip-count')).toHaveTextContent('2 picks');
  expect(slipTotal()).toBe('Total 100.00');
  expect(item(3)).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByTestId('confirm-sheet')).toBeNull();
});

it('asks a guest to log in instead of sending', async () => {
  const { user } = await setup({ loggedIn: false });
  await user.click(item(3));
  await user.click(screen.getByTestId('place-bet'));
  expect(feedback()).toHaveTextContent('Log in to place a bet.');
  expect(within(feedback()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#/pages/user/login');
  expect(screen.queryByTestId('confirm-sheet')).toBeNull();
});

it('re-renders only the countdown on a tick, never the play-item grid', async () => {
  const { draw, advance } = await setup();
  expect(screen.getByTestId('countdown')).toHaveTextContent('00:50');
  const before = gridRenders.count;
  for (let second = 1; second <= 5; second += 1) {
    act(() => {
      advance(1000);
      draw.tick();
    });
  }
  expect(screen.getByTestId('countdown')).toHaveTextContent('00:45');
  expect(gridRenders.count).toBe(before);
});
