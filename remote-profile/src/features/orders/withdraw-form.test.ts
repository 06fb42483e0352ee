import { allWithdrawable, maskAccount, readWithdrawForm } from './withdraw-form';

const bounds = { minAmount: 1_000, maxAmount: 5_000_000, balance: 20_000 };
const form = (amount: string, account = 'wx_anna_88') => ({ amount, method: 'wechat' as const, account });

describe('reading the withdrawal form', () => {
  it('sends the amount in cents and the account trimmed', () => {
    expect(readWithdrawForm(form('150.50', '  wx_anna_88 '), bounds, 'en')).toEqual({ ok: true, request: { amount: 15_050, method: 'wechat', account: 'wx_anna_88' } });
    expect(readWithdrawForm({ ...form('10,5'), method: 'alipay' }, bounds, 'fr')).toEqual({ ok: true, request: { amount: 1_050, method: 'alipay', account: 'wx_anna_88' } });
  });

  it('refuses an amount outside the bounds or above the balance', () => {
    expect(readWithdrawForm(form('9.99'), bounds, 'en')).toEqual({ ok: false, errors: { amount: 'belowMin' } });
    expect(readWithdrawForm(form('10'), bounds, 'en').ok).toBe(true);
    expect(readWithdrawForm(form('200.01'), bounds, 'en')).toEqual({ ok: false, errors: { amount: 'aboveBalance' } });
    expect(readWithdrawForm(form('200'), bounds, 'en').ok).toBe(true);
    expect(readWithdrawForm(form('50000.01'), { ...bounds, balance: 10_000_000 }, 'en')).toEqual({ ok: false, errors: { amount: 'aboveMax' } });
  });

  it('names what is wrong with a typed amount', () => {
    expect(readWithdrawForm(form(''), bounds, 'en')).toEqual({ ok: false, errors: { amount: 'empty' } });
    expect(readWithdrawForm(form('ten'), bounds, 'en')).toEqual({ ok: false, errors: { amount: 'invalid' } });
    expect(readWithdrawForm(form('10.001'), bounds, 'en')).toEqual({ ok: false, errors: { amount: 'tooManyDecimals' } });
  });

  it('refuses an empty or over-long account, alongside an amount problem', () => {
    expect(readWithdrawForm(form('20', '   '), bounds, 'en')).toEqual({ ok: false, errors: { account: 'empty' } });
    expect(readWithdrawForm(form('', ''), bounds, 'en')).toEqual({ ok: false, errors: { amount: 'empty', account: 'empty' } });
    expect(readWithdrawForm(form('20', 'a'.repeat(65)), bounds, 'en')).toEqual({ ok: false, errors: { account: 'tooLong' } });
    // 64 characters outside the BMP are 128 UTF-16 units, still 64 characters.
    expect(readWithdrawForm(form('20', '😀'.repeat(64)), bounds, 'en').ok).toBe(true);
  });
});

it('offers all of the balance up to the maximum, and nothing below the minimum', () => {
  expect(allWithdrawable(bounds)).toBe(20_000);
  expect(allWithdrawable({ ...bounds, balance: 9_000_000 })).toBe(5_000_000);
  expect(allWithdrawable({ ...bounds, balance: 999 })).toBeNull();
});

it('masks an account as the server does: the first two and last two characters', () => {
  expect(maskAccount('wx_anna_88')).toBe('wx******88');
  expect(maskAccount('anna@example.com')).toBe('an************om');
  expect(maskAccount('abcde')).toBe('ab*de');
  expect(maskAccount('abcd')).toBe('a***');
  expect(maskAccount('张三丰收到了')).toBe('张三**到了');
});
