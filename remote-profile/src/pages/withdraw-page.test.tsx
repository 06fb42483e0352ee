/** Withdraw: bounds and balance checked before sending, the account required, the last question and the body sent, a server refusal at its field, and the order's page after. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { openedDialog, renderProfilePage } from '../test/render-profile-page';
import { buildOrder } from '../test/order-builder';
import WithdrawPage from './withdraw-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const OPTIONS = {
  currency: 'CNY',
  methods: [
    { method: 'wechat', sandbox: true, h5: true, jsapi: true },
    { method: 'alipay', sandbox: true, h5: true, jsapi: false },
  ],
  recharge: { minAmount: 100, maxAmount: 5_000_000, quickAmounts: [1_000, 5_000], ttlMinutes: 30 },
  withdraw: { minAmount: 1_000, maxAmount: 5_000_000, autoApproveSeconds: 0 },
  depositLimitsChosen: true,
};

function serve(balance: number) {
  get.mockImplementation(async (path: string) => {
    if (path === '/app/user/order/options') return OPTIONS;
    if (path === '/app/user/info/person') return buildUserInfo({ currentBalance: balance });
    throw new Error(`unexpected ${path}`);
  });
}

async function open(balance = 20_000) {
  serve(balance);
  await renderProfilePage(<WithdrawPage />, '/pages/user/withdraw');
  await screen.findByTestId('withdraw-form');
}

const typeAmount = async (text: string) => {
  await userEvent.clear(screen.getByTestId('withdraw-amount'));
  if (text) await userEvent.type(screen.getByTestId('withdraw-amount'), text);
};
const typeAccount = (text: string) => userEvent.type(screen.getByTestId('withdraw-account'), text);
const submit = () => userEvent.click(screen.getByTestId('withdraw-submit'));

beforeEach(() => session.setUserInfo(buildUserInfo({ currentBalance: 20_000 })));

it('shows the balance available, read fresh, and the bounds', async () => {
  session.setUserInfo(buildUserInfo({ currentBalance: 1 }));
  await open(20_000);
  await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('200.00'));
  expect(screen.getByTestId('withdraw-amount')).toHaveAttribute('placeholder', 'Between 10.00 and 50,000.00');
  expect(get).toHaveBeenCalledWith('/app/user/info/person');
});

it('refuses an amount below the minimum or above the balance at the amount field, without sending', async () => {
  await open();
  await typeAccount('wx_anna_88');
  await typeAmount('9.99');
  await submit();
  expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent('The minimum withdrawal is 10.00');
  await typeAmount('200.01');
  await submit();
  expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent('You can withdraw at most your balance of 200.00');
  await typeAmount('');
  await submit();
  expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent('Please fill in the amount');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(post).not.toHaveBeenCalled();
});

it('refuses an amount above the maximum', async () => {
  await open(9_000_000);
  await typeAccount('wx_anna_88');
  await typeAmount('50000.01');
  await submit();
  await waitFor(() => expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent('The maximum withdrawal is 50,000.00'));
});

it('asks for the account the money goes to', async () => {
  await open();
  await typeAmount('50');
  await typeAccount('   ');
  await submit();
  expect(screen.getByTestId('withdraw-account-error')).toHaveTextContent('Please fill in the account the money goes to');
  expect(screen.getByTestId('withdraw-amount-error')).toBeEmptyDOMElement();
  expect(post).not.toHaveBeenCalled();
});

it('fills in all of the balance with "All"', async () => {
  await open(12_345);
  await userEvent.click(screen.getByTestId('withdraw-all'));
  expect(screen.getByTestId('withdraw-amount')).toHaveValue('123.45');
});

it('states amount, method and the masked account and that the amount is held, then sends exactly that', async () => {
  await open();
  post.mockResolvedValue(buildOrder({ orderNo: 'W1767225600000222222', kind: 'withdraw', status: 'requested', method: 'alipay', amount: 15_050 }));
  await typeAmount('150.50');
  await userEvent.click(screen.getByTestId('withdraw-method-alipay'));
  expect(screen.getByTestId('withdraw-method-alipay')).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByTestId('withdraw-account')).toHaveAttribute('placeholder', 'Your Alipay account');
  await typeAccount(' anna@example.com ');
  await submit();
  const dialog = await openedDialog();
  expect(dialog).toHaveAccessibleName('Confirm withdrawal');
  const confirm = within(dialog).getByTestId('withdraw-confirm');
  expect(confirm).toHaveTextContent('150.50');
  expect(confirm).toHaveTextContent('Alipay');
  expect(confirm).toHaveTextContent('an************om');
  expect(confirm).not.toHaveTextContent('anna@example.com');
  expect(confirm).toHaveTextContent('The amount is held from your balance as soon as you confirm.');
  expect(post).not.toHaveBeenCalled();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(post).toHaveBeenCalledWith('/app/user/order/withdraw', { amount: 15_050, method: 'alipay', account: 'anna@example.com' });
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/order/detail?orderNo=W1767225600000222222'));
  expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
});

it('goes back to the form without sending when the question is cancelled', async () => {
  await open();
  await typeAmount('20');
  await typeAccount('wx_anna_88');
  await submit();
  await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(post).not.toHaveBeenCalled();
});

it("shows the server's refusal at the field it blames, and any other for the form", async () => {
  await open();
  post.mockRejectedValueOnce(new ApiError('Withdraw between ¥10.00 and ¥50,000.00', { code: 1002, data: { field: 'amount' } }));
  await typeAmount('20');
  await typeAccount('wx_anna_88');
  await submit();
  await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByTestId('withdraw-amount-error')).toHaveTextContent('Withdraw between ¥10.00 and ¥50,000.00'));
  expect(screen.getByTestId('withdraw-error')).toBeEmptyDOMElement();

  // Spent elsewhere since the page read the balance: the refusal brings the balance on screen up to date, and "All" with it.
  serve(1_500);
  post.mockRejectedValueOnce(new ApiError('Insufficient balance', { code: 1001 }));
  await submit();
  await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(screen.getByTestId('withdraw-error')).toHaveTextContent('Insufficient balance'));
  expect(screen.getByTestId('withdraw-amount-error')).toBeEmptyDOMElement();
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/withdraw');
  await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('15.00'));
  await userEvent.click(screen.getByTestId('withdraw-all'));
  expect(screen.getByTestId('withdraw-amount')).toHaveValue('15');
});

it('says withdrawing needs the minimum when the balance is below it', async () => {
  await open(500);
  expect(screen.getByTestId('withdraw-unavailable')).toHaveTextContent('Withdrawals need at least 10.00 in your balance.');
  expect(screen.getByTestId('withdraw-all')).toBeDisabled();
});
