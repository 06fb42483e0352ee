/** Draw results: newest first, search by issue or by date (as the API's filters), clear, empty states, verify. */
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { renderBetting } from '../../../test/render-betting';
import { ResultsList, toResultSearch } from './results-list';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

const draw = (issue: string) => ({ issue, places: [5, 10, 1, 7, 3, 4, 2, 6, 9, 8], drawAt: '2026-11-22T08:00:00.000Z', seed: 'ab', chainId: '20261122', chainIndex: 1 });
/** Renders and lets the first answer land inside act. */
async function show(ui: Parameters<typeof renderBetting>[0]) {
  let view!: Awaited<ReturnType<typeof renderBetting>>;
  await act(async () => {
    view = await renderBetting(ui);
  });
  return view;
}

const page = (issues: string[], total = issues.length) => ({ list: issues.map(draw), pagination: { page: 1, size: 20, total, cursor: null } });

it('reads an issue typed with stray characters, and a picked date, as the filters the API takes', () => {
  expect(toResultSearch(' 2026-1122 0007 ', '')).toEqual({ issueEnd: '202611220007', date: undefined });
  expect(toResultSearch(' 13-00 ', '')).toEqual({ issueEnd: '1300', date: undefined });
  expect(toResultSearch('', '2026-11-22')).toEqual({ issueEnd: undefined, date: '20261122' });
  expect(toResultSearch('', 'not a date')).toEqual({ issueEnd: undefined, date: undefined });
});

it('lists results, searches by issue, says when nothing matches, and clears the search', async () => {
  get.mockResolvedValue(page(['202611220002', '202611220001']));
  const onVerify = jest.fn();
  const user = userEvent.setup();
  await show(<ResultsList onVerify={onVerify} latestIssue={null} />);
  await screen.findByTestId('result-202611220002');
  expect(get).toHaveBeenLastCalledWith('/app/lottery/result/getList', { size: 20 });

  get.mockResolvedValue(page([]));
  await user.type(screen.getByLabelText('Period number'), '202611229999');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(screen.getByTestId('results-empty')).toHaveTextContent('No draw matches this search.'));
  expect(get).toHaveBeenLastCalledWith('/app/lottery/result/getList', { size: 20, issueEnd: '202611229999' });

  get.mockResolvedValue(page(['202611220002', '202611220001']));
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await screen.findByTestId('result-202611220001');
  expect(screen.getByLabelText('Period number')).toHaveValue('');

  await user.click(within(screen.getByTestId('result-202611220001')).getByRole('button', { name: 'Verify' }));
  expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ issue: '202611220001' }));
});

it('says there are no draws yet, and offers a retry when the list fails', async () => {
  get.mockRejectedValueOnce(new Error('service abnormal'));
  const user = userEvent.setup();
  await show(<ResultsList onVerify={jest.fn()} latestIssue={null} />);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('service abnormal'));
  get.mockResolvedValue(page([]));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByTestId('results-empty')).toHaveTextContent('No draws yet.'));
});

it('puts a new live draw on top when not searching', async () => {
  get.mockResolvedValue(page(['202611220001']));
  const { rerender } = await show(<ResultsList onVerify={jest.fn()} latestIssue="202611220001" />);
  await screen.findByTestId('result-202611220001');
  get.mockResolvedValue(page(['202611220002', '202611220001']));
  await act(async () => rerender(<ResultsList onVerify={jest.fn()} latestIssue="202611220002" />));
  await screen.findByTestId('result-202611220002');
});

it('finds periods by the end of their number as players type it (a partial issue search)', async () => {
  get.mockResolvedValue(page(['202611230005', '202611221300']));
  const user = userEvent.setup();
  await show(<ResultsList onVerify={jest.fn()} latestIssue={null} />);
  await screen.findByTestId('result-202611230005');

  get.mockResolvedValue(page(['202611231300', '202611221300']));
  await user.type(screen.getByLabelText('Period number'), '1300');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByTestId('result-202611231300');
  expect(get).toHaveBeenLastCalledWith('/app/lottery/result/getList', { size: 20, issueEnd: '1300' });
  expect(screen.getAllByRole('listitem').map((row) => row.dataset.testid)).toEqual(['result-202611231300', 'result-202611221300']);
  expect(screen.queryByTestId('result-202611230005')).toBeNull();

  // With a date too: that day's periods ending so.
  get.mockResolvedValue(page(['202611221300']));
  await user.type(screen.getByLabelText('Date'), '2026-11-22');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByTestId('result-202611221300');
  expect(get).toHaveBeenLastCalledWith('/app/lottery/result/getList', { size: 20, issueEnd: '1300', date: '20261122' });
});
