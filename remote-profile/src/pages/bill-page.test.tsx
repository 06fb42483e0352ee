/** The bill: signed rows with what they refer to (a payment order's page), the type filter sent to the API with its count, the empty state, paging by cursor, retry. */
import { act, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { renderProfilePage } from '../test/render-profile-page';
import BillPage from './bill-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

const DICTIONARY = {
  balanceLogType: ['Recharge', 'Consumption', 'Bet', 'Adjustment', 'Winning', 'Refund'].map((label, value) => ({
    id: value + 1, name: label, label, value: String(value), orderNum: value, parentId: null,
  })),
};

const entry = (id: number, type: number, amount: number, extra: object = {}) => ({
  id, type, amount, balanceAfter: 100_000 + amount, refKey: null, remark: null, createTime: '2026-11-22T08:00:00.000Z', ...extra,
});
const page = (list: object[], total: number, cursor: string | null = null) => ({ list, pagination: { page: 1, size: 20, total, cursor } });

/** The fake server: the dictionary, the balance log answered by `log(body)`, and the totals: the page's total as the count, money from `sums`. */
function serve(log: (body: Record<string, unknown>) => unknown, sums: (type: unknown) => { moneyIn: number; moneyOut: number } = () => ({ moneyIn: 0, moneyOut: 0 })) {
  get.mockImplementation(async (path: string, query: Record<string, unknown>) => {
    if (path !== '/app/user/balanceLog/summary') throw new Error(`unexpected ${path}`);
    const answer = (await log({ size: 20, ...query })) as { pagination: { total: number } };
    return { count: answer.pagination.total, ...sums(query.type) };
  });
  post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    if (path === '/app/dict/info/data') return DICTIONARY;
    if (path === '/app/user/balanceLog/page') return log(body);
    throw new Error(`unexpected ${path}`);
  });
}
const logCalls = () => post.mock.calls.filter(([path]) => path === '/app/user/balanceLog/page').map(([, body]) => body);

async function show() {
  await act(async () => {
    render(<BillPage />);
  });
}

beforeAll(() => initI18n('en'));
beforeEach(() => session.setUserInfo(buildUserInfo({ currentBalance: 123_456 })));
afterEach(() => jest.restoreAllMocks());

it('signs each row: a winning in green with +, a bet in red with −, with the balance after, the period and the reference', async () => {
  serve(() =>
    page(
      [
        entry(2, 4, 9_800, { remark: 'Period 202611220001', refKey: 'bet:77' }),
        entry(1, 2, -1_000, { remark: 'Period 202611220001', refKey: 'slip:12' }),
      ],
      2,
    ),
  );
  await show();
  const [winning, bet] = await screen.findAllByTestId('bill-row');
  expect(within(winning).getByText('Winning')).toBeInTheDocument();
  expect(within(winning).getByTestId('bill-amount')).toHaveTextContent('+98.00');
  expect(within(winning).getByTestId('bill-amount')).toHaveClass('bill-row__amount--in');
  expect(within(winning).getByText('Balance 1,098.00')).toBeInTheDocument();
  expect(within(winning).getByTestId('bill-refers')).toHaveTextContent('Period 202611220001Bet 77');
  expect(within(bet).getByTestId('bill-amount')).toHaveTextContent('-10.00');
  expect(within(bet).getByTestId('bill-amount')).toHaveClass('bill-row__amount--out');
  expect(within(bet).getByText('Bet slip 12')).toBeInTheDocument();
  expect(screen.getByTestId('bill-balance')).toHaveTextContent('1,234.56');
  expect(logCalls()).toEqual([{ size: 20 }]);
});

it("links the rows of a payment order (recharge, withdrawal, its return) to the order's page", async () => {
  serve(() =>
    page(
      [
        entry(3, 5, 20_000, { remark: 'Withdrawal returned', refKey: 'withdraw-return:W1767225600000222222' }),
        entry(2, 1, -20_000, { remark: 'Withdrawal', refKey: 'withdraw:W1767225600000222222' }),
        entry(1, 0, 5_000, { remark: 'Recharge', refKey: 'recharge:R1767225600000111111' }),
      ],
      3,
    ),
  );
  await renderProfilePage(<BillPage />, '/pages/user/bill');
  const links = await screen.findAllByTestId('bill-order-link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '#/pages/order/detail?orderNo=W1767225600000222222',
    '#/pages/order/detail?orderNo=W1767225600000222222',
    '#/pages/order/detail?orderNo=R1767225600000111111',
  ]);
  expect(links[2]).toHaveTextContent('Order No. R1767225600000111111');
  await userEvent.click(links[2]);
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/order/detail?orderNo=R1767225600000111111');
});

