/**
 * The settlement of my bets of a period, for a few seconds: stake, payout and net, announced to screen readers. It sits
 * in flow under the grid and comes into view by itself only while the player is not picking (`reveal`), so the page
 * never moves under a finger that is choosing.
 */
import { useEffect, useRef } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { settledMessage } from '../settled-message';
import type { DrawStore } from '../draw-store';

/** Long enough to read three amounts; the same figures stay in "my bets" and the bill. */
export const SETTLED_NOTICE_MS = 10_000;

export const SettledBanner = observer(function SettledBanner({ store, reveal }: { store: DrawStore; reveal?: () => boolean }) {
  const { t } = useTranslation();
  const settled = store.settled;
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A statement: Chromium answers scrollIntoView with a promise, which React would take for the clean-up.
    if (settled && reveal?.()) shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [settled, reveal]);
  useEffect(() => {
    if (!settled) return undefined;
    const timer = setTimeout(() => store.dismissSettled(), SETTLED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [settled, store]);
  if (!settled) return null;
  const message = settledMessage(settled, formatMoney);
  return (
    <div ref={shown} className={`feedback feedback--${message.tone}`} role="status" data-testid="settled-banner">
      <div className="feedback__body">{t(message.key, message.values)}</div>
      <button type="button" className="feedback__close" aria-label={t('board.dismiss')} onClick={() => store.dismissSettled()}>
        ×
      </button>
    </div>
  );
});
