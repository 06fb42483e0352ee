/** An order's page: what it shows for a pending recharge and a withdrawal, cancelling after a question, paying again through the launcher, and an unknown order. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { openCashier } from '../features/recharge/open-cashier';
import { openedDialog, renderProfilePage } from '../test/render-profile-page';
import { buildOrder } from '../test/order-builder';
import OrderDetailPage from './order-detail-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('../features/recharge/open-cashier', () => ({ openCashier: jest.fn() }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const MINUTE = 60_000;
const pending = () =>
  buildOrder({
    orderNo: 'R1767225600000111111',
    status: 'pending',
    tab: 'pending',
    amount: 5_000,
    sandbox: true,
    payTime: null,
    expireTime: new Date(Date.now() + 29 * MINUTE + 30_000).toISOString(),
    canCancel: true,
    canPayAgain: true,
  });

function serveInfo(order: (orderNo: string) => unknown, autoApproveSeconds = 60) {
  get.mockImplementation(async (path: string, query: { orderNo: string }) => {
    if (path === '/app/user/order/info') return order(query.orderNo);
    if (path === '/app/user/order/options') return { withdraw: { minAmount: 1_000, maxAmount: 5_000_000, autoApproveSeconds } };
    throw new Error(`unexpected ${path}`);
  });
}

async function show(orderNo: string | undefined) {
  await renderProfilePage(<OrderDetailPage orderNo={orderNo} />, `/pages/order/detail${orderNo ? `?orderNo=${orderNo}` : ''}`);
}

it('shows a pending recharge: amount, status and what it means, the time left, method with its sandbox tag, number and times', async () => {
  serveInfo(() => pending());
  await show('R1767225600000111111');
  await waitFor(() => expect(screen.getByTestId('order-amount')).toHaveTextContent('+50.00'));
  expect(screen.getByTestId('order-status')).toHaveTextContent('Pending payment');
  expect(screen.getByTestId('order-status-hint')).toHaveTextContent('Waiting for your payment.');
  expect(screen.getByTestId('order-time-left')).toHaveTextContent(/^29:\d\d left to pay$/);
  expect(screen.getByTestId('order-method')).toHaveTextContent('WeChat Pay');
  expect(screen.getByTestId('order-sandbox')).toHaveTextContent('Sandbox');
  expect(screen.getByTestId('order-no')).toHaveTextContent('R1767225600000111111');
  expect(screen.getByTestId('order-created')).not.toBeEmptyDOMElement();
  expect(screen.getByTestId('order-expires')).not.toBeEmptyDOMElement();
  expect(screen.queryByTestId('order-paid')).toBeNull();
  expect(get).toHaveBeenCalledWith('/app/user/order/info', { orderNo: 'R1767225600000111111' });
});

it('cancels only after the question is confirmed, then shows the order as the server answers it', async () => {
  serveInfo(() => pending());
  post.mockResolvedValue(buildOrder({ ...pending(), status: 'cancelled', tab: null, canCancel: false, canPayAgain: false, closeTime: new Date().toISOString() }));
  await show('R1767225600000111111');
  await userEvent.click(await screen.findByTestId('order-cancel'));
  const dialog = await openedDialog();
  expect(dialog).toHaveAccessibleName('Cancel this order?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
  expect(post).not.toHaveBeenCalled();

  await userEvent.click(screen.getByTestId('order-cancel'));
  await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Cancel order' }));
  expect(post).toHaveBeenCalledWith('/app/user/order/cancel', { orderNo: 'R1767225600000111111' });
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
  expect(screen.getByTestId('order-status-hint')).toHaveTextContent('You cancelled this order. Nothing was charged.');
  expect(screen.queryByTestId('order-pay-again')).toBeNull();
  expect(screen.queryByTestId('order-cancel')).toBeNull();
  expect(screen.queryByTestId('order-time-left')).toBeNull();
  expect(screen.getByTestId('order-closed')).not.toBeEmptyDOMElement();
});

it('pays again: asks the server for a new payment and sends the player to its cashier', async () => {
  serveInfo(() => pending());
  post.mockResolvedValue({ order: pending(), pay: { kind: 'redirect', url: '/api/app/pay/sandbox/checkout?tradeNo=S9' } });
  await show('R1767225600000111111');
  await userEvent.click(await screen.findByTestId('order-pay-again'));
  expect(post).toHaveBeenCalledWith('/app/user/order/payAgain', { orderNo: 'R1767225600000111111', inWeChat: false });
  await waitFor(() => expect(openCashier).toHaveBeenCalledWith('/api/app/pay/sandbox/checkout?tradeNo=S9'));
});

it("shows a refused pay-again's message and reads the order again", async () => {
  let status = 'pending';
  serveInfo(() => (status === 'pending' ? pending() : buildOrder({ ...pending(), status: 'expired', tab: null, canCancel: false, canPayAgain: false })));
  post.mockImplementation(async () => {
    status = 'expired';
    throw new ApiError('This order can no longer be paid', { code: 1001 });
  });
  await show('R1767225600000111111');
  await userEvent.click(await screen.findByTestId('order-pay-again'));
  expect(await screen.findByText('This order can no longer be paid')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Expired'));
});

it('reads a pending order again once its time to pay has passed, and shows it expired', async () => {
  let reads = 0;
  serveInfo(() => {
    reads += 1;
    return reads === 1
      ? { ...pending(), expireTime: new Date(Date.now() + 50).toISOString() }
      : buildOrder({ ...pending(), status: 'expired', tab: null, canCancel: false, canPayAgain: false, closeTime: new Date().toISOString() });
  });
  await show('R1767225600000111111');
  await screen.findByTestId('order-pay-again');
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Expired'), { timeout: 3000 });
  expect(reads).toBe(2);
  expect(screen.queryByTestId('order-pay-again')).toBeNull();
});

it('shows a withdrawal: money out, the masked account, and that it is being processed', async () => {
  serveInfo(() =>
    buildOrder({ orderNo: 'W1767225600000222222', kind: 'withdraw', method: 'alipay', status: 'requested', tab: 'processing', amount: 20_000, account: 'an************om', sandbox: true, payTime: null }),
  );
  await show('W1767225600000222222');
  await waitFor(() => expect(screen.getByTestId('order-amount')).toHaveTextContent('-200.00'));
  expect(screen.getByTestId('order-status')).toHaveTextContent('Processing');
  expect(screen.getByTestId('order-method')).toHaveTextContent('Alipay');
  expect(screen.getByText('Withdraw to')).toBeInTheDocument();
  expect(screen.getByTestId('order-account')).toHaveTextContent('an************om');
  expect(screen.getByTestId('order-processing')).toHaveTextContent('Your withdrawal is being processed.');
  await waitFor(() => expect(screen.getByTestId('order-auto-approve')).toHaveTextContent('In the sandbox it is paid out by itself within a minute of the request.'));
  expect(screen.queryByTestId('order-cancel')).toBeNull();
});

it('promises no automatic payout when the server does not approve withdrawals by itself: it waits for review', async () => {
  const requested = () =>
    buildOrder({ orderNo: 'W1767225600000222223', kind: 'withdraw', method: 'wechat', status: 'requested', tab: 'processing', amount: 2_000, account: 'wx**26', sandbox: true, payTime: null });
  serveInfo(requested, 0);
  await show('W1767225600000222223');
  await waitFor(() => expect(screen.getByTestId('order-review')).toHaveTextContent('It is reviewed before it is paid out'));
  expect(screen.queryByTestId('order-auto-approve')).toBeNull();
});

it('says a sandbox withdrawal approved after 150 seconds pays out within 3 minutes', async () => {
  serveInfo(() => buildOrder({ orderNo: 'W1767225600000222224', kind: 'withdraw', status: 'requested', tab: 'processing', amount: 2_000, account: 'wx**26', sandbox: true, payTime: null }), 150);
  await show('W1767225600000222224');
  await waitFor(() => expect(screen.getByTestId('order-auto-approve')).toHaveTextContent('within 3 minutes'));
});

it('says a withdrawal through a real provider waits for review, without asking for the options', async () => {
  serveInfo(() => buildOrder({ orderNo: 'W1767225600000222225', kind: 'withdraw', status: 'requested', tab: 'processing', amount: 2_000, account: 'wx**26', sandbox: false, payTime: null }), 60);
  await show('W1767225600000222225');
  await waitFor(() => expect(screen.getByTestId('order-review')).toHaveTextContent('It is reviewed before it is paid out'));
  expect(screen.queryByTestId('order-auto-approve')).toBeNull();
  expect(get).not.toHaveBeenCalledWith('/app/user/order/options');
});

it("shows a failed recharge's reason", async () => {
  serveInfo(() => buildOrder({ status: 'failed', tab: null, payTime: null, failReason: 'The payment provider declined the card', closeTime: '2026-11-22T08:05:00.000Z' }));
  await show('R1');
  await waitFor(() => expect(screen.getByTestId('order-reason')).toHaveTextContent('The payment provider declined the card'));
  expect(screen.getByTestId('order-status')).toHaveAttribute('data-tone', 'closed');
});

it("says the server's 'Record not found' for an unknown order", async () => {
  serveInfo(() => {
    throw new ApiError('Record not found', { code: 1001 });
  });
  await show('R404');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Record not found'));
});

it('says no order was given when the link has no number, without asking the server', async () => {
  await show(undefined);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No order number was given.'));
  expect(get).not.toHaveBeenCalled();
});
