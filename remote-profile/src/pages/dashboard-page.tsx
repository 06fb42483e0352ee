/** Data dashboard (/pages/user/dashboard): the player's stake, payout and net over the last 7 or 30 days, per day and per play type. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import { getDashboardSummary, type DashboardRange } from '../features/dashboard/api/dashboard-api';
import { hasBets } from '../features/dashboard/dashboard-figures';
import { RangeToggle } from '../features/dashboard/components/range-toggle';
import { TotalsCard } from '../features/dashboard/components/totals-card';
import { DailyCharts } from '../features/dashboard/components/daily-charts';
import { PlayTypeCard } from '../features/dashboard/components/play-type-card';
import { useChartTexts } from '../features/dashboard/components/use-chart-texts';
import '../features/dashboard/components/dashboard.css';

export default function DashboardPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<DashboardRange>(7);
  const summary = useApiData(() => getDashboardSummary(days), [days]);
  const texts = useChartTexts();
  const data = summary.data;
  return (
    <div data-testid="page-dashboard" className="dashboard">
      <RangeToggle value={days} onChange={setDays} />
      <PageState loading={summary.loading && !data} error={summary.error} onRetry={summary.reload}>
        {data && (
          <div className="dashboard-body" aria-busy={summary.loading}>
            {hasBets(data) ? (
              <>
                <TotalsCard totals={data.totals} texts={texts} />
                <DailyCharts days={data.days} texts={texts} />
                <PlayTypeCard byPlayType={data.byPlayType} texts={texts} />
              </>
            ) : (
              <div className="dashboard-empty" data-testid="dashboard-empty">
                <p>{t('dashboard.empty', { count: days })}</p>
                <Link to="/">{t('dashboard.goBet')}</Link>
              </div>
            )}
          </div>
        )}
      </PageState>
    </div>
  );
}
