/** One plan (/pages/plan/detail?id=): what viewing history and notifications open. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { getPlan } from '../api/plan-api';
import { idFromQuery } from '../lib/plan-paths';
import { PlanCard } from '../features/plans/components/plan-card';
import { registerPlanLocales } from '../locales/plans/register-plan-locales';
import '../components/page-kit.css';
import '../features/plans/components/plans.css';

export default function PlanDetailPage({ id }: PageProps) {
  useState(() => registerPlanLocales());
  const { t } = useTranslation();
  const planId = idFromQuery(id);
  const plan = useApiData(() => (planId === null ? null : getPlan(planId)), [planId]);
  return (
    <div data-testid="page-plan-detail" className="page plan-page">
      {planId === null ? (
        <p className="empty">{t('plans:detail.notFound')}</p>
      ) : (
        <div className="plan-state">
          <PageState loading={plan.loading && !plan.data} error={plan.data ? undefined : plan.error} onRetry={plan.reload}>
            {plan.data && <PlanCard plan={plan.data} linkToDetail={false} />}
          </PageState>
        </div>
      )}
    </div>
  );
}
