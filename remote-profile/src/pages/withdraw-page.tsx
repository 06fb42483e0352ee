/**
 * Withdraw (/pages/user/withdraw): the balance available, an amount within the server's bounds and not above it (or
 * "All"), WeChat Pay or Alipay and the account the money goes to; a last question states amount, method and the masked
 * account and that the amount is held at once. The new order's page then replaces this one.
 */
import { useState, type FormEvent } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Dialog from 'antd-mobile/es/components/dialog';
import { ApiError } from '@racing/shared/src/api/api-error';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { centsToInputText } from '@racing/shared/src/format/parse-money-input';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { useNavigate } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { PageState } from '@racing/shared/src/ui/page-state';
import { showToast } from '@racing/shared/src/ui/toast';
import { BalanceFigure } from '../components/balance-figure';
import { orderDetailPath } from '../lib/payment-paths';
import { refreshPerson } from '../api/refresh-person';
import { PAY_METHODS, getOrderOptions, requestWithdrawal, type OrderOptions, type PayMethod, type WithdrawRequest } from '../api/order-api';
import { allWithdrawable, maskAccount, readWithdrawForm } from '../features/orders/withdraw-form';
import { PayMethodIcon } from '../features/recharge/components/pay-method-icon';
import '../features/settings/components/settings.css';
import '../features/orders/components/orders.css';

interface FieldErrors {
  amount?: string;
  account?: string;
}

