/**
 * Recharge: quick and typed amounts held to the offer's bounds, the method sent, the provider's cashier opened or WeChat's
 * sheet answered (ok, cancel, fail, no WeChat), the deposit-limit question before the first recharge with both answers
 * saved, and the server's refusals where they belong.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import type { PaymentStart } from '../features/recharge/api/recharge-api';
import type { OrderOptions, OrderView } from '../api/order-api';
import { openCashier } from '../features/recharge/open-cashier';
import { renderProfilePage } from '../test/render-profile-page';
import RechargePage from './recharge-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('../features/recharge/open-cashier', () => ({ openCashier: jest.fn() }));
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const CASHIER_URL = '/api/app/pay/sandbox/checkout?tradeNo=S1&lang=en';
const JSAPI_PARAMS = { appId: 'wx1', timeStamp: '1767225600', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA' as const, paySign: 's' };

function options(overrides: Partial<OrderOptions> = {}): OrderOptions {
  return {
    currency: 'CNY',
    methods: [
      { method: 'wechat', sandbox: true, h5: true, jsapi: true },
      { method: 'alipay', sandbox: true, h5: true, jsapi: false },
    ],
    recharge: { minAmount: 100, maxAmount: 5_000_000, quickAmounts: [1000, 5000, 10_000, 50_000, 100_000, 500_000], ttlMinutes: 30 },
    withdraw: { minAmount: 1000, maxAmount: 5_000_000, autoApproveSeconds: 0 },
    depositLimitsChosen: true,
    ...overrides,
  };
}

function order(amount: number): OrderView {
  return {
    orderNo: 'R1767225600000123456', kind: 'recharge', status: 'pending', tab: 'pending', amount, currency: 'CNY', method: 'wechat', sandbox: true,
    account: null, failReason: null, createTime: '2026-01-01T00:00:00.000Z', expireTime: '2026-01-01T00:30:00.000Z', payTime: null, closeTime: null,
    canCancel: true, canPayAgain: true,
  };
}

/** The fake server: the offer, and recharge answers from `recharge(body)`; deposit limits saved as asked. */
function serve(offer: OrderOptions, recharge: (body: { amount: number }) => PaymentStart | Promise<PaymentStart> = () => ({ kind: 'redirect', url: CASHIER_URL })) {
  get.mockImplementation(async (path: string) => {
    if (path === '/app/user/order/options') return offer;
    throw new Error(`unexpected ${path}`);
  });
  post.mockImplementation(async (path: string, body: { amount: number }) => {
    if (path === '/app/user/order/recharge') return { order: order(body.amount), pay: await recharge(body) };
    if (path === '/app/user/responsible/setLimits') return {};
    throw new Error(`unexpected ${path}`);
  });
}
const posted = (path: string) => post.mock.calls.filter(([called]) => called === path).map(([, body]) => body as unknown);

async function openPage(offer = options(), recharge?: Parameters<typeof serve>[1]) {
  serve(offer, recharge);
  await renderProfilePage(<RechargePage />, '/pages/user/recharge');
  await screen.findByTestId('amount-input');
}

const submit = () => screen.getByTestId('recharge-submit');

/** The deposit-limit sheet once it has slid in: until then it takes no taps, on a phone as here. */
async function openedSheet(): Promise<HTMLElement> {
  const sheet = await screen.findByTestId('deposit-sheet');
  await waitFor(() => expect(sheet.parentElement).not.toHaveStyle({ pointerEvents: 'none' }));
  return sheet;
}

beforeEach(() => session.setUserInfo(buildUserInfo({ currentBalance: 123_456 })));
afterEach(() => {
  jest.restoreAllMocks();
  delete window.WeixinJSBridge;
});

it('fills a quick amount, opens the cashier with the URL the server answers, and sends the chosen method', async () => {
  await openPage();
  expect(screen.getByTestId('recharge-balance')).toHaveTextContent('1,234.56');
  expect(screen.getByTestId('quick-500000')).toHaveTextContent('5,000.00');
  expect(screen.getByText('Amount (CNY)')).toBeInTheDocument();
  expect(screen.getByTestId('method-wechat-sandbox')).toHaveTextContent('Sandbox · play money');
  expect(screen.getByTestId('sandbox-note')).toBeInTheDocument();
  expect(submit()).toBeDisabled();

  await userEvent.click(screen.getByTestId('quick-10000'));
  expect(screen.getByTestId('amount-input')).toHaveValue('100');
  expect(screen.getByTestId('quick-10000')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('method-wechat')).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(screen.getByTestId('method-alipay'));
  await userEvent.click(submit());

  expect(posted('/app/user/order/recharge')).toEqual([{ amount: 10_000, method: 'alipay', inWeChat: false }]);
  await waitFor(() => expect(openCashier).toHaveBeenCalledWith(CASHIER_URL));
});