it('sends the chosen type to the API and shows the count it answers for that type, not the rows loaded', async () => {
  serve((body) => (body.type === 2 ? page([entry(9, 2, -500)], 4_321, 'c9') : page([entry(10, 0, 5_000)], 100_000, 'c10')));
  await show();
  await waitFor(() => expect(screen.getByTestId('bill-total')).toHaveTextContent('100,000'));
  await userEvent.click(screen.getByRole('tab', { name: 'Bet' }));
  await waitFor(() => expect(screen.getByTestId('bill-total')).toHaveTextContent('4,321'));
  expect(screen.getByRole('tab', { name: 'Bet' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Bet · Entries')).toBeInTheDocument();
  expect(logCalls()[logCalls().length - 1]).toEqual(expect.objectContaining({ size: 20, type: 2 }));
  expect(logCalls().find((body) => body.type === 2 && body.cursor === undefined)).toEqual({ size: 20, type: 2 });
  expect(screen.getAllByTestId('bill-row').map((row) => within(row).getByTestId('bill-amount').textContent)).toContain('-5.00');

  await userEvent.click(screen.getByRole('tab', { name: 'All' }));
  await waitFor(() => expect(screen.getByTestId('bill-total')).toHaveTextContent('100,000'));
});

it('shows the money in and out of the chosen type as the server keeps them', async () => {
  serve(
    (body) => (body.type === 3 ? page([entry(9, 3, -500)], 2) : page([entry(10, 0, 5_000)], 7)),
    (type) => (type === 3 ? { moneyIn: 10_000, moneyOut: 1_200 } : { moneyIn: 1_234_500, moneyOut: 98_700 }),
  );
  await show();
  await waitFor(() => expect(screen.getByTestId('bill-money-in')).toHaveTextContent('+12,345.00'));
  expect(screen.getByTestId('bill-money-out')).toHaveTextContent('-987.00');
  expect(screen.getByTestId('bill-total')).toHaveTextContent('7');
  await userEvent.click(screen.getByRole('tab', { name: 'Adjustment' }));
  await waitFor(() => expect(screen.getByTestId('bill-money-in')).toHaveTextContent('+100.00'));
  expect(screen.getByTestId('bill-money-out')).toHaveTextContent('-12.00');
  expect(get).toHaveBeenLastCalledWith('/app/user/balanceLog/summary', { type: 3 });
});

it('says the bill is empty, and that a type has no entries', async () => {
  serve(() => page([], 0));
  await show();
  await waitFor(() => expect(screen.getByTestId('bill-empty')).toHaveTextContent('No entries in your bill yet.'));
  await userEvent.click(screen.getByRole('tab', { name: 'Refund' }));
  await waitFor(() => expect(screen.getByTestId('bill-empty')).toHaveTextContent('No entries of this type.'));
});

it('loads the next page after the cursor the last one answered, and stops at the end', async () => {
  // jsdom lays nothing out: give elements a layout parent so the end of the list counts as on screen, as on a phone.
  jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  serve((body) => (body.cursor === 'c41' ? page([entry(40, 2, -200)], 2) : page([entry(41, 2, -100)], 2, 'c41')));
  await show();
  expect(await screen.findByText("That's all")).toBeInTheDocument();
  expect(screen.getAllByTestId('bill-row')).toHaveLength(2);
  expect(logCalls()).toEqual([{ size: 20 }, { size: 20, cursor: 'c41' }]);
});

it('shows a failure with a retry that reloads the bill', async () => {
  let fail = true;
  serve(() => {
    if (fail) throw new ApiError('service abnormal');
    return page([entry(1, 0, 5_000)], 1);
  });
  await show();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('service abnormal'));
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByTestId('bill-row')).toHaveLength(1);
});
