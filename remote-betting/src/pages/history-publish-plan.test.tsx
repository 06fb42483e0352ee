/**
 * Publishing a slip as a plan from my bets: offered only while the slip's period is open and the slip is not a copy;
 * the note is held to 140 characters with its counter, the body says note (trimmed) and show-stake, and the server's
 * refusal ("already published") is shown in its own words.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { registerPlanLocales } from '../locales/plans/register-plan-locales';
import { PublishSlipAction } from '../features/plans/components/publish-slip-action';
import { PlanReactionsStore } from '../features/plans/plan-reactions-store';
import { renderBetting } from '../test/render-betting';
import { buildPlan } from '../test/plan-builder';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

const slip = { slipId: 31, issue: '202611220100', planId: null };

async function show(ui: Parameters<typeof renderBetting>[0]) {
  await initI18n('en');
  registerPlanLocales();
  await act(async () => {
    await renderBetting(ui);
  });
  // The sheet (an antd-mobile Popup) animates in with pointer-events off; jsdom never finishes the animation.
  return userEvent.setup({ pointerEventsCheck: 0 });
}

beforeEach(() => post.mockReset());

it('is offered only while the period is open, and a copied slip links to its plan instead', async () => {
  await show(
    <>
      <PublishSlipAction slip={{ ...slip, issue: '202611220099' }} openIssue="202611220100" reactions={new PlanReactionsStore()} />
      <PublishSlipAction slip={{ ...slip, slipId: 32, planId: 7 }} openIssue="202611220100" reactions={new PlanReactionsStore()} />
      <PublishSlipAction slip={slip} openIssue={null} reactions={new PlanReactionsStore()} />
    </>,
  );
  expect(screen.queryByRole('button', { name: 'Publish as plan' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Copied from a plan' })).toHaveAttribute('href', '#/pages/plan/detail?id=7');
});

it('links a slip already published (on this device or another) to its plan instead of offering Publish again', async () => {
  await show(<PublishSlipAction slip={{ ...slip, publishedPlanId: 55 }} openIssue="202611220100" reactions={new PlanReactionsStore()} />);
  expect(screen.queryByRole('button', { name: 'Publish as plan' })).toBeNull();
  expect(screen.getByTestId('published-plan-31')).toHaveTextContent('Published as a plan');
  expect(screen.getByRole('link', { name: 'View plan' })).toHaveAttribute('href', '#/pages/plan/detail?id=55');
});

it('holds the note to 140 characters, sends it trimmed with show-stake, then links to the plan', async () => {
  post.mockResolvedValueOnce(buildPlan({ id: 88 }));
  const user = await show(<PublishSlipAction slip={slip} openIssue="202611220100" reactions={new PlanReactionsStore()} />);
  await user.click(screen.getByTestId('publish-plan-31'));
  const note = await screen.findByTestId('plan-note');
  expect(screen.getByTestId('plan-note-count')).toHaveTextContent('0/140');

  await user.click(note);
  await user.paste(`  ${'x'.repeat(150)}`);
  expect((note as HTMLTextAreaElement).value).toHaveLength(140);
  expect(screen.getByTestId('plan-note-count')).toHaveTextContent('140/140');
  await user.clear(note);
  await user.type(note, '  Champion big, twice  ');
  expect(screen.getByTestId('plan-note-count')).toHaveTextContent('23/140');

  const showStake = screen.getByRole('switch', { name: /Show my stake/ });
  expect(showStake).toHaveAttribute('aria-checked', 'false');
  await user.click(showStake);
  expect(showStake).toHaveAttribute('aria-checked', 'true');

  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(post).toHaveBeenCalledWith('/app/plan/plan/publish', { slipId: 31, note: 'Champion big, twice', showStake: true });
  await waitFor(() => expect(screen.getByTestId('published-plan-31')).toHaveTextContent('Published as a plan'));
  expect(screen.getByRole('link', { name: 'View plan' })).toHaveAttribute('href', '#/pages/plan/detail?id=88');
  expect(screen.queryByTestId('publish-plan-31')).toBeNull();
});

it('sends no note when it is blank, and shows the server refusal in the sheet', async () => {
  post.mockRejectedValueOnce(new ApiError('This slip is already published as a plan', { code: 1001 }));
  const user = await show(<PublishSlipAction slip={slip} openIssue="202611220100" reactions={new PlanReactionsStore()} />);
  await user.click(screen.getByTestId('publish-plan-31'));
  await user.type(await screen.findByTestId('plan-note'), '   ');
  await user.click(screen.getByTestId('plan-publish-submit'));
  expect(post).toHaveBeenCalledWith('/app/plan/plan/publish', { slipId: 31, showStake: false });
  await waitFor(() => expect(screen.getByTestId('publish-error')).toHaveTextContent('This slip is already published as a plan'));
  expect(screen.getByTestId('plan-publish-submit')).toBeEnabled();
});
