/** Per day over the range: stake and payout as paired bars, and the net as signed bars; a tapped day's figures below each. */
import { useMemo, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { dailyMoneyBars, dailyNetBars, everyDay, signOf, type DayFigures } from '../dashboard-figures';
import { CHART_COLORS, dailyMoneyChart, dailyNetChart, type ChartTexts } from './dashboard-chart-specs';
import { F2Chart } from './f2-chart';

/** The tapped day's figures, or how to see them. */
function DayReadout({ day, texts, kind }: { day: DayFigures | undefined; texts: ChartTexts; kind: 'money' | 'net' }) {
  const { t } = useTranslation();
  if (!day) return <p className="dashboard-readout dashboard-readout--hint">{t('dashboard.tapDay')}</p>;
  return (
    <p className="dashboard-readout" data-testid={`dashboard-${kind}-readout`}>
      <strong>{texts.day(day.date)}</strong>
      {kind === 'money' ? (
        <span>
          {t('dashboard.staked')} {formatMoney(day.staked)} · {t('dashboard.paidOut')} {formatMoney(day.paidOut)}
        </span>
      ) : (
        <span className={`dashboard-money--${signOf(day.net)}`}>{formatMoney(day.net, { withSign: true })}</span>
      )}
    </p>
  );
}

export function DailyCharts({ days, texts }: { days: readonly DayFigures[]; texts: ChartTexts }) {
  const { t } = useTranslation();
  const [moneyDay, setMoneyDay] = useState<string | null>(null);
  const [netDay, setNetDay] = useState<string | null>(null);
  const byDate = useMemo(() => new Map(everyDay(days).map((day) => [day.date, day])), [days]);
  const moneyChart = useMemo(() => dailyMoneyChart(dailyMoneyBars(days), texts, setMoneyDay), [days, texts]);
  const netChart = useMemo(() => dailyNetChart(dailyNetBars(days), texts, setNetDay), [days, texts]);
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
        <DayReadout day={moneyDay === null ? undefined : byDate.get(moneyDay)} texts={texts} kind="money" />
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
        <DayReadout day={netDay === null ? undefined : byDate.get(netDay)} texts={texts} kind="net" />
      </section>
    </>
  );
}
