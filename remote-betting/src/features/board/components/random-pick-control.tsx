/** "Random": puts N distinct numbers of the shown rank in the slip (1 to 10, no more than the rank has); the player still confirms. */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { BoardStore } from '../board-store';
import type { RankPlayItems } from '../../../api/catalogue-api';
import { pickDistinct } from '../random-pick';

/** The most numbers one random pick puts in the slip. */
export const MAX_RANDOM_PICKS = 10;

export const RandomPickControl = observer(function RandomPickControl({ rankItems, store }: { rankItems: RankPlayItems; store: BoardStore }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(1);
  const numbers = rankItems.types.filter((group) => group.type === 0).flatMap((group) => group.items);
  if (numbers.length === 0) return null;
  const most = Math.min(MAX_RANDOM_PICKS, numbers.length);
  const count = Math.min(wanted, most);
  return (
    <div className="random-pick" data-testid="random-pick">
      <label className="random-pick__count">
        <span>{t('randomPick.howMany')}</span>
        <select value={count} onChange={(event) => setWanted(Number(event.target.value))} data-testid="random-pick-count">
          {Array.from({ length: most }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="random-pick__go"
        onClick={() => store.replaceNumberPicks(rankItems.rank.id, pickDistinct(numbers, count), rankItems.rank.name)}
        data-testid="random-pick-go"
      >
        {t('randomPick.pick', { count })}
      </button>
    </div>
  );
});
