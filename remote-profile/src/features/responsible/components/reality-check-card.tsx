/** How often the reality check reminds the player how long they have played: off, 15, 30 or 60 minutes. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { REALITY_CHECK_MINUTES } from '@racing/shared/src/responsible/reality-check-timing';
import { showErrorToast, showToast } from '@racing/shared/src/ui/toast';
import { setRealityCheck } from '../api/responsible-api';

export function RealityCheckCard({ minutes, onSaved }: { minutes: number; onSaved: (view: ResponsibleView) => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState<number | null>(null);

  async function choose(next: number) {
    if (next === minutes || saving !== null) return;
    setSaving(next);
    try {
      onSaved(await setRealityCheck(next));
      showToast(next === 0 ? t('responsible.realityOffSaved') : t('responsible.realitySaved', { count: next }));
    } catch (failure) {
      showErrorToast(failure);
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="rp-card" aria-labelledby="rp-reality-title">
      <h2 id="rp-reality-title">{t('responsible.realityTitle')}</h2>
      <p className="rp-card__hint">{t('responsible.realityHint')}</p>
      <div className="rp-choices" role="group" aria-labelledby="rp-reality-title">
        {REALITY_CHECK_MINUTES.map((option) => (
          <button
            key={option}
            type="button"
            className="rp-choice"
            aria-pressed={option === minutes}
            disabled={saving !== null}
            data-testid={`reality-${option}`}
            onClick={() => void choose(option)}
          >
            {option === 0 ? t('responsible.realityOff') : t('responsible.realityEvery', { count: option })}
          </button>
        ))}
      </div>
    </section>
  );
}
