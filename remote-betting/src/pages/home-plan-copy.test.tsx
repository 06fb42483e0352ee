/**
 * Copying a plan on the home board: its picks (on several ranks) fill the slip under a "Copying …" banner, the player
 * stakes and confirms as usual and addbet carries planId; a pick of their own, stopping the copy or a plan that can no
 * longer be copied leaves planId out.
 */
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { DrawStore } from '../features/draw/draw-store';
import { BoardStore } from '../features/board/board-store';
import { BettingBoard } from '../features/board/components/betting-board';
import { registerPlanLocales } from '../locales/plans/register-plan-locales';
import { T0, catalogue, currentDraw, renderBetting } from '../test/render-betting';
import { buildPlan } from '../test/plan-builder';
import type { PlanView } from '../api/plan-api';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

async function setup(plan: PlanView | Error, store = new BoardStore()) {
  const draw = new DrawStore(async () => currentDraw(T0 + 10_000), () => T0 + 10_000);
  await draw.refresh();
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ currentBalance: 100_000 }));
  post.mockImplementation(async (url: string) => {
    if (url === '/app/bet/rank/playItems') return catalogue();
    if (url === '/app/bet/bet/addbet') return { slipId: 31, issue: '202611220100', total: 3000, balance: 97_000, replayed: false, bets: [] };
    throw new Error(`unexpected ${url}`);
  });
  get.mockImplementation(async (url: string, query: unknown) => {
    if (url === '/app/plan/plan/info') {
      if (plan instanceof Error) throw plan;
      return { ...plan, id: (query as { id: number }).id };
    }
    throw new Error(`unexpected ${url}`);
  });
  const onCopyTaken = jest.fn();
  const user = userEvent.setup();
  await initI18n('en');
  registerPlanLocales();
  await act(async () => {
    await renderBetting(<BettingBoard store={store} draw={draw} refreshBalance={async () => 100_000} copyPlanId={7} onCopyTaken={onCopyTaken} />);
  });
  await screen.findByTestId('play-item-grid');
  return { user, store, onCopyTaken };
}

const addbetBody = () => post.mock.calls.find(([url]) => url === '/app/bet/bet/addbet')?.[1];

beforeEach(() => {
  session.clear();
  post.mockReset();
  get.mockReset();
});

it("puts the plan's picks on several ranks in the slip, lists them all to confirm and sends planId with the player's stake", async () => {
  const { user, store, onCopyTaken } = await setup(buildPlan());
  await waitFor(() => expect(screen.getByTestId('copy-plan-banner')).toHaveTextContent("Copying Ann's plan"));
  expect(get).toHaveBeenCalledWith('/app/plan/plan/info', { id: 7 });
  expect(onCopyTaken).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('slip-count')).toHaveTextContent('3 picks');
  // The first pick's rank is shown; the others count on their tabs.
  expect(store.rankId).toBe(0);
  expect(screen.getByRole('tab', { name: /Champion/ })).toHaveTextContent('2');

  await user.clear(screen.getByTestId('stake-input'));
  await user.type(screen.getByTestId('stake-input'), '10');
  await user.click(screen.getByTestId('place-bet'));
  const sheet = screen.getByTestId('confirm-sheet');
  expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
  expect(sheet).toHaveTextContent('Sum · 3');
  expect(sheet).toHaveTextContent('Champion · big');
  await user.click(screen.getByTestId('confirm-bet'));

  expect(addbetBody()).toEqual({
    issue: '202611220100',
    requestId: expect.any(String),
    planId: 7,
    items: [
      { oddsId: 3, amount: 1000 },
      { oddsId: 101, amount: 1000 },
      { oddsId: 201, amount: 1000 },
    ],
  });
  // Placed: the slip is empty and no longer a copy.
  expect(screen.queryByTestId('copy-plan-banner')).toBeNull();
  expect(store.copy).toBeNull();
});

it('keeps planId when a plan pick is dropped, and drops it (and the banner) once a pick outside the plan is added', async () => {
  const { user } = await setup(buildPlan());
  await screen.findByTestId('copy-plan-banner');
  await user.click(screen.getByTestId('play-item-3'));
  expect(screen.getByTestId('copy-plan-banner')).toBeInTheDocument();

  await user.click(screen.getByTestId('play-item-4'));
  expect(screen.queryByTestId('copy-plan-banner')).toBeNull();
  await user.click(screen.getByTestId('place-bet'));
  await user.click(screen.getByTestId('confirm-bet'));
  expect(addbetBody()).not.toHaveProperty('planId');
  expect(addbetBody().items.map((entry: { oddsId: number }) => entry.oddsId)).toEqual([101, 201, 4]);
});

it('stops copying on request: the picks stay, sent as the player’s own', async () => {
  const { user } = await setup(buildPlan());
  await user.click(await screen.findByRole('button', { name: 'Stop copying' }));
  expect(screen.queryByTestId('copy-plan-banner')).toBeNull();
  expect(screen.getByTestId('slip-count')).toHaveTextContent('3 picks');
  await user.click(screen.getByTestId('place-bet'));
  await user.click(screen.getByTestId('confirm-bet'));
  expect(addbetBody()).not.toHaveProperty('planId');
});

it('says why a plan cannot be copied any more and leaves the slip alone', async () => {
  const store = new BoardStore();
  store.toggle(catalogue()[1].types[0].items[1], 'Champion');
  await setup(buildPlan({ copyable: false, status: 'closed' }), store);
  await waitFor(() => expect(screen.getByTestId('copy-plan-notice')).toHaveTextContent("Betting on this plan's period is closed: it can no longer be copied."));
  expect(screen.getByTestId('slip-count')).toHaveTextContent('1 pick');
  expect(store.copy).toBeNull();
});

it('says when the author stopped taking copies', async () => {
  await setup(buildPlan({ copyable: false, status: 'open' }));
  await waitFor(() => expect(screen.getByTestId('copy-plan-notice')).toHaveTextContent('The author is not taking copies right now.'));
});

it("shows the server's message when the plan cannot be read", async () => {
  await setup(new Error('This plan does not exist'));
  await waitFor(() => expect(screen.getByTestId('copy-plan-notice')).toHaveTextContent('This plan does not exist'));
  expect(screen.getByTestId('slip-count')).toHaveTextContent('0 picks');
});
