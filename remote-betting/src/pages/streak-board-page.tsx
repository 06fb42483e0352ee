/** Long dragon (/pages/trend/streak): every place and two-sided item on a run of 4 draws or more today, longest first; a tap puts it in the slip at home. */
import { useCallback, useMemo, useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { Link, useNavigate } from '@racing/shared/src/routing/router';
import { getPlayItems } from '../api/catalogue-api';
import { drawStore } from '../features/draw/draw-store';
import { useLiveDraw } from '../features/draw/use-live-draw';
import { getDayRoads } from '../features/roads/api/day-roads-api';
import { streakBoard, type Streak } from '../features/roads/streaks';
import { StreakList } from '../features/roads/components/streak-list';
import { registerRoadLocales } from '../locales/roads/register-road-locales';
import { SUM_RANK_ID } from '../lib/sum-rank';
import { BEAD_ROAD_PATH, pickPath } from '../lib/road-paths';
import '../components/page-kit.css';
import { LoadFailedCard } from '../components/load-failed-card';

export default observer(function StreakBoardPage() {
  useState(() => registerRoadLocales());
  const { t } = useTranslation();
  const navigate = useNavigate();
  useLiveDraw(drawStore);
  const latestIssue = drawStore.latest?.issue;
  const roads = useApiData(() => getDayRoads(), [latestIssue]);
  const catalogue = useApiData(getPlayItems, []);
  const streaks = useMemo(() => streakBoard(roads.data?.roads ?? []), [roads.data]);

  const placeName = (rankId: number) =>
    rankId === SUM_RANK_ID ? t('roads:road.sum') : (catalogue.data?.find((entry) => entry.rank.id === rankId)?.rank.name ?? String(rankId));
  const itemId = (streak: Streak) =>
    catalogue.data
      ?.find((entry) => entry.rank.id === streak.rankId)
      ?.types.flatMap((group) => group.items)
      .find((item) => item.type === 1 && item.code === streak.code)?.id;
  const onPick = useCallback((id: number) => navigate(pickPath(id)), [navigate]);

  return (
    <div data-testid="page-streaks" className="page">
      <p className="streak-intro">{t('roads:streak.intro')}</p>
      {roads.error && !roads.data ? (
        <LoadFailedCard message={roads.error.message} onRetry={roads.reload} />
      ) : !roads.data || !catalogue.data ? (
        <div className="card" aria-busy="true" data-testid="streaks-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton" style={{ height: 40, margin: '8px 0' }} />
          ))}
        </div>
      ) : (
        <StreakList streaks={streaks} placeName={placeName} itemId={itemId} onPick={onPick} />
      )}
      <div className="roads-links">
        <Link to={BEAD_ROAD_PATH}>{t('roads:streak.toRoad')}</Link>
      </div>
    </div>
  );
});
