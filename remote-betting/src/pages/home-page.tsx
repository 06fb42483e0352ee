/** Home (/): banners, notices, the live draw with its countdown and latest result, the balance and the betting board; copyPlan=<id> copies a plan into the slip, pick=<item id> (from the streak board) puts one item in it. */
import { useCallback } from 'react';
import { useNavigate } from '@racing/shared/src/routing/router';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { HomeLinks, HomeNav } from '../features/home/components/home-nav';
import { BannerSwiper } from '../features/home/components/banner-swiper';
import { PlanHallEntry } from '../features/home/components/plan-hall-entry';
import { NoticeBar } from '../features/notice/components/notice-bar';
import { DrawPanel } from '../features/draw/components/draw-panel';
import { BettingBoard } from '../features/board/components/betting-board';
import { boardStore } from '../features/board/board-store';
import { usePickedItem } from '../features/board/use-picked-item';
import { drawStore } from '../features/draw/draw-store';
import { useLiveDraw } from '../features/draw/use-live-draw';
import { SettledBanner } from '../features/draw/components/settled-banner';
import { refreshBalance } from '../lib/refresh-balance';
import { idFromQuery } from '../lib/plan-paths';
import { usePlanLocalesWhen } from '../locales/plans/plans-namespace';
import '../components/page-kit.css';

/** The player is not picking (a placed slip empties): the settlement may scroll into view. */
const slipIsEmpty = () => boardStore.count === 0;

export default function HomePage({ copyPlan, pick }: PageProps) {
  useLiveDraw(drawStore);
  const navigate = useNavigate();
  const copyPlanId = idFromQuery(copyPlan);
  // The plan hall's texts load (as their own chunk) only when a plan is copied.
  const planTexts = usePlanLocalesWhen(copyPlanId !== null);
  const dropQuery = useCallback(() => navigate('/', { replace: true }), [navigate]);
  usePickedItem(boardStore, idFromQuery(pick), dropQuery);
  return (
    <div data-testid="page-home" className="page page--tabbed">
      <HomeNav />
      <BannerSwiper />
      <HomeLinks />
      <PlanHallEntry />
      <NoticeBar />
      <DrawPanel store={drawStore} />
      <BettingBoard
        store={boardStore}
        draw={drawStore}
        refreshBalance={refreshBalance}
        notice={<SettledBanner store={drawStore} reveal={slipIsEmpty} />}
        copyPlanId={planTexts ? copyPlanId : null}
        onCopyTaken={dropQuery}
      />
    </div>
  );
}
