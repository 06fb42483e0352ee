/** The settlement of my bets of a period, for a few seconds: stake, payout and net, announced to screen readers. */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { settledMessage } from '../settled-message';
import type { DrawStore } from '../draw-store';

/** Long enough to read three amounts; the same figures stay in "my bets" and the bill. */
export const SETTLED_NOTICE_MS = 10_000;

export const SettledBanner = observer(function SettledBanner({ store }: { store: DrawStore }) {
  const { t } = useTranslation();
  const settled = store.settled;
  useEffect(() => {
    if (!settled) return undefined;
    const timer = setTimeout(() => store.dismissSettled(), SETTLED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [settled, store]);
  if (!settled) return null;
  const message = settledMessage(settled, formatMoney);
  return (
    <div className={`feedback feedback--${message.tone}`} role="status" data-testid="settled-banner">
      <div className="feedback__body">{t(message.key, message.values)}</div>
      <button type="button" className="feedback__close" aria-label={t('board.dismiss')} onClick={() => store.dismissSettled()}>
        ×
      </button>
    </div>
  );
});
