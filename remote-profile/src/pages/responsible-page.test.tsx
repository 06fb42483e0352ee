/** Play responsibly: the binding limit marked, a raise waits and says when, deposit limits beside the stake limits, self-exclusion states its end before it is asked for, the reality-check interval. */
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { formatDate } from '@racing/shared/src/format/format-date';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { REALITY_CHECK_CHANGED_EVENT } from '@racing/shared/src/responsible/reality-check-events';
import { exclusionEnd } from '../features/responsible/play-limits';
import { openedDialog, renderProfilePage } from '../test/render-profile-page';
import ResponsiblePage from './responsible-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const PENDING_FROM = '2026-03-02T10:00:00.000Z';

function view(overrides: Partial<ResponsibleView> = {}): ResponsibleView {
  return {
    limits: { stakeDay: 5000, stakeWeek: 20000, stakeMonth: null, depositDay: null, depositWeek: null, depositMonth: null },
    pending: null,
    pendingFrom: null,
    excludedUntil: null,
    used: { stakeDay: 1000, stakeWeek: 17000, stakeMonth: 17000 },
    depositLimitsChosen: true,
    depositUsed: { depositDay: 0, depositWeek: 0, depositMonth: 0 },
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

it('shows the deposit limits beside the stake limits: deposited and left per window, the first reached, a raise waiting', async () => {
  await openPage(
    view({
      limits: { ...view().limits, depositDay: 30000, depositMonth: 100000 },
      pending: { ...view().limits, depositDay: 50000, depositMonth: 100000 },
      pendingFrom: PENDING_FROM,
      depositUsed: { depositDay: 10000, depositWeek: 25000, depositMonth: 95000 },
    }),
  );
  const deposits = screen.getByTestId('deposit-limits');
  expect(deposits).toHaveTextContent('Deposit limits');
  expect(screen.getByTestId('limit-depositDay')).toHaveTextContent('24 hours300.00Deposited 100.00, 200.00 left');
  expect(screen.getByTestId('limit-depositWeek')).toHaveTextContent('No limitDeposited 250.00');
  expect(within(screen.getByTestId('limit-depositMonth')).getByTestId('limit-binding')).toHaveTextContent('Reached first');
  expect(screen.getByTestId('limit-depositDay-pending')).toHaveTextContent(`Rises to 500.00; takes effect at ${formatDate(PENDING_FROM, 'dateTime')}`);
  // Deposits count against deposit limits only.
  expect(screen.getByTestId('limit-stakeDay')).toHaveTextContent('Staked 10.00, 40.00 left');
  expect(screen.queryByTestId('deposit-limits-not-chosen')).toBeNull();
});

it('says the deposit limits were never chosen, and sets them with the same editor, stake limits untouched', async () => {
  await openPage(view({ depositLimitsChosen: false }));
  expect(screen.getByTestId('deposit-limits-not-chosen')).toHaveTextContent('Not chosen yet: you will be asked before your first recharge.');
  await userEvent.click(screen.getByTestId('deposit-limits-edit'));
  const editor = screen.getByTestId('deposit-limits-editor');
  expect(within(editor).queryByTestId('limit-input-stakeDay')).toBeNull();
  expect(screen.getByTestId('stake-limits')).toBeInTheDocument();
  await userEvent.type(within(editor).getByTestId('limit-input-depositWeek'), '1.234,5');
  await userEvent.click(within(editor).getByTestId('deposit-limits-save'));
  expect(screen.getByTestId('deposit-limits-error')).toHaveTextContent('The amount for 7 days is not a valid amount');
  expect(post).not.toHaveBeenCalled();

  post.mockResolvedValue(view({ limits: { ...view().limits, depositWeek: 100000 } }));
  await userEvent.clear(within(editor).getByTestId('limit-input-depositWeek'));
  await userEvent.type(within(editor).getByTestId('limit-input-depositWeek'), '1000');
  await userEvent.click(within(editor).getByTestId('deposit-limits-save'));
  expect(post).toHaveBeenCalledWith('/app/user/responsible/setLimits', { depositWeek: 100000 });
  expect(await screen.findByText('Limits saved; they apply now')).toBeInTheDocument();
  expect(screen.getByTestId('limit-depositWeek')).toHaveTextContent('1,000.00');
  expect(screen.queryByTestId('deposit-limits-editor')).toBeNull();
});

it('lowers a limit at once and shows a raise waiting until it takes effect', async () => {
  await openPage();
  post.mockResolvedValue(view({ limits: { ...view().limits, stakeDay: 4000 }, pending: { ...view().limits, stakeDay: 4000, stakeWeek: 30000 }, pendingFrom: PENDING_FROM }));
  await userEvent.click(screen.getByTestId('stake-limits-edit'));
  expect(screen.getByTestId('limit-input-stakeDay')).toHaveValue('50');
  await userEvent.clear(screen.getByTestId('limit-input-stakeDay'));
  await userEvent.type(screen.getByTestId('limit-input-stakeDay'), '40');
  await userEvent.clear(screen.getByTestId('limit-input-stakeWeek'));
  await userEvent.type(screen.getByTestId('limit-input-stakeWeek'), '300');
  await userEvent.click(screen.getByTestId('stake-limits-save'));

  expect(post).toHaveBeenCalledWith('/app/user/responsible/setLimits', { stakeDay: 4000, stakeWeek: 30000 });
  const when = formatDate(PENDING_FROM, 'dateTime');
  expect(await screen.findByText(`Lower limits apply now; higher limits and removals take effect at ${when}`)).toBeInTheDocument();
  expect(screen.getByTestId('limit-stakeDay')).toHaveTextContent('40.00');
  expect(screen.getByTestId('limit-stakeWeek-pending')).toHaveTextContent(`Rises to 300.00; takes effect at ${when}`);
  expect(screen.queryByTestId('limit-stakeDay-pending')).toBeNull();
});

it('clears a limit with an empty field and refuses an amount the language cannot read', async () => {
  await openPage();
  await userEvent.click(screen.getByTestId('stake-limits-edit'));
  await userEvent.clear(screen.getByTestId('limit-input-stakeDay'));
  await userEvent.type(screen.getByTestId('limit-input-stakeDay'), '12.345');
  await userEvent.click(screen.getByTestId('stake-limits-save'));
  expect(screen.getByTestId('stake-limits-error')).toHaveTextContent('The amount for 24 hours has more than two decimals');
  expect(post).not.toHaveBeenCalled();

  post.mockResolvedValue(view({ pending: { ...view().limits, stakeDay: null }, pendingFrom: PENDING_FROM }));
  await userEvent.clear(screen.getByTestId('limit-input-stakeDay'));
  await userEvent.click(screen.getByTestId('stake-limits-save'));
  expect(post).toHaveBeenCalledWith('/app/user/responsible/setLimits', { stakeDay: null });
  await waitFor(() => expect(screen.getByTestId('limit-stakeDay-pending')).toHaveTextContent(`Removed; takes effect at ${formatDate(PENDING_FROM, 'dateTime')}`));
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
  expect([`From now until ${before} you cannot place any bet or recharge.`, `From now until ${after} you cannot place any bet or recharge.`].some((text) => blocks.includes(text))).toBe(true);
  expect(blocks).toContain('It cannot be ended early, and it stays even if you close your account');
  expect(post).not.toHaveBeenCalled();

  post.mockResolvedValue(view({ excludedUntil: '2027-03-01T10:00:00.000Z' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
  expect(post).toHaveBeenCalledWith('/app/user/responsible/selfExclude', { months: 12 });
  await waitFor(() => expect(screen.getByTestId('self-excluded')).toHaveTextContent(`You are self-excluded until ${formatDate('2027-03-01T10:00:00.000Z', 'dateTime')}.`));
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
