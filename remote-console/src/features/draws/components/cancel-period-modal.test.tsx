import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsole } from '../../../test/console-test-env';
import { cancelPeriod } from '../api/draws-api';
import { period } from '../../../test/period-fixture';
import { CancelPeriodModal } from './cancel-period-modal';

jest.mock('../api/draws-api', () => ({
  ...jest.requireActual('../api/draws-api'),
  cancelPeriod: jest.fn(),
}));

// antd's Modal and Form take seconds to mount in jsdom on a busy machine.
jest.setTimeout(30_000);

describe('cancelling a period', () => {
  it('needs a reason: without one nothing is sent', async () => {
    await renderConsole(<CancelPeriodModal period={period()} onClose={jest.fn()} onCancelled={jest.fn()} />);
    fireEvent.change(screen.getByTestId('period-cancel-reason'), { target: { value: '   ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('period-cancel-confirm'));
    });
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    expect(cancelPeriod).not.toHaveBeenCalled();
  });

  it('sends the period and the reason, and reports the state the server answers', async () => {
    jest.mocked(cancelPeriod).mockResolvedValue({ issue: '202706010042', status: 'refunded' });
    const onCancelled = jest.fn();
    const onClose = jest.fn();
    await renderConsole(<CancelPeriodModal period={period()} onClose={onClose} onCancelled={onCancelled} />);
    expect(screen.getByText(/its 3 bets, 15\.00 in all, are refunded/)).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('period-cancel-reason'), { target: { value: ' Video feed down ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('period-cancel-confirm'));
    });

    await waitFor(() => expect(cancelPeriod).toHaveBeenCalledWith('202706010042', 'Video feed down'));
    expect(onCancelled).toHaveBeenCalledWith('202706010042', 'refunded');
    expect(onClose).toHaveBeenCalled();
  });
});
