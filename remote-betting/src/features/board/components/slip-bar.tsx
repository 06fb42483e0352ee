/** The slip under the board: picks, total and the place button, which says when betting is not open yet or closed. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import type { BoardStore } from '../board-store';

export const SlipBar = observer(function SlipBar({ store, open, waiting, onPlace }: { store: BoardStore; open: boolean; waiting: boolean; onPlace: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="slip-bar" data-testid="slip-bar">
      <button type="button" className="slip-bar__clear" onClick={() => store.clear()} disabled={store.count === 0}>
        {t('board.clear')}
      </button>
      <div className="slip-bar__summary" aria-live="polite">
        <span data-testid="slip-count">{t('board.selections', { count: store.count })}</span>
        <strong data-testid="slip-total">{t('board.total', { total: formatMoney(store.total) })}</strong>
      </div>
      <button type="button" className="slip-bar__place" onClick={onPlace} disabled={!open} data-testid="place-bet">
        {open ? t('board.place') : waiting ? t('board.notOpen') : t('board.closed')}
      </button>
    </div>
  );
});
