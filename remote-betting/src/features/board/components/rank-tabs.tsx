/** The rank tabs (sum, champion … 10th) scrolling sideways, with a dot count of the picks on each. */
import { observer } from 'mobx-react-lite';
import type { BoardStore } from '../board-store';
import type { Rank } from '../../../api/catalogue-api';

export const RankTabs = observer(function RankTabs({ ranks, store }: { ranks: Rank[]; store: BoardStore }) {
  return (
    <div className="rank-tabs" role="tablist" data-testid="rank-tabs">
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
