import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HashRouter, Route, Routes } from '@racing/shared/src/routing/router';
import { renderConsole } from '../test/console-test-env';
import { adminPost } from '@racing/shared/src/operator/admin-client';
import ConsolePlayersPage from './console-players';

jest.mock('@racing/shared/src/operator/admin-client', () => ({ adminGet: jest.fn(), adminPost: jest.fn() }));
jest.mock('../frame/console-frame', () => ({ ConsoleFrame: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

// antd's Table and Form take seconds to mount in jsdom on a busy machine.
jest.setTimeout(30_000);

// The server's summary row (routes/admin/player/player.ts summaryRow).
const PLAYER = { id: 5, phone: '13800138000', nickname: 'Lucky', avatar: null, balance: 123_456, status: 'active', bets: 1_234, createTime: '2027-06-01T08:00:00.000Z' };

describe('players page', () => {
  beforeEach(() => {
    jest.mocked(adminPost).mockResolvedValue({ list: [PLAYER], pagination: { page: 1, size: 20, total: 1 } });
  });

  it('searches by what the operator typed, from the first page', async () => {
    await renderConsole(
      <HashRouter>
        <Routes>
          <Route path="*" element={<ConsolePlayersPage />} />
        </Routes>
      </HashRouter>,
    );
    expect(adminPost).toHaveBeenLastCalledWith('/player/player/page', { page: 1, size: 20, keyWord: undefined, status: undefined });
    expect(await screen.findByText('1,234.56')).toBeInTheDocument();
    // The bets placed, as a count.
    expect(screen.getByText('1,234')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('player-search'), { target: { value: ' 0138000 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('player-search-submit'));
    });

    await waitFor(() => expect(adminPost).toHaveBeenLastCalledWith('/player/player/page', { page: 1, size: 20, keyWord: '0138000', status: undefined }));
  });

  it('opens the player card from a row', async () => {
    await renderConsole(
      <HashRouter>
        <Routes>
          <Route path="*" element={<ConsolePlayersPage />} />
        </Routes>
      </HashRouter>,
    );
    fireEvent.click(await screen.findByText('Lucky'));
    await waitFor(() => expect(window.location.hash).toBe('#/console/player?id=5'));
  });
});
