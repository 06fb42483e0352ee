/** Bead road (/pages/trend/road): the day's big/small, odd/even or dragon/tiger road of a place or of the sum 1+2, as a bead road and a big road; follows new draws live. */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { Link } from '@racing/shared/src/routing/router';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { listRanks } from '../api/catalogue-api';
import { drawStore } from '../features/draw/draw-store';
import { useLiveDraw } from '../features/draw/use-live-draw';
import { getDayRoads, type RoadPair } from '../features/roads/api/day-roads-api';
import { BeadRoad } from '../features/roads/components/bead-road';
import { BigRoad } from '../features/roads/components/big-road';
import { registerRoadLocales } from '../locales/roads/register-road-locales';
import { SUM_RANK_ID } from '../lib/sum-rank';
import { STREAKS_PATH } from '../lib/road-paths';
import '../components/page-kit.css';
import '../features/trend/components/trend.css';
import { LoadFailedCard } from '../components/load-failed-card';

const PAIRS: readonly RoadPair[] = ['bigSmall', 'oddEven', 'dragonTiger'];
const RANK_IDS = Array.from({ length: 11 }, (_, i) => i);

function initialPlace(query: string | undefined): number {
  const place = Number(query);
  return Number.isInteger(place) && place >= 0 && place <= 10 && query !== '' && query !== undefined ? place : 1;
}

export default observer(function BeadRoadPage({ place: placeQuery, pair: pairQuery }: PageProps) {
  useState(() => registerRoadLocales());
  const { t } = useTranslation();
  const [place, setPlace] = useState(() => initialPlace(placeQuery));
  const [pair, setPair] = useState<RoadPair>(() => (PAIRS as readonly string[]).includes(pairQuery ?? '') ? (pairQuery as RoadPair) : 'bigSmall');
  useLiveDraw(drawStore);
  // A result arriving live is read again with the rest of the day (no date: the server's current business day).
  const latestIssue = drawStore.latest?.issue;
  const roads = useApiData(() => getDayRoads(), [latestIssue]);
  const ranks = useApiData(listRanks, []);

  const placeName = (rankId: number) =>
    rankId === SUM_RANK_ID ? t('roads:road.sum') : (ranks.data?.find((rank) => rank.id === rankId)?.name ?? String(rankId));
  const pairsOfPlace = PAIRS.filter((p) => roads.data?.roads.some((road) => road.rankId === place && road.pair === p) ?? p !== 'dragonTiger');
  // Dragon/tiger only exists on places 1..5: another place falls back to big/small.
  const shownPair = pairsOfPlace.includes(pair) ? pair : 'bigSmall';
  const road = roads.data?.roads.find((r) => r.rankId === place && r.pair === shownPair);

  return (
    <div data-testid="page-bead-road" className="page">
      <div className="roads-controls">
        <div className="seg" role="tablist" aria-label={t('roads:road.place')}>
          {RANK_IDS.map((rankId) => (
            <button key={rankId} type="button" role="tab" aria-selected={place === rankId} onClick={() => setPlace(rankId)}>
              {placeName(rankId)}
            </button>
          ))}
        </div>
        <div className="seg" role="group" aria-label={t('roads:road.pair')}>
          {pairsOfPlace.map((p) => (
            <button key={p} type="button" aria-pressed={shownPair === p} onClick={() => setPair(p)}>
              {t(`roads:road.pairs.${p}`)}
            </button>
          ))}
        </div>
      </div>
      {roads.error && !roads.data ? (
        <LoadFailedCard message={roads.error.message} onRetry={roads.reload} />
      ) : !roads.data || !road ? (
        <div className="card" aria-busy="true" data-testid="road-skeleton">
          <div className="skeleton" style={{ height: 170 }} />
        </div>
      ) : roads.data.issues.length === 0 ? (
        <p className="empty card">{t('roads:road.empty')}</p>
      ) : (
        <section className="card road-card">
          <h2>
            {t('roads:road.day')} · {placeName(place)} · {t(`roads:road.pairs.${shownPair}`)}
          </h2>
          <BeadRoad pair={shownPair} cells={road.cells} issues={roads.data.issues} placeName={placeName(place)} />
          <h3>{t('roads:bigRoad.title')}</h3>
          <BigRoad pair={shownPair} cells={road.cells} />
          {place === SUM_RANK_ID && roads.data.sumEleven === 'push' && <p className="road-note">{t('roads:road.pushNote')}</p>}
        </section>
      )}
      <div className="roads-links">
        <Link to={STREAKS_PATH}>{t('roads:road.toStreaks')}</Link>
      </div>
    </div>
  );
});
