/** History opened on one period (issue=, as the viewing history links a draw): the results searched to it, clearable; anything but 12 digits is no period. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { renderBetting } from '../test/render-betting';
import HistoryPage from './history-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
// The socket and the countdown are the draw panel's business; here only the lists matter.
jest.mock('../features/draw/use-live-draw', () => ({ useLiveDraw: () => undefined }));
const get = api.get as jest.Mock;

const draw = (issue: string) => ({ issue, places: [5, 10, 1, 7, 3, 4, 2, 6, 9, 8], drawAt: '2026-11-22T08:00:00.000Z', seed: 'ab', chainId: '20261122', chainIndex: 1 });
const page = (issues: string[]) => ({ list: issues.map(draw), pagination: { page: 1, size: 20, total: issues.length, cursor: null } });

async function show(props: Record<string, string>) {
  await act(async () => {
    await renderBetting(<HistoryPage {...props} />);
  });
}

beforeEach(() => get.mockReset());

it('opens the results searched to the period it is given, and clearing the search lists every draw', async () => {
  get.mockResolvedValue(page(['202611220100']));
  const user = userEvent.setup();
  await show({ issue: '202611220100', tab: 'bets' });
  expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByTestId('result-202611220100');
  expect(get).toHaveBeenCalledWith('/app/lottery/result/getList', { size: 20, issueEnd: '202611220100' });
  expect(get).not.toHaveBeenCalledWith('/app/lottery/result/getList', { size: 20 });
  expect(screen.getByLabelText('Period number')).toHaveValue('202611220100');

  get.mockResolvedValue(page(['202611220101', '202611220100']));
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await screen.findByTestId('result-202611220101');
  expect(get).toHaveBeenLastCalledWith('/app/lottery/result/getList', { size: 20 });
  expect(screen.getByLabelText('Period number')).toHaveValue('');
});

it('takes anything but a 12-digit period as no period and lists every draw', async () => {
  get.mockResolvedValue(page(['202611220101']));
  await show({ issue: '2026112201' });
  await screen.findByTestId('result-202611220101');
  expect(get).toHaveBeenCalledWith('/app/lottery/result/getList', { size: 20 });
  expect(screen.getByLabelText('Period number')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
});
