/**
 * Puts one play item in the slip (the home page's `pick` query, from the streak board): shows its rank and selects it,
 * and the player still stakes and confirms. The catalogue is read only when an item is asked for.
 */
import { useEffect } from 'react';
import { getPlayItems } from '../../api/catalogue-api';
import type { BoardStore } from './board-store';

/** `itemId` null: nothing to pick. `onTaken` runs once the catalogue has been read, so the page can drop the query. */
export function usePickedItem(store: BoardStore, itemId: number | null, onTaken?: () => void): void {
  useEffect(() => {
    if (itemId === null) return undefined;
    let current = true;
    getPlayItems().then(
      (catalogue) => {
        if (!current) return;
        for (const { rank, types } of catalogue) {
          const item = types.flatMap((group) => group.items).find((candidate) => candidate.id === itemId);
          if (!item) continue;
          store.chooseRank(rank.id);
          if (!store.isSelected(item.id)) store.toggle(item, rank.name);
        }
        onTaken?.();
        // The player came to bet on this item: bring the board (rank tabs first) into view once it shows the rank.
        requestAnimationFrame(() => {
          document.querySelector('[data-testid="rank-tabs"]')?.scrollIntoView?.({ block: 'start' });
        });
      },
      // The board reads the catalogue too and says when it cannot; the query stays, so a reload tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Only a new item starts a pick; `onTaken` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId, store]);
}
