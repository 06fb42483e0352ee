/**
 * The answer to the last slip, in words: accepted, or why not, with a way to recharge or to log in. It sits in the
 * page's flow under the grid and scrolls itself into view when it appears (it answers the player's own tap, so the
 * page may move; it never floats over the items).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { problemMessage, type SlipFeedback } from '../slip-feedback';

/** The recharge page (served by remote-profile): a refusal for want of money leads straight to it. */
export const RECHARGE_PATH = '/pages/user/recharge';

export function SlipFeedbackBanner({ feedback, onDismiss }: { feedback: SlipFeedback | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  const shown = useRef<HTMLDivElement>(null);
  // Just enough to clear the pinned slip bar (the CSS scroll margin); jsdom has no scrolling. A statement, not a
  // returned value: newer browsers answer scrollIntoView with a promise, which React would call as the clean-up.
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'nearest' });
  }, [feedback]);
  if (!feedback) return null;
  const tone = feedback.kind === 'placed' ? 'ok' : 'bad';
  let body;
  switch (feedback.kind) {
    case 'placed':
      body = <span>{t('board.placed', { issue: feedback.issue, count: feedback.count, total: formatMoney(feedback.total), balance: formatMoney(feedback.balance) })}</span>;
      break;
    case 'refused':
      body = (
        <>
          <span>{feedback.message}</span>
          {feedback.recharge && (
            <Link className="feedback__action" to={RECHARGE_PATH}>
              {t('board.recharge')}
            </Link>
          )}
        </>
      );
      break;
    case 'problem': {
      const { key, values } = problemMessage(feedback.problem, formatMoney);
      body = (
        <>
          <span>{t(key, values)}</span>
          {feedback.problem.kind === 'insufficientBalance' && (
            <Link className="feedback__action" to={RECHARGE_PATH}>
              {t('board.recharge')}
            </Link>
          )}
        </>
      );
      break;
    }
    case 'login':
      body = (
        <>
          <span>{t('board.loginToBet')}</span>
          <Link className="feedback__action" to={LOGIN_PATH}>
            {t('user.logIn')}
          </Link>
        </>
      );
      break;
  }
  return (
    <div ref={shown} className={`feedback feedback--${tone}`} role={tone === 'ok' ? 'status' : 'alert'} data-testid="slip-feedback">
      <div className="feedback__body">{body}</div>
      <button type="button" className="feedback__close" aria-label={t('board.dismiss')} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
