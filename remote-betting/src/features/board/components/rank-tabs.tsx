/** The rank tabs (sum, champion … 10th) scrolling sideways, with a dot count of the picks on each. */
import { useEffect, useRef } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import type { BoardStore } from '../board-store';
import type { Rank } from '../../../api/catalogue-api';

export const RankTabs = observer(function RankTabs({ ranks, store }: { ranks: Rank[]; store: BoardStore }) {
  const listRef = useRef<HTMLDivElement>(null);
  const activeRankId = store.rankId;
  // The chosen rank is always in sight, also when it was chosen from elsewhere (a streak's pick, a copied plan): the
  // row scrolls sideways only, never the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left - 8;
  }, [activeRankId, ranks]);
  return (
    <div className="rank-tabs" role="tablist" data-testid="rank-tabs" ref={listRef}>
      {ranks.map((rank) => {
        const picked = store.countForRank(rank.id);
        const active = store.rankId === rank.id;
        return (
          <button
            key={rank.id}
            type="button"
            role="tab"
            aria-selected={active}
            className={`rank-tab${active ? ' rank-tab--active' : ''}`}
            onClick={() => store.chooseRank(rank.id)}
          >
            {rank.name}
            {picked > 0 && <span className="rank-tab__count">{picked}</span>}
          </button>
        );
      })}
    </div>
  );
});
