/**
 * The plan hall and its cards: copyable or not (and why, in words), liked or not, a like and a follow updating their
 * counts, guests sent to log in, filters sent to the server, and the author's page.
 */
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { registerPlanLocales } from '../locales/plans/register-plan-locales';
import { PlanCard } from '../features/plans/components/plan-card';
import { PlanReactionsStore } from '../features/plans/plan-reactions-store';
import { renderBetting, rank } from '../test/render-betting';
import { buildAuthor, buildPlan, planPick } from '../test/plan-builder';
import PlanHallPage from './plan-hall-page';
import PlanAuthorPage from './plan-author-page';
import type { PlanView } from '../api/plan-api';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

const page = (list: PlanView[]) => ({ list, pagination: { page: 1, size: 20, total: list.length } });
const logIn = () => session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });

async function show(ui: Parameters<typeof renderBetting>[0]) {
  await initI18n('en');
  registerPlanLocales();
  await act(async () => {
    await renderBetting(ui);
  });
  return userEvent.setup();
}

beforeEach(() => {
  session.clear();
  post.mockReset();
  get.mockReset();
  window.location.hash = '#/';
});

describe('a plan card', () => {
  it('shows author, period, status, picks with odds, note and stake, and an enabled Copy that opens the board with the plan', async () => {
    logIn();
    const user = await show(<PlanCard plan={buildPlan({ note: 'Big on the champion', stake: 3000 })} reactions={new PlanReactionsStore()} />);
    const card = screen.getByTestId('plan-card-7');
    expect(within(card).getByTestId('plan-author-link')).toHaveAttribute('href', '#/pages/plan/author?id=42');
    expect(card).toHaveTextContent('Period 202611220100');
    expect(within(card).getByTestId('plan-status')).toHaveTextContent('Open');
    expect(within(card).getByTestId('plan-pick-101')).toHaveTextContent('1@9.8');
    expect(within(card).getByTestId('plan-pick-201')).toHaveTextContent('big@1.98');
    expect(card).toHaveTextContent('Big on the champion');
    expect(within(card).getByTestId('plan-stake')).toHaveTextContent('Stake 30.00');
    expect(within(card).getByTestId('plan-copies')).toHaveTextContent('2 copies');
    expect(within(card).queryByTestId('plan-copy-reason')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(window.location.hash).toBe('#/?copyPlan=7');
  });

  it.each([
    [{ status: 'closed' as const }, 'Betting closed: no more copies'],
    [{ status: 'open' as const }, 'The author is not taking copies'],
    [{ mine: true }, 'Your own plan'],
  ])('says in words why a plan cannot be copied (%o)', async (extra, reason) => {
    await show(<PlanCard plan={buildPlan({ copyable: false, ...extra })} reactions={new PlanReactionsStore()} />);
    expect(screen.getByTestId('plan-copy')).toBeDisabled();
    expect(screen.getByTestId('plan-copy-reason')).toHaveTextContent(reason);
  });

  it('shows the result balls and hits once drawn, and no stake when the author hides it', async () => {
    await show(<PlanCard plan={buildPlan({ copyable: false, status: 'won', result: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: 1 })} reactions={new PlanReactionsStore()} />);
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Won');
    expect(screen.getByTestId('number-balls').children).toHaveLength(10);
    expect(screen.getByText('1 pick won')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-stake')).toBeNull();
  });

  it('marks a liked plan and my own plan: the like button is off', async () => {
    await show(
      <>
        <PlanCard plan={buildPlan({ id: 1, liked: true })} reactions={new PlanReactionsStore()} />
        <PlanCard plan={buildPlan({ id: 2, mine: true, copyable: false })} reactions={new PlanReactionsStore()} />
      </>,
    );
    const liked = within(screen.getByTestId('plan-card-1')).getByTestId('plan-like');
    expect(liked).toBeDisabled();
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked).toHaveAccessibleName('Liked 4');
    expect(within(screen.getByTestId('plan-card-2')).getByTestId('plan-like')).toBeDisabled();
  });

  it('likes once and shows the count the server answers', async () => {
    logIn();
    post.mockResolvedValueOnce({ id: 7, likes: 9, liked: true });
    const user = await show(<PlanCard plan={buildPlan()} reactions={new PlanReactionsStore()} />);
    await user.click(screen.getByRole('button', { name: /Like 4/ }));
    expect(post).toHaveBeenCalledWith('/app/plan/plan/like', { id: 7 });
    expect(screen.getByTestId('plan-likes-count')).toHaveTextContent('9');
    expect(screen.getByTestId('plan-like')).toBeDisabled();
  });

  it('sends a guest who likes or copies to log in, without calling the server', async () => {
    const user = await show(<PlanCard plan={buildPlan()} reactions={new PlanReactionsStore()} />);
    await user.click(screen.getByTestId('plan-like'));
    expect(window.location.hash).toBe('#/pages/user/login');
    window.location.hash = '#/';
    await user.click(screen.getByTestId('plan-copy'));
    expect(window.location.hash).toBe('#/pages/user/login');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('the hall', () => {
  it('lists plans, filters by rank and by the authors I follow', async () => {
    logIn();
    post.mockImplementation(async (url: string, body: { rankId?: number; following?: boolean }) => {
      if (url === '/app/bet/rank/listByOrder') return [rank(0, 'sum', 'Sum'), rank(1, '1', 'Champion')];
      if (url === '/app/plan/plan/page') return page(body.following ? [] : [buildPlan({ id: 1 }), buildPlan({ id: 2, picks: [planPick(3, 0, '3')] })]);
      throw new Error(`unexpected ${url}`);
    });
    const user = await show(<PlanHallPage />);
    expect(screen.getByTestId('page-plan-hall')).toBeInTheDocument();
    await screen.findByTestId('plan-card-2');
    expect(post).toHaveBeenCalledWith('/app/plan/plan/page', { page: 1, size: 20 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank' }), 'Champion');
    expect(post).toHaveBeenLastCalledWith('/app/plan/plan/page', { rankId: 1, page: 1, size: 20 });

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(post).toHaveBeenLastCalledWith('/app/plan/plan/page', { rankId: 1, following: true, page: 1, size: 20 });
    await waitFor(() => expect(screen.getByTestId('plan-list-empty')).toHaveTextContent('Players you follow have not published any plans yet.'));
  });

  it('asks a guest on Following to log in, and shows the error with a retry', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/app/bet/rank/listByOrder') return [];
      throw new Error('Service abnormal');
    });
    const user = await show(<PlanHallPage />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Service abnormal'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(screen.getByTestId('plan-list-empty')).toHaveTextContent('Log in to see the plans of players you follow.');
    expect(screen.getByTestId('plan-login')).toHaveAttribute('href', '#/pages/user/login');
  });
});

describe("an author's page", () => {
  it('shows the record and follows, updating the follower count', async () => {
    logIn();
    get.mockResolvedValue(buildAuthor());
    post.mockImplementation(async (url: string, body: { authorId?: number }) => {
      if (url === '/app/plan/plan/page') return page([buildPlan({ id: 5 })]);
      if (url === '/app/plan/author/follow') return { id: 42, following: true, fans: 13 };
      if (url === '/app/plan/author/unfollow') return { id: 42, following: false, fans: 12 };
      throw new Error(`unexpected ${url} ${JSON.stringify(body)}`);
    });
    const user = await show(<PlanAuthorPage id="42" />);
    expect(await screen.findByRole('heading', { name: 'Ann' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/app/plan/author/info', { id: 42 });
    expect(screen.getByTestId('page-plan-author')).toHaveTextContent('Champion numbers only');
    expect(screen.getByTestId('author-fans')).toHaveTextContent('12');
    expect(screen.getByTestId('author-likes')).toHaveTextContent('40');
    expect(screen.getByTestId('author-clicks')).toHaveTextContent('321');
    expect(screen.getByTestId('author-hit-rate')).toHaveTextContent('12/30');
    expect(screen.getByTestId('author-streak')).toHaveTextContent('3 wins in a row');
    expect(screen.getByTestId('author-receiving')).toHaveTextContent('Taking copies');
    await screen.findByTestId('plan-card-5');
    expect(post).toHaveBeenCalledWith('/app/plan/plan/page', { authorId: 42, page: 1, size: 20 });

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(post).toHaveBeenCalledWith('/app/plan/author/follow', { id: 42 });
    expect(screen.getByTestId('author-fans')).toHaveTextContent('13');
    expect(screen.getByTestId('author-follow')).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(post).toHaveBeenCalledWith('/app/plan/author/unfollow', { id: 42 });
    expect(screen.getByTestId('author-fans')).toHaveTextContent('12');
  });
});
