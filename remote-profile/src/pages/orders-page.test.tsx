/** My orders: the tab read from and kept in the URL and sent to the API, rows (signs, names, status tags), each tab's empty state, paging by cursor. */
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { useQueryProps } from '@racing/shared/src/routing/use-query-props';
import { renderProfilePage } from '../test/render-profile-page';
import { buildOrder } from '../test/order-builder';
import OrdersPage from './orders-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

const page = (list: object[], cursor: string | null = null) => ({ list, pagination: { page: 1, size: 20, total: list.length, cursor } });

/** The page as the host mounts it: the route's query parameters as its props. */
function Routed() {
  return <OrdersPage {...useQueryProps()} />;
}

function serve(answer: (body: Record<string, unknown>) => unknown) {
  post.mockImplementation(async (path: string, body: Record<string, unknown>) => {
    if (path === '/app/user/order/page') return answer(body);
    throw new Error(`unexpected ${path}`);
  });
}
const pageCalls = () => post.mock.calls.filter(([path]) => path === '/app/user/order/page').map(([, body]) => body);

afterEach(() => jest.restoreAllMocks());

it('opens on the tab the URL names and asks the server for it', async () => {
  serve(() => page([buildOrder({ kind: 'withdraw', status: 'requested', tab: 'processing' })]));
  await renderProfilePage(<Routed />, '/pages/order/list?tab=processing');
  await screen.findByTestId('order-row');
  expect(screen.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
  expect(pageCalls()).toEqual([{ tab: 'processing', size: 20 }]);
});

it('reads an unknown or missing tab as All', async () => {
  serve(() => page([]));
  await renderProfilePage(<Routed />, '/pages/order/list?tab=shipped');
  await waitFor(() => expect(screen.getByTestId('orders-empty')).toHaveTextContent('No orders yet.'));
  expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  expect(pageCalls()).toEqual([{ tab: 'all', size: 20 }]);
});

it('puts the chosen tab in the URL in place of the last one, and lists that tab', async () => {
  serve((body) => page(body.tab === 'refunds' ? [buildOrder({ status: 'refunded', tab: 'refunds' })] : []));
  await renderProfilePage(<Routed />, '/pages/order/list?tab=all');
  await screen.findByTestId('orders-empty');
  const before = window.history.length;
  await userEvent.click(screen.getByRole('tab', { name: 'Refunds' }));
  expect(await screen.findByTestId('order-row')).toBeInTheDocument();
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/order/list?tab=refunds');
  expect(window.history.length).toBe(before);
  expect(pageCalls()[pageCalls().length - 1]).toEqual({ tab: 'refunds', size: 20 });
  expect(screen.getByRole('tab', { name: 'Refunds' })).toHaveAttribute('aria-selected', 'true');
});

it('shows a recharge coming in and a withdrawal going out, named by kind and method, with their status tags', async () => {
  serve(() =>
    page([
      buildOrder({ orderNo: 'R1', kind: 'recharge', method: 'wechat', amount: 12_345, status: 'pending', tab: 'pending' }),
      buildOrder({ orderNo: 'W1', kind: 'withdraw', method: 'alipay', amount: 5_000, status: 'requested', tab: 'processing', account: 'an**********om' }),
      buildOrder({ orderNo: 'R2', status: 'paid', tab: 'completed' }),
      buildOrder({ orderNo: 'W2', kind: 'withdraw', status: 'rejected', tab: 'refunds' }),
      buildOrder({ orderNo: 'R3', status: 'expired', tab: null }),
    ]),
  );
  await renderProfilePage(<Routed />, '/pages/order/list');
  const [recharge, withdrawal, paid, rejected, expired] = await screen.findAllByTestId('order-row');
  expect(recharge).toHaveTextContent('Recharge · WeChat Pay');
  expect(within(recharge).getByTestId('order-amount')).toHaveTextContent('+123.45');
  expect(within(recharge).getByTestId('order-status')).toHaveTextContent('Pending payment');
  expect(within(recharge).getByTestId('order-status')).toHaveAttribute('data-tone', 'pending');
  expect(within(recharge).getByRole('link')).toHaveAttribute('href', '#/pages/order/detail?orderNo=R1');

  expect(withdrawal).toHaveTextContent('Withdraw · Alipay');
  expect(within(withdrawal).getByTestId('order-amount')).toHaveTextContent('-50.00');
  expect(within(withdrawal).getByTestId('order-status')).toHaveTextContent('Processing');
  expect(within(withdrawal).getByTestId('order-status')).toHaveAttribute('data-tone', 'processing');

  expect(within(paid).getByTestId('order-status')).toHaveAttribute('data-tone', 'completed');
  expect(within(rejected).getByTestId('order-status')).toHaveTextContent('Rejected');
  expect(within(rejected).getByTestId('order-status')).toHaveAttribute('data-tone', 'closed');
  expect(within(expired).getByTestId('order-status')).toHaveTextContent('Expired');
  expect(within(expired).getByTestId('order-status')).toHaveAttribute('data-tone', 'closed');
});

it('says what each tab is empty of', async () => {
  serve(() => page([]));
  await renderProfilePage(<Routed />, '/pages/order/list?tab=pending');
  await waitFor(() => expect(screen.getByTestId('orders-empty')).toHaveTextContent('No orders waiting for payment.'));
  await userEvent.click(screen.getByRole('tab', { name: 'Processing' }));
  await waitFor(() => expect(screen.getByTestId('orders-empty')).toHaveTextContent('No withdrawals in progress.'));
  await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
  await waitFor(() => expect(screen.getByTestId('orders-empty')).toHaveTextContent('No completed orders yet.'));
});

it('loads the next page after the cursor the last one answered, and stops at the end', async () => {
  // jsdom lays nothing out: give elements a layout parent so the end of the list counts as on screen, as on a phone.
  jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  serve((body) => (body.cursor === 'c1' ? page([buildOrder({ orderNo: 'R1' })]) : page([buildOrder({ orderNo: 'R2' })], 'c1')));
  await renderProfilePage(<Routed />, '/pages/order/list?tab=completed');
  expect(await screen.findByText("That's all")).toBeInTheDocument();
  expect(screen.getAllByTestId('order-row')).toHaveLength(2);
  expect(pageCalls()).toEqual([
    { tab: 'completed', size: 20 },
    { tab: 'completed', size: 20, cursor: 'c1' },
  ]);
});

it("shows the server's refusal with a retry", async () => {
  let fail = true;
  serve(() => {
    if (fail) throw new Error('service unavailable');
    return page([buildOrder()]);
  });
  await renderProfilePage(<Routed />, '/pages/order/list');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('service unavailable'));
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByTestId('order-row')).toHaveLength(1);
});
