/**
 * The plan side of one slip in my bets: "Publish as plan" while its period is open (and it is not a copy), then a link
 * to the plan (the history says which slips are plans; one published here since shows at once); a copied slip links to
 * the plan it came from.
 */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { planDetailPath } from '../../../lib/plan-paths';
import { planReactions, type PlanReactionsStore } from '../plan-reactions-store';
import { PublishPlanSheet } from './publish-plan-sheet';
import './plans.css';

interface PublishSlipActionProps {
  slip: { slipId: number; issue: string; planId?: number | null; publishedPlanId?: number | null };
  /** The period taking bets now, or null: a plan is published before its period closes. */
  openIssue: string | null;
  reactions?: PlanReactionsStore;
}

export const PublishSlipAction = observer(function PublishSlipAction({ slip, openIssue, reactions = planReactions }: PublishSlipActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const publishedId = reactions.published.get(slip.slipId) ?? slip.publishedPlanId ?? undefined;

  if (slip.planId != null) {
    return (
      <div className="publish-row">
        <Link to={planDetailPath(slip.planId)}>{t('plans:publish.copiedFrom')}</Link>
      </div>
    );
  }
  if (publishedId !== undefined) {
    return (
      <div className="publish-row" data-testid={`published-plan-${slip.slipId}`}>
        <span>{t('plans:publish.published')}</span>
        <Link to={planDetailPath(publishedId)}>{t('plans:publish.view')}</Link>
      </div>
    );
  }
  if (slip.issue !== openIssue) return null;
  return (
    <div className="publish-row">
      <button type="button" className="publish-action" onClick={() => setOpen(true)} data-testid={`publish-plan-${slip.slipId}`}>
        {t('plans:publish.action')}
      </button>
      <PublishPlanSheet
        slip={open ? slip : null}
        onClose={() => setOpen(false)}
        onPublished={(plan) => {
          reactions.markPublished(slip.slipId, plan.id);
          setOpen(false);
        }}
      />
    </div>
  );
});
