/** The stake for each selection: typed or one of the quick amounts. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { QUICK_STAKES, centsToStakeText } from '../bet-slip';
import type { BoardStore } from '../board-store';

export const StakeEntry = observer(function StakeEntry({ store }: { store: BoardStore }) {
  const { t } = useTranslation();
  return (
    <div className="stake-entry">
      <label className="stake-entry__field">
        <span>{t('board.stakeEach')}</span>
        <input
          inputMode="decimal"
          value={store.stakeText}
          onChange={(event) => store.setStakeText(event.target.value)}
          aria-label={t('board.stakeEach')}
          data-testid="stake-input"
        />
      </label>
      <div className="stake-entry__quick">
        {QUICK_STAKES.map((cents) => (
          <button key={cents} type="button" className="chip" onClick={() => store.setStakeText(centsToStakeText(cents))}>
            {formatMoney(cents).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
    </div>
  );
});
