import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HashRouter, Route, Routes } from '@racing/shared/src/routing/router';
import { renderConsole } from '../test/console-test-env';
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';
import { useOperator } from '../session/operator-session';
import ConsoleMoneyPage from './console-money';

jest.mock('@racing/shared/src/operator/admin-client', () => ({ adminGet: jest.fn(), adminPost: jest.fn() }));
jest.mock('../session/operator-session', () => ({ useOperator: jest.fn() }));
jest.mock('../frame/console-frame', () => ({ ConsoleFrame: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

// antd's Tabs, Table, Popconfirm and Modal take seconds to mount in jsdom on a busy machine.
jest.setTimeout(30_000);

// The server's order row (routes/admin/money/order.ts orderFields).
const order = (overrides: Record<string, unknown>) => ({
  userId: 5,
  nickname: 'Lucky',
  phone: '13800138000',
  amount: 5_000,
  currency: 'CNY',
  method: 'alipay',
  provider: 'sandbox',
  providerTradeNo: null,
  account: null,
  failReason: null,
  createTime: '2027-06-01T08:00:00.000Z',
  expireTime: null,
  payTime: null,
  closeTime: null,
  ...overrides,
});
const R1 = 'R2027060108000000001';
const W1 = 'W2027060108000000002';
const RECHARGE = order({ orderNo: R1, kind: 'recharge', status: 'paid', providerTradeNo: 'SBX-1', expireTime: '2027-06-01T08:15:00.000Z', payTime: '2027-06-01T08:01:00.000Z' });
const WITHDRAWAL = order({ orderNo: W1, kind: 'withdraw', status: 'requested', account: 'lucky@example.com' });

const page = (list: unknown[]) => ({ list, pagination: { page: 1, size: 20, total: list.length } });
const callsTo = (path: string) => jest.mocked(adminPost).mock.calls.filter(([called]) => called === path);

/** The money page, at its first tab (recharges). */
async function renderMoneyPage() {
  await renderConsole(
    <HashRouter>
      <Routes>
        <Route path="*" element={<ConsoleMoneyPage />} />
      </Routes>
    </HashRouter>,
  );
}

async function openWithdrawals() {
  await renderMoneyPage();
  expect(adminPost).toHaveBeenCalledWith('/money/order/page', { page: 1, size: 20, kind: 'recharge' });
  await act(async () => {
    fireEvent.click(screen.getByTestId('orders-tab-withdraw'));
  });
  await waitFor(() => expect(adminPost).toHaveBeenLastCalledWith('/money/order/page', { page: 1, size: 20, kind: 'withdraw' }));
  return screen.findByTestId(`order-approve-${W1}`);
}

describe('money page', () => {
  beforeEach(() => {
    jest.mocked(useOperator).mockReturnValue({ can: () => true } as unknown as ReturnType<typeof useOperator>);
    jest.mocked(adminGet).mockResolvedValue({ ...RECHARGE, notifications: [] });
    jest.mocked(adminPost).mockImplementation(async (path: string, body?: unknown) => {
      if (path === '/money/order/page') return page((body as { kind: string }).kind === 'withdraw' ? [WITHDRAWAL] : [RECHARGE]);
      if (path === '/money/order/refund') return { status: 'success' };
      return null;
    });
  });

  it('approves a requested withdrawal once the operator confirms', async () => {
    fireEvent.click(await openWithdrawals());
    expect(callsTo('/money/order/approve')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(await screen.findByTestId('approve-confirm'));
    });
    await waitFor(() => expect(callsTo('/money/order/approve')).toEqual([['/money/order/approve', { orderNo: W1 }]]));
    // The list is read again to show the order's new state.
    await waitFor(() => expect(callsTo('/money/order/page').length).toBeGreaterThanOrEqual(3));
  });

  it('rejects a withdrawal with the reason, and not without one', async () => {
    await openWithdrawals();
    fireEvent.click(screen.getByTestId(`order-reject-${W1}`));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    });
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(callsTo('/money/order/reject')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('reject-reason'), { target: { value: 'Account name does not match' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('reject-confirm'));
    });
    await waitFor(() => expect(callsTo('/money/order/reject')).toEqual([['/money/order/reject', { orderNo: W1, reason: 'Account name does not match' }]]));
  });

  it('refunds a paid recharge once the operator confirms', async () => {
    await renderMoneyPage();
    fireEvent.click(await screen.findByTestId(`order-refund-${R1}`));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('refund-confirm'));
    });
    await waitFor(() => expect(callsTo('/money/order/refund')).toEqual([['/money/order/refund', { orderNo: R1 }]]));
    expect(await screen.findByText('Recharge refunded.')).toBeInTheDocument();
  });

  it('says so when the provider is still processing a refund', async () => {
    jest.mocked(adminPost).mockImplementation(async (path: string) => (path === '/money/order/refund' ? { status: 'processing' } : page([RECHARGE])));
    await renderMoneyPage();
    fireEvent.click(await screen.findByTestId(`order-refund-${R1}`));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('refund-confirm'));
    });
    expect(await screen.findByText('Refund sent: the payment provider is still processing it.')).toBeInTheDocument();
  });

  it('searches by an order number as the server spells it, and refuses one it would not take', async () => {
    await renderMoneyPage();
    await screen.findByText(R1);
    fireEvent.change(screen.getByTestId('orders-filter-order-no'), { target: { value: 'R12' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('orders-search'));
    });
    expect(await screen.findByText('An order number is R or W and 19 digits.')).toBeInTheDocument();
    expect(callsTo('/money/order/page')).toHaveLength(1);

    fireEvent.change(screen.getByTestId('orders-filter-order-no'), { target: { value: ` ${R1.toLowerCase()} ` } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('orders-search'));
    });
    await waitFor(() => expect(adminPost).toHaveBeenLastCalledWith('/money/order/page', expect.objectContaining({ page: 1, kind: 'recharge', orderNo: R1 })));
  });

  it('offers no action to a role without them', async () => {
    jest.mocked(useOperator).mockReturnValue({ can: (key: string) => key === 'money:order:page' } as unknown as ReturnType<typeof useOperator>);
    await renderMoneyPage();
    expect(await screen.findByText(R1)).toBeInTheDocument();
    expect(screen.queryByTestId(`order-refund-${R1}`)).not.toBeInTheDocument();
  });

  it('opens an order with its notifications', async () => {
    // The server's order info: the order's fields with its notifications beside them.
    jest.mocked(adminGet).mockResolvedValue({
      ...RECHARGE,
      notifications: [{ id: 1, provider: 'sandbox', outcome: 'credited', reason: null, amount: 5_000, time: '2027-06-01T08:01:00.000Z' }],
    });
    await renderMoneyPage();
    await act(async () => {
      fireEvent.click(await screen.findByTestId(`order-open-${R1}`));
    });
    expect(adminGet).toHaveBeenCalledWith('/money/order/info', { orderNo: R1 });
    const drawer = await screen.findByTestId('order-drawer');
    expect(await within(drawer).findByText('Credited')).toBeInTheDocument();
    expect(within(drawer).getByText('SBX-1')).toBeInTheDocument();
    expect(within(drawer).getByText('Lucky · #5 · 13800138000')).toBeInTheDocument();
  });
});
