import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HashRouter, Route, Routes } from '@racing/shared/src/routing/router';
import { renderConsole } from '../test/console-test-env';
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';
import { useOperator } from '../session/operator-session';
import ConsolePlayerPage from './console-player';

jest.mock('@racing/shared/src/operator/admin-client', () => ({ adminGet: jest.fn(), adminPost: jest.fn() }));
jest.mock('../session/operator-session', () => ({ useOperator: jest.fn() }));
jest.mock('../frame/console-frame', () => ({ ConsoleFrame: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

// antd's Modal, Tabs and Form take seconds to mount in jsdom on a busy machine.
jest.setTimeout(30_000);

// The server's card (routes/admin/player/player.ts card).
const CARD = {
  id: 5,
  phone: '13800138000',
  nickname: 'Lucky',
  avatar: null,
  balance: 10_000,
  status: 'active',
  frozen: null,
  inviteCode: 'LUCKY5',
  invitedBy: null,
  createTime: '2027-06-01T08:00:00.000Z',
  counters: { bets: 42, won: 7, push: 1, refunded: 2, staked: 81_500, winnings: 33_300, recharged: 120_000, withdrawn: 60_000, adjustedIn: 1_200, adjustedOut: 0, refunds: 900 },
  limits: { stakeDay: 5_000, stakeWeek: null, stakeMonth: null, depositDay: null, depositWeek: null, depositMonth: null },
  pendingLimits: { stakeDay: 9_000 },
  pendingLimitsFrom: '2027-06-03T08:00:00.000Z',
  selfExcludedUntil: null,
  realityCheckMinutes: 30,
  lastLogin: { time: '2027-06-02T09:00:00.000Z', loginType: 'password' },
};
const FROZEN_CARD = { ...CARD, status: 'frozen', frozen: { time: '2027-06-02T10:00:00.000Z', reason: 'Chargeback fraud' } };
const EMPTY_PAGE = { list: [], pagination: { page: 1, size: 20, total: 0 } };
// The server's ledger row: a withdrawal's hold (consumption) and its time as `time`.
const LEDGER_PAGE = {
  list: [{ id: 9, type: 'consumption', amount: -2_500, balanceAfter: 10_000, remark: null, time: '2027-06-02T09:30:00.000Z' }],
  pagination: { page: 1, size: 20, total: 1 },
};

function operatorWith(permissions: string[]) {
  jest.mocked(useOperator).mockReturnValue({ can: (key: string) => permissions.includes(key) } as unknown as ReturnType<typeof useOperator>);
}

async function openCard() {
  await renderConsole(
    <HashRouter>
      <Routes>
        <Route path="*" element={<ConsolePlayerPage id="5" />} />
      </Routes>
    </HashRouter>,
  );
  await waitFor(() => expect(screen.getByTestId('player-balance')).toHaveTextContent('100.00'));
}

const adjustCalls = () => jest.mocked(adminPost).mock.calls.filter(([path]) => path === '/player/player/adjust');

describe('player card', () => {
  beforeEach(() => {
    jest.mocked(adminGet).mockResolvedValue(CARD);
    jest.mocked(adminPost).mockImplementation(async (path: string) => {
      if (path === '/player/player/adjust') return { before: 10_000, after: 8_766 };
      if (path === '/player/player/ledger') return LEDGER_PAGE;
      if (path === '/player/player/freeze' || path === '/player/player/unfreeze') return null;
      return EMPTY_PAGE;
    });
  });

  it('shows the card and the ledger of the player named in the address', async () => {
    operatorWith(['player:player:ledger', 'player:player:bets', 'player:player:orders', 'player:player:logins']);
    await openCard();
    expect(adminGet).toHaveBeenCalledWith('/player/player/info', { id: 5 });
    // The stake limit in force and the increase waiting for its 24 hours.
    expect(screen.getByText(/^50\.00, 90\.00 from /)).toBeInTheDocument();
    expect(screen.getByText('Every 30 min')).toBeInTheDocument();
    expect(screen.getByText(/\(Password\)$/)).toBeInTheDocument();
    expect(adminPost).toHaveBeenCalledWith('/player/player/ledger', { id: 5, page: 1, size: 20 });
    const ledger = screen.getByTestId('player-ledger-table');
    expect(await within(ledger).findByText('Withdrawal')).toBeInTheDocument();
    expect(within(ledger).getByText('-25.00')).toBeInTheDocument();
  });

  it("offers only the history tabs the role may read, and opens on the first of them (an agent: bets and logins)", async () => {
    operatorWith(['player:player:bets', 'player:player:logins']);
    await openCard();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bets', 'Logins']);
    expect(await screen.findByTestId('player-bets-table')).toBeInTheDocument();
    expect(adminPost).not.toHaveBeenCalledWith('/player/player/ledger', expect.anything());
    expect(adminPost).not.toHaveBeenCalledWith('/player/player/orders', expect.anything());
  });

  it('titles the card with the nickname, else the phone, else the id', async () => {
    operatorWith([]);
    await openCard();
    expect(screen.getByText('Lucky (#5)')).toBeInTheDocument();
  });

  it.each([
    [{ nickname: '' }, '13800138000 (#5)'],
    [{ nickname: '', phone: null }, 'Player #5'],
  ])('titles a card without a nickname (%o) as %s', async (overrides, title) => {
    jest.mocked(adminGet).mockResolvedValue({ ...CARD, ...overrides });
    operatorWith([]);
    await openCard();
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.queryByText('(#5)')).not.toBeInTheDocument();
  });

  it("shows the card's counters: bets as counts, money in cents as amounts", async () => {
    operatorWith([]);
    await openCard();
    expect(screen.getByTestId('player-counter-bets')).toHaveTextContent('42');
    expect(screen.getByTestId('player-counter-won')).toHaveTextContent('7');
    expect(screen.getByTestId('player-counter-refunded')).toHaveTextContent('2');
    expect(screen.getByTestId('player-counter-staked')).toHaveTextContent('815.00');
    expect(screen.getByTestId('player-counter-winnings')).toHaveTextContent('333.00');
    expect(screen.getByTestId('player-counter-recharged')).toHaveTextContent('1,200.00');
    expect(screen.getByTestId('player-counter-adjustedIn')).toHaveTextContent('12.00');
  });

  it('shows a frozen account with its reason, and unfreezes it', async () => {
    jest.mocked(adminGet).mockResolvedValue(FROZEN_CARD);
    operatorWith(['player:player:freeze', 'player:player:unfreeze']);
    await openCard();
    expect(screen.getByText('Chargeback fraud')).toBeInTheDocument();
    expect(screen.queryByTestId('player-freeze')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('player-unfreeze'));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('unfreeze-confirm'));
    });
    await waitFor(() => expect(adminPost).toHaveBeenCalledWith('/player/player/unfreeze', { id: 5 }));
  });

  it('offers adjust and freeze only to a role that holds them', async () => {
    operatorWith(['player:player:freeze']);
    await openCard();
    expect(screen.queryByTestId('player-adjust')).not.toBeInTheDocument();
    expect(screen.getByTestId('player-freeze')).toBeInTheDocument();
    expect(screen.queryByTestId('player-unfreeze')).not.toBeInTheDocument();
  });

  it('sends a debit as negative cents with the reason, and refuses an empty reason before calling', async () => {
    operatorWith(['player:player:adjust']);
    await openCard();
    fireEvent.click(screen.getByTestId('player-adjust'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('adjust-direction-debit'));
    fireEvent.change(within(dialog).getByTestId('adjust-amount'), { target: { value: '12.34' } });
    fireEvent.change(within(dialog).getByTestId('adjust-reason'), { target: { value: '   ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('adjust-confirm'));
    });
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(adjustCalls()).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('adjust-reason'), { target: { value: ' Duplicate recharge credited twice ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('adjust-confirm'));
    });
    await waitFor(() => expect(adjustCalls()).toEqual([['/player/player/adjust', { id: 5, amount: -1234, reason: 'Duplicate recharge credited twice' }]]));
    // The card is read again after the change.
    await waitFor(() => expect(adminGet).toHaveBeenCalledTimes(2));
  });

  it('refuses an amount of zero before calling', async () => {
    operatorWith(['player:player:adjust']);
    await openCard();
    fireEvent.click(screen.getByTestId('player-adjust'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('adjust-amount'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByTestId('adjust-reason'), { target: { value: 'Goodwill' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('adjust-confirm'));
    });
    expect(await within(dialog).findByText('The amount cannot be zero.')).toBeInTheDocument();
    expect(adjustCalls()).toHaveLength(0);
  });

  it('freezes with the reason given', async () => {
    operatorWith(['player:player:freeze']);
    await openCard();
    fireEvent.click(screen.getByTestId('player-freeze'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('freeze-reason'), { target: { value: 'Chargeback fraud' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('freeze-confirm'));
    });
    await waitFor(() => expect(adminPost).toHaveBeenCalledWith('/player/player/freeze', { id: 5, reason: 'Chargeback fraud' }));
  });
});
