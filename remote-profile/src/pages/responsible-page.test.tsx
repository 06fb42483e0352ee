/** Play responsibly: the binding limit marked, a raise waits and says when, self-exclusion states its end before it is asked for, the reality-check interval. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { formatDate } from '@racing/shared/src/format/format-date';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { REALITY_CHECK_CHANGED_EVENT } from '@racing/shared/src/responsible/reality-check-events';
import { exclusionEnd } from '../features/responsible/stake-limits';
import { openedDialog, renderProfilePage } from '../test/render-profile-page';
import ResponsiblePage from './responsible-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const PENDING_FROM = '2026-03-02T10:00:00.000Z';

function view(overrides: Partial<ResponsibleView> = {}): ResponsibleView {
  return {
    limits: { stakeDay: 5000, stakeWeek: 20000, stakeMonth: null },
    pending: null,
    pendingFrom: null,
    excludedUntil: null,
    used: { stakeDay: 1000, stakeWeek: 17000, stakeMonth: 17000 },
    realityCheckMinutes: 30,
    ...overrides,
  };
}

async function openPage(current: ResponsibleView = view()) {
  get.mockResolvedValue(current);
  await act(async () => {
    await renderProfilePage(<ResponsiblePage />, '/pages/user/responsible');
  });
  await screen.findByTestId('limit-stakeDay');
}

it('shows each window with what is staked and left, and marks the limit reached first', async () => {
  await openPage();
  expect(get).toHaveBeenCalledWith('/app/user/responsible/info');
  expect(screen.getByTestId('limit-stakeDay')).toHaveTextContent('24 hours50.00Staked 10.00, 40.00 left');
  expect(screen.getByTestId('limit-stakeWeek')).toHaveTextContent('Staked 170.00, 30.00 left');
  expect(screen.getByTestId('limit-stakeMonth')).toHaveTextContent('No limit');
  expect(within(screen.getByTestId('limit-stakeWeek')).getByTestId('limit-binding')).toHaveTextContent('Reached first');
  expect(screen.getAllByTestId('limit-binding')).toHaveLength(1);
});

it('lowers a limit at once and shows a raise waiting until it takes effect', async () => {
  await openPage();
  post.mockResolvedValue(view({ limits: { stakeDay: 4000, stakeWeek: 20000, stakeMonth: null }, pending: { stakeDay: 4000, stakeWeek: 30000, stakeMonth: null }, pendingFrom: PENDING_FROM }));
  await userEvent.click(screen.getByTestId('limits-edit'));
  expect(screen.getByTestId('limit-input-stakeDay')).toHaveValue('50');
  await userEvent.clear(screen.getByTestId('limit-input-stakeDay'));
  await userEvent.type(screen.getByTestId('limit-input-stakeDay'), '40');
  await userEvent.clear(screen.getByTestId('limit-input-stakeWeek'));
  await userEvent.type(screen.getByTestId('limit-input-stakeWeek'), '300');
  await userEvent.click(screen.getByTestId('limits-save'));

  expect(post).toHaveBeenCalledWith('/app/user/responsible/setLimits', { stakeDay: 4000, stakeWeek: 30000 });
  const when = formatDate(PENDING_FROM, 'dateTime');
  expect(await screen.findByText(`Lower limits apply now; higher limits and removals take effect at ${when}`)).toBeInTheDocument();
  expect(screen.getByTestId('limit-stakeDay')).toHaveTextContent('40.00');
  expect(screen.getByTestId('limit-stakeWeek-pending')).toHaveTextContent(`Rises to 300.00; takes effect at ${when}`);
  expect(screen.queryByTestId('limit-stakeDay-pending')).toBeNull();
});

it('clears a limit with an empty field and refuses an amount the language cannot read', async () => {
  await openPage();
  await userEvent.click(screen.getByTestId('limits-edit'));
  await userEvent.clear(screen.getByTestId('limit-input-stakeDay'));
  await userEvent.type(screen.getByTestId('limit-input-stakeDay'), '12.345');
  await userEvent.click(screen.getByTestId('limits-save'));
  expect(screen.getByTestId('limits-error')).toHaveTextContent('The amount for 24 hours has more than two decimals');
  expect(post).not.toHaveBeenCalled();

  post.mockResolvedValue(view({ pending: { stakeDay: null, stakeWeek: 20000, stakeMonth: null }, pendingFrom: PENDING_FROM }));
  await userEvent.clear(screen.getByTestId('limit-input-stakeDay'));
  await userEvent.click(screen.getByTestId('limits-save'));
  expect(post).toHaveBeenCalledWith('/app/user/responsible/setLimits', { stakeDay: null });
  expect(await screen.findByTestId('limit-stakeDay-pending')).toHaveTextContent(`Removed; takes effect at ${formatDate(PENDING_FROM, 'dateTime')}`);
});

it('says exactly what self-exclusion blocks and until when before asking the server', async () => {
  await openPage();
  await userEvent.click(screen.getByTestId('exclude-12'));
  // A year from the tap, as the server counts it (read on both sides of the tap: a minute may turn meanwhile).
  const before = formatDate(exclusionEnd(Date.now(), 12), 'dateTime');
  await userEvent.click(screen.getByTestId('exclude-start'));
  const after = formatDate(exclusionEnd(Date.now(), 12), 'dateTime');
  const dialog = await openedDialog();
  const blocks = within(dialog).getByTestId('exclude-confirm').textContent ?? '';
  expect([`From now until ${before} you cannot place any bet.`, `From now until ${after} you cannot place any bet.`].some((text) => blocks.includes(text))).toBe(true);
  expect(blocks).toContain('It cannot be ended early, and it stays even if you close your account');
  expect(post).not.toHaveBeenCalled();

  post.mockResolvedValue(view({ excludedUntil: '2027-03-01T10:00:00.000Z' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
  expect(post).toHaveBeenCalledWith('/app/user/responsible/selfExclude', { months: 12 });
  expect(await screen.findByTestId('self-excluded')).toHaveTextContent(`You are self-excluded until ${formatDate('2027-03-01T10:00:00.000Z', 'dateTime')}.`);
  expect(screen.queryByTestId('exclude-start')).toBeNull();
});

it('saves the reality-check interval and tells the running check', async () => {
  await openPage();
  const heard = jest.fn();
  window.addEventListener(REALITY_CHECK_CHANGED_EVENT, heard);
  expect(screen.getByTestId('reality-30')).toHaveAttribute('aria-pressed', 'true');
  post.mockResolvedValue(view({ realityCheckMinutes: 15 }));
  await userEvent.click(screen.getByTestId('reality-15'));
  expect(post).toHaveBeenCalledWith('/app/user/responsible/setRealityCheck', { minutes: 15 });
  expect(heard).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('You will be reminded every 15 minutes')).toBeInTheDocument();
  expect(screen.getByTestId('reality-15')).toHaveAttribute('aria-pressed', 'true');
  window.removeEventListener(REALITY_CHECK_CHANGED_EVENT, heard);
});