it('holds a typed amount to the bounds at the field, and shows the server refusing the amount there too', async () => {
  await openPage();
  const input = screen.getByTestId('amount-input');
  expect(input).toHaveAttribute('placeholder', '1.00 – 50,000.00');
  await userEvent.type(input, '0.5');
  expect(screen.getByTestId('amount-error')).toHaveTextContent('Recharge between ¥1.00 and ¥50,000.00');
  expect(submit()).toBeDisabled();
  await userEvent.clear(input);
  await userEvent.type(input, '50000.01');
  expect(screen.getByTestId('amount-error')).toHaveTextContent('Recharge between ¥1.00 and ¥50,000.00');
  await userEvent.clear(input);
  await userEvent.type(input, '12.345');
  expect(screen.getByTestId('amount-error')).toHaveTextContent('An amount has at most two decimals');

  await userEvent.clear(input);
  await userEvent.type(input, '12.5');
  expect(screen.getByTestId('amount-error')).toBeEmptyDOMElement();
  expect(submit()).toBeEnabled();
  post.mockRejectedValueOnce(new ApiError('Recharge between ¥20.00 and ¥50,000.00', { code: 1002, status: 200, data: { field: 'amount' } }));
  await userEvent.click(submit());
  expect(await screen.findByText('Recharge between ¥20.00 and ¥50,000.00')).toBeInTheDocument();
  expect(screen.getByTestId('amount-error')).toHaveTextContent('Recharge between ¥20.00 and ¥50,000.00');
  expect(screen.queryByTestId('recharge-refusal')).toBeNull();
  expect(posted('/app/user/order/recharge')).toEqual([{ amount: 1250, method: 'wechat', inWeChat: false }]);
  expect(openCashier).not.toHaveBeenCalled();
});

it('keeps WeChat Pay out of reach outside WeChat when only its in-WeChat payment is configured', async () => {
  await openPage(options({ methods: [{ method: 'wechat', sandbox: false, h5: false, jsapi: true }, { method: 'alipay', sandbox: false, h5: true, jsapi: false }] }));
  expect(screen.getByTestId('method-wechat')).toBeDisabled();
  expect(within(screen.getByTestId('method-wechat')).getByText('Please open in WeChat browser')).toBeInTheDocument();
  expect(screen.getByTestId('method-alipay')).toHaveAttribute('aria-checked', 'true');
  expect(screen.queryByTestId('sandbox-note')).toBeNull();
  expect(screen.queryByTestId('method-alipay-sandbox')).toBeNull();
});

