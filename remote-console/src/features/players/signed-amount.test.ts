import { MAX_ADJUSTMENT_CENTS, signedAmount } from './signed-amount';

describe('signedAmount', () => {
  it('gives a credit as positive cents and a debit as negative cents', () => {
    expect(signedAmount('credit', '12.34', 'en')).toEqual({ ok: true, cents: 1234 });
    expect(signedAmount('debit', '12.34', 'en')).toEqual({ ok: true, cents: -1234 });
  });

  it('reads the amount in the operator language', () => {
    expect(signedAmount('credit', '1.234,50', 'es')).toEqual({ ok: true, cents: 123_450 });
  });

  it('refuses nothing, zero, a third decimal and more than the maximum', () => {
    expect(signedAmount('credit', ' ', 'en')).toEqual({ ok: false, error: 'empty' });
    expect(signedAmount('debit', '0.00', 'en')).toEqual({ ok: false, error: 'zero' });
    expect(signedAmount('credit', '1.234', 'en')).toEqual({ ok: false, error: 'tooManyDecimals' });
    expect(signedAmount('credit', '-5', 'en')).toEqual({ ok: false, error: 'invalid' });
    expect(signedAmount('credit', String(MAX_ADJUSTMENT_CENTS / 100), 'en')).toEqual({ ok: true, cents: MAX_ADJUSTMENT_CENTS });
    expect(signedAmount('debit', '1000000.01', 'en')).toEqual({ ok: false, error: 'aboveMaximum' });
  });
});
