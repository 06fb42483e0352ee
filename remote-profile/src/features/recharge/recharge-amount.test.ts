/** Reading the recharge amount: the language's decimal mark, the offer's bounds, nothing typed is no complaint. */
import { readRechargeAmount } from './recharge-amount';

const BOUNDS = { minAmount: 100, maxAmount: 5_000_000 };

it('reads an amount in the language, to the cent', () => {
  expect(readRechargeAmount('100', BOUNDS, 'en')).toEqual({ ok: true, cents: 10_000 });
  expect(readRechargeAmount('12,50', BOUNDS, 'fr')).toEqual({ ok: true, cents: 1250 });
  expect(readRechargeAmount('50.000', BOUNDS, 'es')).toEqual({ ok: true, cents: 5_000_000 });
});

it('holds the amount to the bounds, both ends included', () => {
  expect(readRechargeAmount('1', BOUNDS, 'en')).toEqual({ ok: true, cents: 100 });
  expect(readRechargeAmount('0.99', BOUNDS, 'en')).toEqual({ ok: false, error: 'outOfRange' });
  expect(readRechargeAmount('50000.01', BOUNDS, 'en')).toEqual({ ok: false, error: 'outOfRange' });
  expect(readRechargeAmount('99999999999999', BOUNDS, 'en')).toEqual({ ok: false, error: 'outOfRange' });
});

it('says what is wrong with what is not an amount, and nothing about an empty field', () => {
  expect(readRechargeAmount('  ', BOUNDS, 'en')).toEqual({ ok: false, error: null });
  expect(readRechargeAmount('1.234', BOUNDS, 'fr')).toEqual({ ok: false, error: 'tooManyDecimals' });
  expect(readRechargeAmount('ten', BOUNDS, 'en')).toEqual({ ok: false, error: 'invalid' });
});
