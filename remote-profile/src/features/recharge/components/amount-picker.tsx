/** The recharge amount: quick amounts as chips and a free amount in the player's money format, with what is wrong with it right at the field. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { centsToInputText } from '@racing/shared/src/format/parse-money-input';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';

interface AmountPickerProps {
  currency: string;
  quickAmounts: readonly number[];
  minAmount: number;
  maxAmount: number;
  text: string;
  /** The amount the text reads as, when it is one. */
  cents: number | null;
  /** What is wrong with the amount (ours or the server's), shown under the field. */
  error: string;
  onText: (text: string) => void;
}

export function AmountPicker({ currency, quickAmounts, minAmount, maxAmount, text, cents, error, onText }: AmountPickerProps) {
  const { t } = useTranslation();
  return (
    <section className="rc-card" aria-labelledby="rc-amount-title">
      <h2 id="rc-amount-title" className="rc-card__title">
        {t('recharge.amountTitle', { currency })}
      </h2>
      <div className="rc-chips" role="group" aria-labelledby="rc-amount-title">
        {quickAmounts.map((amount) => (
          <button
            key={amount}
            type="button"
            className="rc-chip"
            aria-pressed={amount === cents}
            data-testid={`quick-${amount}`}
            onClick={() => onText(centsToInputText(amount, currentLanguage()))}
          >
            {formatMoney(amount)}
          </button>
        ))}
      </div>
      <label className="rc-amount">
        <span className="rc-amount__label">{t('recharge.otherAmount')}</span>
        <input
          className="rc-amount__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('recharge.amountRange', { min: formatMoney(minAmount), max: formatMoney(maxAmount) })}
          value={text}
          aria-invalid={error !== '' || undefined}
          aria-describedby="rc-amount-error"
          data-testid="amount-input"
          onChange={(event) => onText(event.target.value)}
        />
      </label>
      <p id="rc-amount-error" className="rc-field-error" role="alert" data-testid="amount-error">
        {error}
      </p>
    </section>
  );
}
