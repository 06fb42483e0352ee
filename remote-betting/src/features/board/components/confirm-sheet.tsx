/** The confirm step: every selection with its odds and stake, the period and the total, then confirm or go back. */
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatMoney } from '@racing/shared/src/format/format-money';
import { formatOdds } from '@racing/shared/src/format/format-number';
import { payoutIfWon } from '../bet-slip';
import type { BoardStore } from '../board-store';

interface ConfirmSheetProps {
  store: BoardStore;
  issue: string | null;
  open: boolean;
  retryMessage: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export const ConfirmSheet = observer(function ConfirmSheet({ store, issue, open, retryMessage, onConfirm, onCancel }: ConfirmSheetProps) {
  const { t } = useTranslation();
  if (store.step === 'editing') return null;
  const stake = store.stakeCents ?? 0;
  const sending = store.step === 'sending';
  return (
    <div className="sheet-backdrop" onClick={sending ? undefined : onCancel}>
      <div className="sheet" role="dialog" aria-modal="true" aria-labelledby="confirm-title" onClick={(event) => event.stopPropagation()} data-testid="confirm-sheet">
        <h2 id="confirm-title" className="sheet__title">{t('board.confirmTitle')}</h2>
        <p className="sheet__period" data-testid="confirm-issue">
          {issue ? t('draw.issue', { issue }) : t('draw.noPeriod')}
        </p>
        <ul className="sheet__list">
          {store.selectionList.map(({ item, rankName }) => (
            <li key={item.id}>
              <span>
                {rankName} · <b>{item.name}</b> <small>@{formatOdds(item.odds)}</small>
                <small className="sheet__pays">{t('board.pays', { amount: formatMoney(payoutIfWon(stake, item.odds)) })}</small>
              </span>
              <span>{formatMoney(stake)}</span>
              <button type="button" className="sheet__remove" aria-label={t('board.remove')} onClick={() => store.remove(item.id)} disabled={sending || store.count === 1}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <p className="sheet__total">
          {t('board.selections', { count: store.count })} · <strong>{t('board.total', { total: formatMoney(store.total) })}</strong>
        </p>
        {!open && <p className="sheet__warning" role="alert">{t('board.problem.closed')}</p>}
        {retryMessage && <p className="sheet__warning" role="alert">{t('board.sendFailed', { message: retryMessage })}</p>}
        <div className="sheet__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={sending}>
            {t('board.back')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={sending || !open} data-testid="confirm-bet">
            {sending ? t('board.sending') : retryMessage ? t('common.retry') : t('board.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
});
