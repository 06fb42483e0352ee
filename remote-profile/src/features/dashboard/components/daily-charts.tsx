/** Per day over the range: stake and payout as paired bars, and the net as signed bars. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyMoneyBars, dailyNetBars, type DayFigures } from '../dashboard-figures';
import { CHART_COLORS, dailyMoneyChart, dailyNetChart, type ChartTexts } from './dashboard-chart-specs';
import { F2Chart } from './f2-chart';

export function DailyCharts({ days, texts }: { days: readonly DayFigures[]; texts: ChartTexts }) {
  const { t } = useTranslation();
  const moneyChart = useMemo(() => dailyMoneyChart(dailyMoneyBars(days), texts), [days, texts]);
  const netChart = useMemo(() => dailyNetChart(dailyNetBars(days), texts), [days, texts]);
  return (
    <>
      <section className="dashboard-card">
        <h2>{t('dashboard.dailyMoney')}</h2>
        <ul className="dashboard-legend">
          <li>
            <i style={{ background: CHART_COLORS.staked }} />
            {texts.series.staked}
          </li>
          <li>
            <i style={{ background: CHART_COLORS.paidOut }} />
            {texts.series.paidOut}
          </li>
        </ul>
        <F2Chart chart={moneyChart} height={200} label={t('dashboard.dailyMoney')} testId="dashboard-daily-chart" />
      </section>
      <section className="dashboard-card">
        <h2>{t('dashboard.dailyNet')}</h2>
        <ul className="dashboard-legend">
          <li>
            <i style={{ background: CHART_COLORS.gain }} />
            {t('dashboard.gain')}
          </li>
          <li>
            <i style={{ background: CHART_COLORS.loss }} />
            {t('dashboard.loss')}
          </li>
        </ul>
        <F2Chart chart={netChart} height={170} label={t('dashboard.dailyNet')} testId="dashboard-net-chart" />
      </section>
    </>
  );
}
