/** Trend (/pages/trend/index): per place, the trend chart over the last 30/50/100 draws, misses, hot/cold and the splits. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { NumberBalls } from '../components/number-balls';
import { BalanceChip } from '../components/balance-chip';
import { getResults } from '../features/draw/api/draw-api';
import { listRanks } from '../features/board/api/board-api';
import { TrendChart } from '../features/trend/components/trend-chart';
import { bigSmallOddEven, hotAndCold, missStats, percent, placeSeries } from '../features/trend/trend-stats';
import '../components/page-kit.css';
import '../features/trend/components/trend.css';

const RANGES = [30, 50, 100] as const;

function SplitBar({ a, b, labelA, labelB }: { a: number; b: number; labelA: string; labelB: string }) {
  const pa = percent(a, a + b);
  return (
    <>
      <div className="split" aria-hidden="true">
        <span className="split__a" style={{ width: `${pa}%` }}>{pa > 15 ? `${pa}%` : ''}</span>
        <span className="split__b" style={{ width: `${100 - pa}%` }}>{100 - pa > 15 ? `${100 - pa}%` : ''}</span>
      </div>
      <div className="split-legend">
        <span>{labelA} {a}</span>
        <span>{labelB} {b}</span>
      </div>
    </>
  );
}

export default function TrendPage() {
  const { t } = useTranslation();
  const [place, setPlace] = useState(1);
  const [range, setRange] = useState<(typeof RANGES)[number]>(30);
  const results = useApiData(() => getResults({ page: 1, size: range }), [range]);
  const ranks = useApiData(listRanks, []);
  const placeRanks = (ranks.data ?? []).filter((rank) => rank.id >= 1 && rank.id <= 10);

  const view = useMemo(() => {
    const draws = [...(results.data?.list ?? [])].reverse();
    const series = placeSeries(draws.map((d) => d.places), place);
    const stats = missStats(series);
    return { issues: draws.map((d) => d.issue), series, stats, ...hotAndCold(stats), split: bigSmallOddEven(series) };
  }, [results.data, place]);

  return (
    <div data-testid="page-trend" className="page">
      <div className="trend-controls">
        <div className="seg" role="tablist" aria-label={t('trend.place')}>
          {(placeRanks.length ? placeRanks : Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: String(i + 1) }))).map((rank) => (
            <button key={rank.id} type="button" role="tab" aria-selected={place === rank.id} onClick={() => setPlace(rank.id)}>
              {rank.name}
            </button>
          ))}
        </div>
        <div className="seg" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <div className="seg" style={{ padding: 0 }}>
            {RANGES.map((n) => (
              <button key={n} type="button" aria-pressed={range === n} onClick={() => setRange(n)}>
                {t('trend.lastDraws', { count: n })}
              </button>
            ))}
          </div>
          <BalanceChip />
        </div>
      </div>
      {results.error && !results.data ? (
        <div className="card" role="alert">
          <p>{results.error.message}</p>
          <button type="button" className="chip" onClick={results.reload}>{t('common.retry')}</button>
        </div>
      ) : !results.data ? (
        <div className="card" aria-busy="true" data-testid="trend-skeleton">
          {Array.from({ length: 8 }, (_, i) => <div key={i} className="skeleton" style={{ height: 18, margin: '8px 0' }} />)}
        </div>
      ) : view.series.length === 0 ? (
        <p className="empty card">{t('trend.empty')}</p>
      ) : (
        <>
          <div className="trend-figures">
            <div className="trend-figure" data-testid="trend-hot">
              <h3>{t('trend.hot')}</h3>
              <NumberBalls places={view.hot} size="sm" />
            </div>
            <div className="trend-figure" data-testid="trend-cold">
              <h3>{t('trend.cold')}</h3>
              <NumberBalls places={view.cold} size="sm" />
            </div>
            <div className="trend-figure">
              <h3>{t('trend.bigSmall')}</h3>
              <SplitBar a={view.split.big} b={view.split.small} labelA={t('items.big')} labelB={t('items.small')} />
            </div>
            <div className="trend-figure">
              <h3>{t('trend.oddEven')}</h3>
              <SplitBar a={view.split.odd} b={view.split.even} labelA={t('items.odd')} labelB={t('items.even')} />
            </div>
          </div>
          <div className="trend-scroll">
            <TrendChart issues={view.issues} series={view.series} stats={view.stats} />
          </div>
        </>
      )}
    </div>
  );
}
