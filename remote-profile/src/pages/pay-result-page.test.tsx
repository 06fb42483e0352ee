/**
 * The payment result: read every 1.5 s while pending until the answer (paid: the amount, the links on, the balance read
 * again), for a minute at most, then pay again or cancel; cancelled, failed with its reason, expired; an unknown order
 * is not asked about again.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { session } from '@racing/shared/src/session/session-store';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import type { OrderView } from '../api/order-api';
import { openCashier } from '../features/recharge/open-cashier';
import { POLL_FOR_MS, POLL_INTERVAL_MS } from '../features/recharge/use-order-polling';
import { renderProfilePage } from '../test/render-profile-page';
import PayResultPage from './pay-result-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('../features/recharge/open-cashier', () => ({ openCashier: jest.fn() }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const ORDER_NO = 'R1767225600000123456';

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNo: ORDER_NO, kind: 'recharge', status: 'pending', tab: 'pending', amount: 12_345, currency: 'CNY', method: 'alipay', sandbox: true,
    account: null, failReason: null, createTime: '2026-01-01T00:00:00.000Z', expireTime: '2026-01-01T00:30:00.000Z', payTime: null, closeTime: null,
    canCancel: true, canPayAgain: true, ...overrides,
  };
}

/** The fake server: each read of the order answers the next of `answers` (the last one again once they run out). */
function serveInfo(...answers: Array<OrderView | Error>) {
  let read = 0;
  get.mockImplementation(async (path: string, query: unknown) => {
    if (path === '/app/user/info/person') return buildUserInfo({ currentBalance: 99_999 });
    if (path !== '/app/user/order/info') throw new Error(`unexpected ${path}`);
    expect(query).toEqual({ orderNo: ORDER_NO });
    const answer = answers[Math.min(read++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}
const infoReads = () => get.mock.calls.filter(([path]) => path === '/app/user/order/info').length;

async function openPage(orderNo: string | undefined = ORDER_NO) {
  await renderProfilePage(<PayResultPage orderNo={orderNo} />, `/pages/order/result?orderNo=${orderNo ?? ''}`);
}

/** Lets the timers run `ms` and the reads they start answer. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

// Started before the clock is faked: i18next's start-up waits on timers of its own.
beforeAll(() => initI18n('en'));
beforeEach(() => {
  jest.useFakeTimers();
  session.setUserInfo(buildUserInfo({ currentBalance: 1000 }));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('waits while the order is pending, reading it every 1.5 s, then shows the payment and reads the balance again', async () => {
  serveInfo(order(), order(), order({ status: 'paid', tab: 'completed', payTime: '2026-01-01T00:01:00.000Z', canCancel: false, canPayAgain: false }));
  await openPage();
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Waiting for the payment result…');
  expect(infoReads()).toBe(1);

  await wait(POLL_INTERVAL_MS);
  expect(infoReads()).toBe(2);
  expect(screen.getByTestId('pay-result')).toHaveAttribute('data-status', 'waiting');
  await wait(POLL_INTERVAL_MS);
  expect(infoReads()).toBe(3);
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Payment successful');
  expect(screen.getByTestId('pay-result-amount')).toHaveTextContent('123.45');
  expect(screen.getByTestId('back-to-board')).toHaveAttribute('href', '#/');
  expect(screen.getByTestId('my-orders')).toHaveAttribute('href', '#/pages/order/list?tab=completed');
  await waitFor(() => expect(session.userInfo?.currentBalance).toBe(99_999));

  // A final state: no more reads.
  await wait(POLL_INTERVAL_MS * 10);
  expect(infoReads()).toBe(3);
});

it('says a cancelled payment was cancelled, a failed one failed and why, and an expired order expired', async () => {
  serveInfo(order({ status: 'cancelled', canCancel: false, canPayAgain: false }));
  const { unmount } = await renderProfilePage(<PayResultPage orderNo={ORDER_NO} />);
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Payment has been cancelled');
  expect(screen.getByTestId('recharge-again')).toHaveAttribute('href', '#/pages/user/recharge');
  unmount();

  serveInfo(order({ status: 'failed', failReason: 'The card was declined', canCancel: false, canPayAgain: false }));
  const failed = await renderProfilePage(<PayResultPage orderNo={ORDER_NO} />);
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Payment failed');
  expect(screen.getByTestId('pay-result-reason')).toHaveTextContent('The card was declined');
  failed.unmount();

  // The generic reason is the title itself: said once, not twice.
  serveInfo(order({ status: 'failed', failReason: 'Payment failed', canCancel: false, canPayAgain: false }));
  const generic = await renderProfilePage(<PayResultPage orderNo={ORDER_NO} />);
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Payment failed');
  expect(screen.queryByTestId('pay-result-reason')).toBeNull();
  generic.unmount();

  serveInfo(order({ status: 'expired', canCancel: false, canPayAgain: false }));
  await openPage();
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Order expired');
  expect(screen.getByTestId('pay-result')).toHaveTextContent('The order was not paid in time and has been closed.');
  expect(session.userInfo?.currentBalance).toBe(1000);
});

it('stops after a minute without an answer and pays again through the cashier the server answers', async () => {
  serveInfo(order());
  await openPage();
  await wait(POLL_FOR_MS);
  const reads = infoReads();
  expect(reads).toBeLessThanOrEqual(POLL_FOR_MS / POLL_INTERVAL_MS + 1);
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Still waiting');
  await wait(POLL_FOR_MS);
  expect(infoReads()).toBe(reads);

  post.mockResolvedValue({ order: order(), pay: { kind: 'redirect', url: '/api/app/pay/sandbox/checkout?tradeNo=S2' } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByTestId('pay-again'));
  expect(post).toHaveBeenCalledWith('/app/user/order/payAgain', { orderNo: ORDER_NO, inWeChat: false });
  expect(openCashier).toHaveBeenCalledWith('/api/app/pay/sandbox/checkout?tradeNo=S2');
});

it('cancels an order still waiting, and shows it cancelled', async () => {
  serveInfo(order());
  await openPage();
  await wait(POLL_FOR_MS);
  post.mockResolvedValue(order({ status: 'cancelled', tab: null, canCancel: false, canPayAgain: false, closeTime: '2026-01-01T00:02:00.000Z' }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByTestId('cancel-order'));
  expect(post).toHaveBeenCalledWith('/app/user/order/cancel', { orderNo: ORDER_NO });
  expect(await screen.findByText('Payment has been cancelled')).toBeInTheDocument();
  expect(screen.queryByTestId('pay-again')).toBeNull();
});

it('keeps reading through a failed read', async () => {
  serveInfo(order(), new ApiError('The request timed out', { code: 5 }), order({ status: 'paid', canCancel: false, canPayAgain: false }));
  await openPage();
  await wait(POLL_INTERVAL_MS * 2);
  expect(infoReads()).toBe(3);
  expect(screen.getByTestId('pay-result')).toHaveTextContent('Payment successful');
});

it('reads again for another minute on "Check again"', async () => {
  serveInfo(order());
  await openPage();
  await wait(POLL_FOR_MS);
  const reads = infoReads();
  serveInfo(order({ status: 'paid', canCancel: false, canPayAgain: false }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByTestId('check-again'));
  expect(await screen.findByText('Payment successful')).toBeInTheDocument();
  expect(get.mock.calls.filter(([path]) => path === '/app/user/order/info').length).toBe(reads + 1);
});

it('does not ask again about an order the server does not know', async () => {
  serveInfo(new ApiError('Record not found', { code: 1001, status: 200 }));
  await openPage();
  expect(screen.getByRole('alert')).toHaveTextContent('Record not found');
  await wait(POLL_INTERVAL_MS * 4);
  expect(infoReads()).toBe(1);
});

it('stops reading when the page is left', async () => {
  serveInfo(order());
  const { unmount } = await renderProfilePage(<PayResultPage orderNo={ORDER_NO} />);
  await wait(POLL_INTERVAL_MS);
  unmount();
  await wait(POLL_INTERVAL_MS * 5);
  expect(infoReads()).toBe(2);
});
