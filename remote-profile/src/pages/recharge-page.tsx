/**
 * Recharge (/pages/user/recharge): the balance, an amount (quick amounts or typed, within the offer's bounds), WeChat Pay
 * or Alipay, then the provider takes over (its cashier page, or WeChat's payment sheet inside WeChat). Before the first
 * recharge the player is asked for deposit limits; a refusal is shown where it belongs (the amount at its field).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { ApiError } from '@racing/shared/src/api/api-error';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { Link } from '@racing/shared/src/routing/router';
import { PageState } from '@racing/shared/src/ui/page-state';
import { BalanceFigure } from '../components/balance-figure';
import { RESPONSIBLE_PATH } from '../lib/payment-paths';
import { createRecharge } from '../features/recharge/api/recharge-api';
import { getOrderOptions, type PayMethod } from '../api/order-api';
import { AmountPicker } from '../features/recharge/components/amount-picker';
import { DepositLimitSheet } from '../features/recharge/components/deposit-limit-sheet';
import { MethodPicker } from '../features/recharge/components/method-picker';
import { initialMethod } from '../features/recharge/pay-methods';
import { readRechargeAmount } from '../features/recharge/recharge-amount';
import { usePayLauncher } from '../features/recharge/use-pay-launcher';
import { isWeChatBrowser } from '../features/recharge/wechat-bridge';
import '../features/recharge/components/recharge.css';

/** A refusal for the whole form: the server's words, and whether it was a deposit limit (then the way to change them). */
interface Refusal {
  message: string;
  depositLimit: boolean;
}

/** The server's refusals that need an answer rather than a message: the deposit-limit question, a limit reached. */
const refusalData = (error: ApiError) => (error.data ?? {}) as { depositLimitChoice?: unknown; depositLimitReached?: unknown };

export default function RechargePage() {
  const { t } = useTranslation();
  const options = useApiData(getOrderOptions, []);
  const launch = usePayLauncher();
  const [inWeChat] = useState(isWeChatBrowser);
  const [text, setText] = useState('');
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [amountRefusal, setAmountRefusal] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  /** Whether the deposit-limit question was answered: from the offer, then from this page's own asking. */
  const [limitsChosen, setLimitsChosen] = useState<boolean | null>(null);
  const [asking, setAsking] = useState(false);

  const offer = options.data;
  useEffect(() => {
    if (!offer) return;
    setMethod((current) => current ?? initialMethod(offer.methods, inWeChat));
    setLimitsChosen((current) => current ?? offer.depositLimitsChosen);
  }, [offer, inWeChat]);

  const amount = offer ? readRechargeAmount(text, offer.recharge, currentLanguage()) : null;
  const bounds = offer ? { min: formatMoney(offer.recharge.minAmount), max: formatMoney(offer.recharge.maxAmount) } : { min: '', max: '' };
  const amountError = amountRefusal || (amount && !amount.ok && amount.error ? t(`recharge.amountError.${amount.error}`, bounds) : '');
  const sandbox = offer?.methods.find((entry) => entry.method === method)?.sandbox ?? false;
  const ready = amount?.ok === true && method !== null && !busy;

  async function recharge() {
    if (!amount?.ok || !method) return;
    setRefusal(null);
    setAmountRefusal('');
    setBusy(true);
    try {
      const outcome = await launch(await createRecharge({ amount: amount.cents, method, inWeChat }));
      // On the way to the cashier the page stays as it is until the browser leaves it.
      if (outcome !== 'left') setBusy(false);
    } catch (failure) {
      setBusy(false);
      if (!(failure instanceof ApiError)) {
        setRefusal({ message: failure instanceof Error ? failure.message : String(failure), depositLimit: false });
      } else if (refusalData(failure).depositLimitChoice === true) {
        setLimitsChosen(false);
        setAsking(true);
      } else if (failure.field === 'amount') {
        setAmountRefusal(failure.message);
      } else {
        setRefusal({ message: failure.message, depositLimit: refusalData(failure).depositLimitReached === true });
      }
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    if (limitsChosen === false) setAsking(true);
    else void recharge();
  }

  return (
    <div className="rc-page" data-testid="page-recharge">
      <section className="rc-balance">
        <BalanceFigure block="rc-balance" label={t('recharge.balance')} testId="recharge-balance" />
      </section>
      <PageState loading={options.loading && !offer} error={offer ? undefined : options.error} onRetry={options.reload}>
        {offer && (
          <form onSubmit={submit} noValidate>
            <AmountPicker
              currency={offer.currency}
              quickAmounts={offer.recharge.quickAmounts}
              minAmount={offer.recharge.minAmount}
              maxAmount={offer.recharge.maxAmount}
              text={text}
              cents={amount?.ok ? amount.cents : null}
              error={amountError}
              onText={(next) => {
                setText(next);
                setAmountRefusal('');
              }}
            />
            <MethodPicker offers={offer.methods} value={method} inWeChat={inWeChat} onChange={setMethod} />
            {sandbox && (
              <p className="rc-note rc-note--sandbox" data-testid="sandbox-note">
                {t('recharge.sandboxNote')}
              </p>
            )}
            {refusal && (
              <div className="rc-refusal" role="alert" data-testid="recharge-refusal">
                <p>{refusal.message}</p>
                {refusal.depositLimit && (
                  <Link to={RESPONSIBLE_PATH} className="rc-link" data-testid="change-limits">
                    {t('recharge.changeLimits')}
                  </Link>
                )}
              </div>
            )}
            <button type="submit" className="rc-button rc-button--primary rc-submit" disabled={!ready} data-testid="recharge-submit">
              {t('recharge.submit')}
            </button>
            <p className="rc-note">{t('recharge.expires', { count: offer.recharge.ttlMinutes })}</p>
            <Link to={RESPONSIBLE_PATH} className="rc-link rc-limits-link" data-testid="deposit-limits-link">
              {t('recharge.depositLimits')}
            </Link>
          </form>
        )}
      </PageState>
      <DepositLimitSheet
        visible={asking}
        onClose={() => setAsking(false)}
        onChosen={() => {
          setAsking(false);
          setLimitsChosen(true);
          void recharge();
        }}
      />
    </div>
  );
}
