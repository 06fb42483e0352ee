/** Plans page after page (the hall, an author's plans): loading, error with retry, empty, cards, and more as the player scrolls. */
import type { ReactNode } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { InfiniteScroll } from '@racing/shared/src/ui/infinite-scroll';
import { usePagedList } from '@racing/shared/src/api/use-paged-list';
import { PageState } from '@racing/shared/src/ui/page-state';
import { getPlanPageByCursor, type PlanPageQuery } from '../../../api/plan-api';
import { PlanCard } from './plan-card';
import './plans.css';

export const PLAN_PAGE_SIZE = 20;

interface PlanListProps {
  /** The filters; a new one starts the list over. Null shows `empty` without asking (a guest's Following tab). */
  query: Omit<PlanPageQuery, 'page' | 'size'> | null;
  empty: ReactNode;
}

export function PlanList({ query, empty }: PlanListProps) {
  const { t } = useTranslation();
  const list = usePagedList((cursor) => (query ? getPlanPageByCursor({ ...query, size: PLAN_PAGE_SIZE }, cursor) : null), [JSON.stringify(query)]);
  return (
    // An error of a query since replaced by null (nothing to ask) is not this list's.
    <PageState loading={list.loading} error={query && list.items.length === 0 ? list.error : undefined} onRetry={() => void list.refresh()}>
      {list.items.length === 0 ? (
        <div className="empty" data-testid="plan-list-empty">
          {empty}
        </div>
      ) : (
        <>
          <ul className="plan-list" data-testid="plan-list">
            {list.items.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className="plan-more" onClick={() => void retry()}>
                  {t('common.retry')}
                </button>
              ) : (
                <span className="plan-end">{hasMore ? t('shell.loading') : t('plans:hall.end')}</span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PageState>
  );
}
