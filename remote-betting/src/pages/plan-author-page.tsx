/** A plan author's page (/pages/plan/author?id=): who they are, their record, Follow, and their plans. */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { getAuthor } from '../api/plan-api';
import { idFromQuery } from '../lib/plan-paths';
import { AuthorHead } from '../features/plans/components/author-head';
import { PlanList } from '../features/plans/components/plan-list';
import { planReactions } from '../features/plans/plan-reactions-store';
import { registerPlanLocales } from '../locales/plans/register-plan-locales';
import '../components/page-kit.css';
import '../features/plans/components/plans.css';

export default observer(function PlanAuthorPage({ id }: PageProps) {
  useState(() => registerPlanLocales());
  const { t } = useTranslation();
  const authorId = idFromQuery(id);
  // A like given here changes the author's likes: read them again (the reader's click is counted once a day, not again).
  const author = useApiData(() => (authorId === null ? null : getAuthor(authorId)), [authorId, planReactions.likesGiven]);
  return (
    <div data-testid="page-plan-author" className="page plan-page">
      {authorId === null ? (
        <p className="empty">{t('plans:author.notFound')}</p>
      ) : (
        <PageState loading={author.loading && !author.data} error={author.data ? undefined : author.error} onRetry={author.reload}>
          {author.data && (
            <>
              <AuthorHead author={author.data} />
              <h2 className="plan-section-title">{t('plans:author.plans', { count: author.data.plans })}</h2>
              <PlanList query={{ authorId }} empty={<p>{t('plans:author.noPlans')}</p>} />
            </>
          )}
        </PageState>
      )}
    </div>
  );
});
