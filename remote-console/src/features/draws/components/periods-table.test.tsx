import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsole } from '../../../test/console-test-env';
import { getPeriodPage } from '../api/draws-api';
import { period } from '../../../test/period-fixture';
import { PeriodsTable } from './periods-table';

jest.mock('../api/draws-api', () => ({
  ...jest.requireActual('../api/draws-api'),
  getPeriodPage: jest.fn(),
  getPeriodInfo: jest.fn(),
}));

// antd's Table, Select and DatePicker take seconds to mount in jsdom on a busy machine.
jest.setTimeout(30_000);

/** antd's input answers one Enter per key press: down and up. */
async function pressEnter(element: HTMLElement) {
  await act(async () => {
    fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
  });
}

const PAGE = { pagination: { page: 1, size: 20, total: 3 } };

describe('periods table', () => {
  it('offers cancel only on periods not yet drawn', async () => {
    jest.mocked(getPeriodPage).mockResolvedValue({
      ...PAGE,
      list: [period(), period({ issue: '202706010041', status: 'settled', places: [3, 1, 2, 4, 5, 6, 7, 8, 9, 10] }), period({ issue: '202706010043', status: 'scheduled' })],
    });
    await renderConsole(<PeriodsTable canCancel />);
    expect(await screen.findByTestId('period-cancel-202706010042')).toBeInTheDocument();
    expect(screen.getByTestId('period-cancel-202706010043')).toBeInTheDocument();
    expect(screen.queryByTestId('period-cancel-202706010041')).not.toBeInTheDocument();
    expect(screen.getByTestId('periods-table')).toHaveTextContent('Settled');
  });

  it('searches by period number from the first page, and refuses anything but digits', async () => {
    jest.mocked(getPeriodPage).mockResolvedValue({ ...PAGE, list: [period()] });
    await renderConsole(<PeriodsTable canCancel={false} />);
    expect(getPeriodPage).toHaveBeenLastCalledWith({ page: 1, size: 20 });

    const search = screen.getByTestId('period-issue-search');
    fireEvent.change(search, { target: { value: '2027060100' } });
    await pressEnter(search);
    await waitFor(() => expect(getPeriodPage).toHaveBeenLastCalledWith({ page: 1, size: 20, issue: '2027060100' }));

    const calls = jest.mocked(getPeriodPage).mock.calls.length;
    fireEvent.change(search, { target: { value: '2027-06' } });
    await pressEnter(search);
    expect(screen.getByText('A period number is 1 to 12 digits')).toBeInTheDocument();
    expect(getPeriodPage).toHaveBeenCalledTimes(calls);
  });
});
