/** Choosing WeChat Pay or Alipay: the brand's mark and name, a sandbox tag (play money), and why WeChat Pay cannot be used outside WeChat when it cannot. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { PayMethod } from '../../../api/order-api';
import { needsWeChatBrowser, type MethodOffer } from '../pay-methods';
import { PayMethodIcon } from './pay-method-icon';

interface MethodPickerProps {
  offers: readonly MethodOffer[];
  value: PayMethod | null;
  inWeChat: boolean;
  onChange: (method: PayMethod) => void;
}

export function MethodPicker({ offers, value, inWeChat, onChange }: MethodPickerProps) {
  const { t } = useTranslation();
  return (
    <section className="rc-card" aria-labelledby="rc-method-title">
      <h2 id="rc-method-title" className="rc-card__title">
        {t('recharge.methodTitle')}
      </h2>
      <div role="radiogroup" aria-labelledby="rc-method-title" className="rc-methods">
        {offers.map((offer) => {
          const blocked = needsWeChatBrowser(offer, inWeChat);
          return (
            <button
              key={offer.method}
              type="button"
              role="radio"
              className={`rc-method rc-method--${offer.method}`}
              aria-checked={offer.method === value}
              disabled={blocked}
              data-testid={`method-${offer.method}`}
              onClick={() => onChange(offer.method)}
            >
              <PayMethodIcon method={offer.method} />
              <span className="rc-method__text">
                <span className="rc-method__name">{t(`orders.method.${offer.method}`)}</span>
                {blocked && <span className="rc-method__note">{t('recharge.openInWeChat')}</span>}
              </span>
              {offer.sandbox && (
                <span className="rc-sandbox" data-testid={`method-${offer.method}-sandbox`}>
                  {t('recharge.sandbox')}
                </span>
              )}
              <span className="rc-method__check" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </section>
  );
}
