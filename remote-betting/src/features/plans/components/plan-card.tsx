/**
 * One plan: its author (to their page), period, status, picks with odds, the result once drawn, the note, the stake
 * when shown, likes, copies and Copy, or in words why it cannot be copied. Guests who like or copy go to log in.
 */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link, useNavigate } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { formatDate } from '@racing/shared/src/format/format-date';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { showErrorToast } from '@racing/shared/src/ui/toast';
import { NumberBalls } from '../../../components/number-balls';
import type { PlanView } from '../../../api/plan-api';
import { copyPlanPath, planAuthorPath, planDetailPath } from '../../../lib/plan-paths';
import { notCopyableReason } from '../../../lib/plan-copyable';
import { planReactions, type PlanReactionsStore } from '../plan-reactions-store';
import { PlanAvatar } from './plan-avatar';
import { PlanPicks } from './plan-picks';
import './plans.css';

interface PlanCardProps {
  plan: PlanView;
  /** In a list the period line leads to the plan's own page; on that page it does not. */
  linkToDetail?: boolean;
  reactions?: PlanReactionsStore;
}

export const PlanCard = observer(function PlanCard({ plan: loaded, linkToDetail = true, reactions = planReactions }: PlanCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const plan = reactions.plan(loaded);
  const liking = reactions.isPending('plan', plan.id);

  const like = () => {
    if (!session.isLoggedIn) navigate(LOGIN_PATH);
    else reactions.like(plan).catch(showErrorToast);
  };
  const copy = () => navigate(session.isLoggedIn ? copyPlanPath(plan.id) : LOGIN_PATH);

  const period = t('draw.issue', { issue: plan.issue });
  return (
    <article className="plan-card" data-testid={`plan-card-${plan.id}`}>
      <header className="plan-card__head">
        <Link to={planAuthorPath(plan.author.id)} className="plan-card__author" data-testid="plan-author-link">
          <PlanAvatar name={plan.author.nickName} url={plan.author.avatarUrl} />
          <span className="plan-card__name">{plan.author.nickName}</span>
        </Link>
        <span className={`plan-status plan-status--${plan.status}`} data-testid="plan-status">
          {t(`plans:card.status.${plan.status}`)}
        </span>
      </header>
      <p className="plan-card__meta">
        {linkToDetail ? (
          <Link to={planDetailPath(plan.id)} className="plan-card__period" aria-label={`${t('plans:card.open')} · ${period}`}>
            {period}
          </Link>
        ) : (
          <span className="plan-card__period">{period}</span>
        )}
        <span>{formatDate(plan.createTime, 'shortDateTime')}</span>
      </p>
      <PlanPicks picks={plan.picks} />
      {plan.result && (
        <div className="plan-card__result">
          <NumberBalls places={plan.result} size="sm" label={t('plans:card.result')} />
          {plan.hits !== null && <span className="plan-card__hits">{t('plans:card.hits', { count: plan.hits })}</span>}
        </div>
      )}
      {plan.note && <p className="plan-card__note">{plan.note}</p>}
      {plan.stake !== null && (
        <p className="plan-card__stake" data-testid="plan-stake">
          {t('plans:card.stake', { amount: formatMoney(plan.stake) })}
        </p>
      )}
      <footer className="plan-card__foot">
        <button
          type="button"
          className={`plan-like${plan.liked ? ' plan-like--on' : ''}`}
          aria-pressed={plan.liked}
          disabled={plan.liked || plan.mine || liking}
          onClick={like}
          data-testid="plan-like"
        >
          <span aria-hidden="true">{plan.liked ? '♥' : '♡'}</span>
          <span>{plan.liked ? t('plans:card.liked') : t('plans:card.like')}</span>
          <span className="plan-like__count" data-testid="plan-likes-count">
            {plan.likes}
          </span>
        </button>
        <span className="plan-card__copies" data-testid="plan-copies">
          {t('plans:card.copies', { count: plan.copies })}
        </span>
        <span className="plan-card__copy">
          {!plan.copyable && (
            <span className="plan-card__why" data-testid="plan-copy-reason">
              {t(`plans:card.notCopyable.${notCopyableReason(plan)}`)}
            </span>
          )}
          <button type="button" className="plan-copy" disabled={!plan.copyable} onClick={copy} data-testid="plan-copy">
            {t('plans:card.copy')}
          </button>
        </span>
      </footer>
    </article>
  );
});