describe("WeChat's payment sheet", () => {
  const jsapi = (): PaymentStart => ({ kind: 'jsapi', params: JSAPI_PARAMS });
  const bridgeAnswering = (errMsg: string) => {
    const invoke = jest.fn((_name: string, _params: unknown, callback: (answer: { err_msg: string }) => void) => callback({ err_msg: errMsg }));
    window.WeixinJSBridge = { invoke };
    return invoke;
  };

  async function payInWeChat() {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
    await openPage(options(), jsapi);
    await userEvent.click(screen.getByTestId('quick-5000'));
    await userEvent.click(submit());
  }

  it('opens the result page when the sheet says ok, having told the server we are inside WeChat', async () => {
    const invoke = bridgeAnswering('get_brand_wcpay_request:ok');
    await payInWeChat();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/order/result?orderNo=R1767225600000123456'));
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', JSAPI_PARAMS, expect.any(Function));
    expect(posted('/app/user/order/recharge')).toEqual([{ amount: 5000, method: 'wechat', inWeChat: true }]);
  });

  it('says the payment was cancelled and stays', async () => {
    bridgeAnswering('get_brand_wcpay_request:cancel');
    await payInWeChat();
    expect(await screen.findByText('Payment has been cancelled')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/recharge');
    expect(submit()).toBeEnabled();
  });

  it('says the payment failed', async () => {
    bridgeAnswering('get_brand_wcpay_request:fail');
    await payInWeChat();
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
  });

  it('asks to open the page in WeChat when there is no WeChat to show the sheet', async () => {
    serve(options(), jsapi);
    await renderProfilePage(<RechargePage />, '/pages/user/recharge');
    await userEvent.click(await screen.findByTestId('quick-5000'));
    await userEvent.click(submit());
    expect(await screen.findByText('Please open in WeChat browser')).toBeInTheDocument();
    expect(posted('/app/user/order/recharge')).toEqual([{ amount: 5000, method: 'wechat', inWeChat: false }]);
  });
});

describe('the deposit-limit question before the first recharge', () => {
  it('asks first; "No limit" saves all three windows as no limit, then the recharge goes on', async () => {
    await openPage(options({ depositLimitsChosen: false }));
    await userEvent.click(screen.getByTestId('quick-1000'));
    await userEvent.click(submit());
    const sheet = await openedSheet();
    expect(sheet).toHaveTextContent('Set your deposit limits');
    expect(within(sheet).getByTestId('deposit-more')).toHaveAttribute('href', '#/pages/user/responsible');
    expect(posted('/app/user/order/recharge')).toEqual([]);

    await userEvent.click(within(sheet).getByTestId('deposit-no-limit'));
    await waitFor(() => expect(openCashier).toHaveBeenCalledWith(CASHIER_URL));
    expect(posted('/app/user/responsible/setLimits')).toEqual([{ depositDay: null, depositWeek: null, depositMonth: null }]);
    expect(posted('/app/user/order/recharge')).toEqual([{ amount: 1000, method: 'wechat', inWeChat: false }]);
    expect(post.mock.calls.map(([path]) => path)).toEqual(['/app/user/responsible/setLimits', '/app/user/order/recharge']);
  });

  it('"Set limits" saves the amounts typed (empty windows unlimited), and asks for one when none is typed', async () => {
    await openPage(options({ depositLimitsChosen: false }));
    await userEvent.type(screen.getByTestId('amount-input'), '20');
    await userEvent.click(submit());
    const sheet = await openedSheet();
    await userEvent.click(within(sheet).getByTestId('deposit-set'));
    expect(within(sheet).getByTestId('deposit-error')).toHaveTextContent('Enter at least one limit, or choose No limit');
    await userEvent.type(within(sheet).getByTestId('deposit-input-depositWeek'), '1.5');
    await userEvent.type(within(sheet).getByTestId('deposit-input-depositDay'), '12.345');
    await userEvent.click(within(sheet).getByTestId('deposit-set'));
    expect(within(sheet).getByTestId('deposit-error')).toHaveTextContent('The amount for 24 hours has more than two decimals');
    expect(posted('/app/user/responsible/setLimits')).toEqual([]);

    await userEvent.clear(within(sheet).getByTestId('deposit-input-depositDay'));
    await userEvent.type(within(sheet).getByTestId('deposit-input-depositDay'), '500');
    await userEvent.click(within(sheet).getByTestId('deposit-set'));
    await waitFor(() => expect(openCashier).toHaveBeenCalledTimes(1));
    expect(posted('/app/user/responsible/setLimits')).toEqual([{ depositDay: 50_000, depositWeek: 150, depositMonth: null }]);
    expect(posted('/app/user/order/recharge')).toEqual([{ amount: 2000, method: 'wechat', inWeChat: false }]);
  });

  it('asks when the server says the question was never answered', async () => {
    await openPage();
    await userEvent.click(screen.getByTestId('quick-1000'));
    post.mockRejectedValueOnce(new ApiError('Before your first recharge, please choose your deposit limits', { code: 1001, status: 200, data: { depositLimitChoice: true } }));
    await userEvent.click(submit());
    expect(await screen.findByTestId('deposit-sheet')).toBeInTheDocument();
    expect(screen.queryByTestId('recharge-refusal')).toBeNull();
  });
});

it('shows a deposit limit refusal in the server’s words with the way to change the limits', async () => {
  await openPage();
  await userEvent.click(screen.getByTestId('quick-10000'));
  const message = 'This deposit of 100.00 goes over your 24 hours deposit limit (50.00 left)';
  post.mockRejectedValueOnce(new ApiError(message, { code: 1001, status: 200, data: { depositLimitReached: true } }));
  await userEvent.click(submit());
  const refusal = await screen.findByTestId('recharge-refusal');
  expect(refusal).toHaveTextContent(message);
  expect(within(refusal).getByTestId('change-limits')).toHaveAttribute('href', '#/pages/user/responsible');
  expect(openCashier).not.toHaveBeenCalled();

  post.mockRejectedValueOnce(new ApiError('More than 5 unpaid orders', { code: 1001, status: 200 }));
  await userEvent.click(submit());
  await waitFor(() => expect(screen.getByTestId('recharge-refusal')).toHaveTextContent('More than 5 unpaid orders'));
  expect(screen.queryByTestId('change-limits')).toBeNull();
});