const WithdrawForm = observer(function WithdrawForm({ options }: { options: OrderOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const balance = session.userInfo?.currentBalance ?? 0;
  const bounds = { minAmount: options.withdraw.minAmount, maxAmount: options.withdraw.maxAmount, balance };
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayMethod>('wechat');
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [asking, setAsking] = useState<WithdrawRequest | null>(null);
  const [sending, setSending] = useState(false);
  const most = allWithdrawable(bounds);
  /** Changing a field clears what was wrong with it (the other field's error stays). */
  const clearError = (field: keyof FieldErrors) => setErrors((current) => ({ ...current, [field]: undefined }));
  const money = (cents: number) => formatMoney(cents);

  function check(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const form = readWithdrawForm({ amount, method, account }, bounds, language);
    if (!form.ok) {
      setErrors({
        amount: form.errors.amount && t(`withdraw.amountError.${form.errors.amount}`, { min: money(bounds.minAmount), max: money(bounds.maxAmount), balance: money(balance) }),
        account: form.errors.account && t(`withdraw.accountError.${form.errors.account}`),
      });
      return;
    }
    setErrors({});
    setAsking(form.request);
  }

  async function send(request: WithdrawRequest) {
    setSending(true);
    try {
      const order = await requestWithdrawal(request);
      showToast(t('withdraw.requested'));
      // The hold changed the balance: Mine and the next visit show it (the realtime push may also bring it).
      void refreshPerson().catch(() => undefined);
      navigate(orderDetailPath(order.orderNo), { replace: true });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      const field = failure instanceof ApiError ? failure.field : undefined;
      if (field === 'amount' || field === 'account') setErrors({ [field]: message });
      else setFormError(message);
      setAsking(null);
      setSending(false);
      // A refusal may come from a balance that moved since this page read it (a bet, another device): show the one the
      // server holds now, so "All" and the figure on screen are what a second try is checked against.
      void refreshPerson().catch(() => undefined);
    }
  }

  return (
    <form onSubmit={check} noValidate data-testid="withdraw-form">
      <section className="wd-balance">
        <BalanceFigure block="wd-balance" label={t('withdraw.available')} testId="withdraw-balance" />
      </section>
      {most === null && <p className="notice-card" data-testid="withdraw-unavailable">{t('withdraw.unavailable', { min: money(bounds.minAmount) })}</p>}
      <div className="form-card">
        <label className="form-field">
          <span className="form-field__label">{t('withdraw.amount')}</span>
          <input
            inputMode="decimal"
            value={amount}
            placeholder={t('withdraw.amountHint', { min: money(bounds.minAmount), max: money(bounds.maxAmount) })}
            aria-invalid={Boolean(errors.amount)}
            aria-describedby="wd-amount-error"
            data-testid="withdraw-amount"
            onChange={(event) => {
              setAmount(event.target.value);
              clearError('amount');
            }}
          />
          <button
            type="button"
            className="form-field__action"
            disabled={most === null}
            data-testid="withdraw-all"
            onClick={() => {
              if (most === null) return;
              setAmount(centsToInputText(most, language));
              clearError('amount');
            }}
          >
            {t('withdraw.all')}
          </button>
        </label>
      </div>
      <p className="form-error" id="wd-amount-error" role="alert" data-testid="withdraw-amount-error">
        {errors.amount}
      </p>
      <div className="form-card">
        <div role="radiogroup" aria-label={t('withdraw.method')} className="wd-methods">
          {PAY_METHODS.map((option) => (
            <button key={option} type="button" role="radio" className="wd-method" aria-checked={option === method} data-testid={`withdraw-method-${option}`} onClick={() => setMethod(option)}>
              <PayMethodIcon method={option} />
              <span>{t(`orders.method.${option}`)}</span>
            </button>
          ))}
        </div>
        <label className="form-field">
          <span className="form-field__label">{t('withdraw.account')}</span>
          <input
            value={account}
            autoComplete="off"
            placeholder={t(`withdraw.accountPlaceholder.${method}`)}
            aria-invalid={Boolean(errors.account)}
            aria-describedby="wd-account-error"
            data-testid="withdraw-account"
            onChange={(event) => {
              setAccount(event.target.value);
              clearError('account');
            }}
          />
        </label>
      </div>
      <p className="form-error" id="wd-account-error" role="alert" data-testid="withdraw-account-error">
        {errors.account}
      </p>
      <p className="form-hint">{t('withdraw.accountHint')}</p>
      <p className="form-hint">{t('withdraw.held')}</p>
      <p className="form-error" role="alert" data-testid="withdraw-error">
        {formError}
      </p>
      <button type="submit" className="btn-primary" data-testid="withdraw-submit" disabled={sending}>
        {t('withdraw.submit')}
      </button>
      <Dialog
        visible={asking !== null}
        title={t('withdraw.confirmTitle')}
        aria-label={t('withdraw.confirmTitle')}
        content={
          asking && (
            <div className="wd-confirm" data-testid="withdraw-confirm">
              <dl>
                <div>
                  <dt>{t('withdraw.amount')}</dt>
                  <dd>{money(asking.amount)}</dd>
                </div>
                <div>
                  <dt>{t('withdraw.method')}</dt>
                  <dd>{t(`orders.method.${asking.method}`)}</dd>
                </div>
                <div>
                  <dt>{t('withdraw.account')}</dt>
                  <dd>{maskAccount(asking.account)}</dd>
                </div>
              </dl>
              <p>{t('withdraw.held')}</p>
            </div>
          )
        }
        closeOnMaskClick={!sending}
        onClose={() => setAsking(null)}
        actions={[
          [
            { key: 'cancel', text: t('withdraw.cancel'), disabled: sending, onClick: () => setAsking(null), style: { color: '#666' } },
            { key: 'confirm', text: t('withdraw.confirm'), bold: true, danger: true, disabled: sending, onClick: () => (asking ? send(asking) : undefined) },
          ],
        ]}
      />
    </form>
  );
});

export default observer(function WithdrawPage() {
  const options = useApiData(getOrderOptions, []);
  // The balance on screen is the one the hold is checked against: read it fresh, not from when Mine last loaded.
  const person = useApiData(refreshPerson, []);
  const error = options.error ?? (session.userInfo ? undefined : person.error);
  return (
    <section className="settings-page wd-page" data-testid="page-withdraw">
      <PageState
        loading={(options.loading && !options.data) || (person.loading && !session.userInfo)}
        error={error}
        onRetry={() => {
          options.reload();
          person.reload();
        }}
      >
        {options.data && <WithdrawForm options={options.data} />}
      </PageState>
    </section>
  );
});
