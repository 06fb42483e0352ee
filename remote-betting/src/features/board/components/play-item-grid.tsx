/** The selected rank's play items grouped by type, each with its odds; a tap picks or drops it. Reads only the picks, never the clock. */
import { observer } from '@racing/shared/src/state/mobx';
import { formatOdds } from '@racing/shared/src/format/format-number';
import type { BoardStore } from '../board-store';
import type { RankPlayItems } from '../../../api/catalogue-api';

export const PlayItemGrid = observer(function PlayItemGrid({ rankItems, store }: { rankItems: RankPlayItems; store: BoardStore }) {
  return (
    <div className="play-grid" data-testid="play-item-grid">
      {rankItems.types.map((group) => (
        <section key={group.type} className="play-group">
          <h3 className="play-group__title">{group.name}</h3>
          <div className={`play-group__items play-group__items--${group.type === 0 ? 'numbers' : 'sides'}`}>
            {group.items.map((item) => {
              const selected = store.isSelected(item.id);
              return (
                <button
                  key={item.id}
                  type="button"
                  className={`play-item${selected ? ' play-item--selected' : ''}`}
                  aria-pressed={selected}
                  aria-label={`${rankItems.rank.name} ${item.name} @ ${formatOdds(item.odds)}`}
                  data-testid={`play-item-${item.id}`}
                  onClick={() => store.toggle(item, rankItems.rank.name)}
                >
                  {/* The space makes the visible text "big 1.98", which the name contains (WCAG 2.5.3, label in name). */}
                  <span className="play-item__name">{item.name}</span>{' '}
                  <span className="play-item__odds">{formatOdds(item.odds)}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
});
