/** Publishing a slip as a plan: a note of up to 140 characters with its counter, "show my stake", then Publish; the server's refusal in words. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Popup from 'antd-mobile/es/components/popup';
import { showToast } from '@racing/shared/src/ui/toast';
import { PLAN_NOTE_MAX, publishPlan, type PlanView } from '../../../api/plan-api';
import './plans.css';

interface PublishPlanSheetProps {
  slip: { slipId: number; issue: string } | null;
  onClose: () => void;
  onPublished: (plan: PlanView) => void;
}

/** The note as sent: trimmed, and nothing at all when empty. */
export function publishBody(slipId: number, note: string, showStake: boolean) {
  const trimmed = note.trim();
  return { slipId, ...(trimmed ? { note: trimmed } : {}), showStake };
}

export function PublishPlanSheet({ slip, onClose, onPublished }: PublishPlanSheetProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [showStake, setShowStake] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  // Characters as the player sees them (an emoji is one), the way the server counts the 140.
  const used = Array.from(note).length;

  const close = () => {
    if (sending) return;
    setError('');
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!slip || sending || used > PLAN_NOTE_MAX) return;
    setSending(true);
    setError('');
    try {
      const plan = await publishPlan(publishBody(slip.slipId, note, showStake));
      setSending(false);
      setNote('');
      setShowStake(false);
      showToast(t('plans:publish.done'));
      onPublished(plan);
    } catch (failure) {
      setSending(false);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Popup visible={slip !== null} onMaskClick={close} position="bottom" destroyOnClose>
      <form className="publish-sheet" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="publish-title" data-testid="publish-sheet">
        <h2 id="publish-title" className="publish-sheet__title">
          {t('plans:publish.title')}
        </h2>
        {slip && <p className="publish-sheet__slip">{t('plans:publish.slip', { issue: slip.issue })}</p>}
        <label className="publish-sheet__label" htmlFor="plan-note">
          {t('plans:publish.noteLabel')}
        </label>
        <textarea
          id="plan-note"
          value={note}
          placeholder={t('plans:publish.notePlaceholder')}
          onChange={(event) => setNote(Array.from(event.target.value).slice(0, PLAN_NOTE_MAX).join(''))}
          aria-describedby="plan-note-count"
          data-testid="plan-note"
        />
        <p id="plan-note-count" className="publish-sheet__count" data-testid="plan-note-count">
          {t('plans:publish.noteCount', { used, max: PLAN_NOTE_MAX })}
        </p>
        <div className="publish-sheet__switch">
          <span className="publish-sheet__switch-text" id="plan-show-stake-label">
            {t('plans:publish.showStake')}
            <small>{t('plans:publish.showStakeHint')}</small>
          </span>
          <button
            type="button"
            role="switch"
            className="plan-switch"
            aria-checked={showStake}
            aria-labelledby="plan-show-stake-label"
            onClick={() => setShowStake((shown) => !shown)}
            data-testid="plan-show-stake"
          />
        </div>
        {error && (
          <p className="publish-sheet__error" role="alert" data-testid="publish-error">
            {error}
          </p>
        )}
        <div className="publish-sheet__actions">
          <button type="button" className="publish-sheet__cancel" onClick={close} disabled={sending}>
            {t('plans:publish.cancel')}
          </button>
          <button type="submit" className="publish-sheet__submit" disabled={sending} data-testid="plan-publish-submit">
            {sending ? t('plans:publish.sending') : t('plans:publish.submit')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
