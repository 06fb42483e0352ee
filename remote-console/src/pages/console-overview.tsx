/** #/console/overview: today's figures, and the last days' stakes, payouts, GGR and active players, overall and per play type. */
import { useMemo, useState } from 'react';
import { Alert, Card, Col, Row, Segmented, Spin, Statistic } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatDate } from '@racing/shared/src/format/format-date';
import { ConsoleFrame } from '../frame/console-frame';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { EChart, type ChartOption } from '../features/overview/echart';
import { PLAY_TYPES, businessDay, fetchOverview, type Overview } from '../features/overview/overview-api';

const WINDOWS = [7, 14, 30] as const;
const money = (cents: number) => formatMoney(Math.round(cents));

function TodayCards({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const today = overview.today;
  const cards = [
    { key: 'stakes', title: t('console:overview.stakes'), value: money(today.stakes) },
    { key: 'payouts', title: t('console:overview.payouts'), value: money(today.payouts) },
    { key: 'ggr', title: t('console:overview.ggr'), value: money(today.ggr), negative: today.ggr < 0 },
    { key: 'players', title: t('console:overview.activePlayers'), value: String(today.activePlayers) },
    { key: 'bets', title: t('console:overview.bets'), value: String(today.bets) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={4} flex="auto">
          <Card size="small">
            <Statistic title={card.title} value={card.value} styles={card.negative ? { content: { color: '#cf1322' } } : undefined} data-testid={`overview-today-${card.key}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function useDailyOption(overview: Overview | undefined): ChartOption | null {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!overview) return null;
    const dates = overview.days.map((day) => formatDate(businessDay(day.date), 'date'));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 40, containLabel: true },
      xAxis: { type: 'category', data: dates },
      yAxis: [
        // Cents: ticks at whole units at least, so a quiet week does not read 0.00, 0.00, 0.01.
        { type: 'value', minInterval: 100, axisLabel: { formatter: (value: number) => money(value) } },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        { name: t('console:overview.stakes'), type: 'bar', data: overview.days.map((day) => day.stakes), tooltip: { valueFormatter: (v) => money(Number(v)) } },
        { name: t('console:overview.payouts'), type: 'bar', data: overview.days.map((day) => day.payouts), tooltip: { valueFormatter: (v) => money(Number(v)) } },
        { name: t('console:overview.ggr'), type: 'line', data: overview.days.map((day) => day.ggr), tooltip: { valueFormatter: (v) => money(Number(v)) } },
        { name: t('console:overview.activePlayers'), type: 'line', yAxisIndex: 1, data: overview.days.map((day) => day.activePlayers) },
      ],
    } satisfies ChartOption;
    // `t` changes with the language: the labels and the date format follow it.
  }, [overview, t]);
}

function usePlayTypeOption(overview: Overview | undefined): ChartOption | null {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!overview) return null;
    const names: Record<(typeof PLAY_TYPES)[number], string> = {
      numbers: t('console:overview.playTypes.numbers'),
      twoSided: t('console:overview.playTypes.twoSided'),
      sum: t('console:overview.playTypes.sum'),
    };
    const series = (name: string, pick: (type: (typeof PLAY_TYPES)[number]) => number) => ({
      name,
      type: 'bar' as const,
      data: PLAY_TYPES.map(pick),
      tooltip: { valueFormatter: (v: unknown) => money(Number(v)) },
    });
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 8, bottom: 8, top: 40, containLabel: true },
      xAxis: { type: 'category', data: PLAY_TYPES.map((type) => names[type]) },
      yAxis: { type: 'value', minInterval: 100, axisLabel: { formatter: (value: number) => money(value) } },
      series: [
        series(t('console:overview.stakes'), (type) => overview.byPlayType[type].stakes),
        series(t('console:overview.payouts'), (type) => overview.byPlayType[type].payouts),
        series(t('console:overview.ggr'), (type) => overview.byPlayType[type].ggr),
      ],
    } satisfies ChartOption;
  }, [overview, t]);
}

function OverviewBody() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(7);
  const { data, loading, error } = useApiData(() => fetchOverview(days), [days]);
  const daily = useDailyOption(data);
  const perPlayType = usePlayTypeOption(data);

  return (
    <div data-testid="console-overview" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {error && <Alert type="error" showIcon title={error.message} />}
      {!data && loading && <Spin style={{ display: 'block', margin: 48 }} />}
      {data && (
        <>
          <Card size="small" title={t('console:overview.today')}>
            <TodayCards overview={data} />
          </Card>
          <Card
            size="small"
            title={t('console:overview.daily', { count: days })}
            extra={
              <Segmented
                size="small"
                value={days}
                onChange={(value) => setDays(Number(value))}
                options={WINDOWS.map((window) => ({ value: window, label: t('console:overview.days', { count: window }) }))}
                data-testid="overview-days"
              />
            }
          >
            {daily && <EChart option={daily} testId="overview-daily-chart" />}
          </Card>
          <Card size="small" title={t('console:overview.byPlayType', { count: days })}>
            {perPlayType && <EChart option={perPlayType} height={280} testId="overview-play-type-chart" />}
          </Card>
        </>
      )}
    </div>
  );
}

export default function ConsoleOverviewPage() {
  return (
    <ConsoleFrame titleKey="console:overview.title" permission="stats:overview:summary">
      <OverviewBody />
    </ConsoleFrame>
  );
}
