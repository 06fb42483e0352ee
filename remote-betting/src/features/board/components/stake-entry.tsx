/** The stake for each selection: typed in the player's language ("10,50" in Spanish and French) or one of the quick amounts. */
import { useEffect } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { QUICK_STAKES, centsToStakeText } from '../bet-slip';
import type { BoardStore } from '../board-store';

export const StakeEntry = observer(function StakeEntry({ store }: { store: BoardStore }) {
  const { t } = useTranslation();
  // useTranslation renders this again on a language change; the store then reads the stake with the new decimal mark.
  const language = currentLanguage();
  useEffect(() => store.setLanguage(language), [store, language]);
  return (
    <div className="stake-entry">
      <label className="stake-entry__field">
        <span>{t('board.stakeEach')}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          lang={language}
          placeholder={formatMoney(0, { language })}
          value={store.stakeText}
          onChange={(event) => store.setStakeText(event.target.value)}
          aria-label={t('board.stakeEach')}
          data-testid="stake-input"
        />
      </label>
      <div className="stake-entry__quick">
        {QUICK_STAKES.map((cents) => (
          <button key={cents} type="button" className="chip" onClick={() => store.setStakeText(centsToStakeText(cents, language))}>
            {formatMoney(cents, { language }).replace(/\D00$/, '')}
          </button>
        ))}
      </div>
    </div>
  );
});
