import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminApiError } from '@racing/shared/src/operator/admin-client';
import { renderConsole } from '../../../test/console-test-env';
import { listOdds, updateOdds, type OddsItem } from '../api/catalogue-api';
import { OddsTable } from './odds-table';

jest.mock('../api/catalogue-api', () => ({
  ...jest.requireActual('../api/catalogue-api'),
  listOdds: jest.fn(),
  updateOdds: jest.fn(),
}));

// antd's Table and inputs take seconds to mount in jsdom on a busy machine.
jest.setTimeout(30_000);

function item(overrides: Partial<OddsItem> = {}): OddsItem {
  return {
    id: 31,
    rankId: 1,
    rankName: 'Champion',
    type: 0,
    code: '7',
    name: '7',
    odds: 9800,
    minStake: 100,
    maxStake: 500_000,
    status: 1,
    orderNum: 7,
    probability: 0.1,
    pushProbability: 0,
    rtp: 0.98,
    ...overrides,
  };
}

function typeInto(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('odds table', () => {
  it('sends the edited odds as thousandths and the stakes as cents, only what changed', async () => {
    jest.mocked(listOdds).mockResolvedValue([item()]);
    jest.mocked(updateOdds).mockResolvedValue(item({ odds: 9750, maxStake: 1_000_050, rtp: 0.975 }));
    await renderConsole(<OddsTable rankId={1} canEdit />);

    fireEvent.click(within(await screen.findByTestId('odds-table')).getByTestId('odds-edit-31'));
    typeInto('odds-input-31', '9.75');
    typeInto('odds-max-input-31', '10000.5');
    await act(async () => {
      fireEvent.click(screen.getByTestId('odds-save-31'));
    });

    expect(updateOdds).toHaveBeenCalledWith({ id: 31, odds: 9750, maxStake: 1_000_050 });
    await waitFor(() => expect(screen.queryByTestId('odds-input-31')).not.toBeInTheDocument());
    expect(screen.getByTestId('odds-rtp-31')).toHaveTextContent('97.5%');
  });

  it("shows the server's refusal when the odds would return more than 100%, and keeps the edit open", async () => {
    jest.mocked(listOdds).mockResolvedValue([item()]);
    const refusal = 'These odds would give Champion 7 a return to player of 105%, above 100%: not saved';
    jest.mocked(updateOdds).mockRejectedValue(new AdminApiError(refusal, { code: 1001, status: 200 }));
    await renderConsole(<OddsTable rankId={1} canEdit />);

    fireEvent.click(await screen.findByTestId('odds-edit-31'));
    typeInto('odds-input-31', '10.5');
    await act(async () => {
      fireEvent.click(screen.getByTestId('odds-save-31'));
    });

    expect(updateOdds).toHaveBeenCalledWith({ id: 31, odds: 10_500 });
    await waitFor(() => expect(screen.getByTestId('odds-refusal')).toHaveTextContent(refusal));
    expect(screen.getByTestId('odds-input-31')).toBeInTheDocument();
  });

  it('refuses odds of 1.000 or less and a stake of 0 as typed, sending nothing (never raised to the minimum behind the operator)', async () => {
    jest.mocked(listOdds).mockResolvedValue([item()]);
    await renderConsole(<OddsTable rankId={1} canEdit />);
    fireEvent.click(await screen.findByTestId('odds-edit-31'));
    for (const [testId, value] of [['odds-input-31', '0'], ['odds-input-31', '1'], ['odds-min-input-31', '0']] as const) {
      typeInto(testId, value);
      fireEvent.blur(screen.getByTestId(testId));
      await act(async () => {
        fireEvent.click(screen.getByTestId('odds-save-31'));
      });
      expect(screen.getByTestId('odds-refusal')).toHaveTextContent('odds above 1.000');
      typeInto('odds-input-31', '9.8');
      typeInto('odds-min-input-31', '1');
    }
    expect(updateOdds).not.toHaveBeenCalled();
  });

  it('shows a return to player from 99% up in red', async () => {
    jest.mocked(listOdds).mockResolvedValue([item(), item({ id: 32, code: '8', name: '8', odds: 9950, rtp: 0.995 })]);
    await renderConsole(<OddsTable rankId={1} canEdit={false} />);
    expect(await screen.findByTestId('odds-rtp-32')).toHaveStyle({ color: '#cf1322' });
    expect(screen.getByTestId('odds-rtp-31')).not.toHaveStyle({ color: '#cf1322' });
    expect(screen.queryByTestId('odds-edit-31')).not.toBeInTheDocument();
  });
});
