/** Trend (/pages/trend/index): per place, the trend chart over the last 30/50/100 draws, misses, hot/cold and the splits; follows new draws live; links to the bead road and the streak board. */
import { useMemo, useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { Link } from '@racing/shared/src/routing/router';
import { BalanceChip } from '../components/balance-chip';
import { getResults } from '../api/draw-api';
import { listRanks } from '../api/catalogue-api';
import { drawStore } from '../features/draw/draw-store';
import { useLiveDraw } from '../features/draw/use-live-draw';
import { TrendChart } from '../features/trend/components/trend-chart';
import { SplitBar } from '../features/trend/components/split-bar';
import { HotColdFigure } from '../features/trend/components/hot-cold-figure';
import { bigSmallOddEven, hotAndCold, missStats, placeSeries } from '../features/trend/trend-stats';
import '../components/page-kit.css';
import { BEAD_ROAD_PATH, STREAKS_PATH } from '../lib/road-paths';
import '../features/trend/components/trend.css';
import '../features/roads/components/roads.css';

const RANGES = [30, 50, 100] as const;
const PLACES = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: String(i + 1) }));

export default observer(function TrendPage() {
  const { t } = useTranslation();
  const [place, setPlace] = useState(1);
  const [range, setRange] = useState<(typeof RANGES)[number]>(30);
  useLiveDraw(drawStore);
  // A new result arriving live is read again with the rest of the run.
  const latestIssue = drawStore.latest?.issue;
  const results = useApiData(() => getResults({ page: 1, size: range }), [range, latestIssue]);
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
          {(placeRanks.length ? placeRanks : PLACES).map((rank) => (
            <button key={rank.id} type="button" role="tab" aria-selected={place === rank.id} onClick={() => setPlace(rank.id)}>
              {rank.name}
            </button>
          ))}
        </div>
        <div className="trend-ranges">
          <div className="seg" role="group" aria-label={t('trend.range')}>
            <span className="trend-ranges__label" aria-hidden="true">
              {t('trend.range')}
            </span>
            {RANGES.map((n) => (
              <button key={n} type="button" aria-pressed={range === n} aria-label={t('trend.lastDraws', { count: n })} onClick={() => setRange(n)}>
                {n}
              </button>
            ))}
          </div>
          <BalanceChip />
        </div>
      </div>
      <nav className="roads-links" aria-label={t('trend.roads')}>
        <Link to={BEAD_ROAD_PATH}>{t('titles.beadRoad')}</Link>
        <Link to={STREAKS_PATH}>{t('titles.streaks')}</Link>
      </nav>
      {results.error && !results.data ? (
        <div className="card" role="alert">
          <p>{results.error.message}</p>
          <button type="button" className="chip" onClick={results.reload}>
            {t('common.retry')}
          </button>
        </div>
      ) : !results.data ? (
        <div className="card" aria-busy="true" data-testid="trend-skeleton">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="skeleton" style={{ height: 18, margin: '8px 0' }} />
          ))}
        </div>
      ) : view.series.length === 0 ? (
        <p className="empty card">{t('trend.empty')}</p>
      ) : (
        <>
          <div className="trend-figures">
            <HotColdFigure kind="hot" numbers={view.hot} />
            <HotColdFigure kind="cold" numbers={view.cold} />
            <div className="trend-figure" data-testid="trend-big-small">
              <h3>{t('trend.bigSmall')}</h3>
              <SplitBar first={{ label: t('items.big'), count: view.split.big }} second={{ label: t('items.small'), count: view.split.small }} />
            </div>
            <div className="trend-figure" data-testid="trend-odd-even">
              <h3>{t('trend.oddEven')}</h3>
              <SplitBar first={{ label: t('items.odd'), count: view.split.odd }} second={{ label: t('items.even'), count: view.split.even }} />
            </div>
          </div>
          <TrendChart issues={view.issues} series={view.series} stats={view.stats} />
        </>
      )}
    </div>
  );
});
