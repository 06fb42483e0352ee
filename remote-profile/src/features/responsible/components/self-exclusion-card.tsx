/** Self-exclusion: choose 6 months to 5 years, read exactly what it blocks and until when, confirm; an excluded player sees the end date. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Dialog from 'antd-mobile/es/components/dialog';
import { formatDate } from '@racing/shared/src/format/format-date';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { showToast } from '@racing/shared/src/ui/toast';
import { selfExclude } from '../api/responsible-api';
import { EXCLUSION_MONTHS, exclusionEnd } from '../play-limits';

export function SelfExclusionCard({ excludedUntil, onSaved }: { excludedUntil: string | null; onSaved: (view: ResponsibleView) => void }) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<number>(EXCLUSION_MONTHS[0]);
  const [until, setUntil] = useState<Date | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  if (excludedUntil) {
    return (
      <section className="rp-card rp-card--excluded" aria-labelledby="rp-exclusion-title" data-testid="self-excluded">
        <h2 id="rp-exclusion-title">{t('responsible.exclusionTitle')}</h2>
        <p>{t('responsible.excludedUntil', { date: formatDate(excludedUntil, 'dateTime') })}</p>
      </section>
    );
  }

  async function confirm() {
    setSaving(true);
    try {
      const view = await selfExclude(months);
      setUntil(null);
      showToast(t('responsible.excludedNow', { date: formatDate(view.excludedUntil, 'dateTime') }), { duration: 3000 });
      onSaved(view);
    } catch (failure) {
      setUntil(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  const untilText = until ? formatDate(until, 'dateTime') : '';
  return (
    <section className="rp-card" aria-labelledby="rp-exclusion-title">
      <h2 id="rp-exclusion-title">{t('responsible.exclusionTitle')}</h2>
      <p className="rp-card__hint">{t('responsible.exclusionHint')}</p>
      <div className="rp-choices" role="radiogroup" aria-labelledby="rp-exclusion-title">
        {EXCLUSION_MONTHS.map((option) => (
          <button key={option} type="button" role="radio" className="rp-choice" aria-checked={option === months} data-testid={`exclude-${option}`} onClick={() => setMonths(option)}>
            {t(`responsible.exclusionLength.${option}`)}
          </button>
        ))}
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
      <button
        type="button"
        className="btn-danger"
        data-testid="exclude-start"
        onClick={() => {
          setError('');
          setUntil(exclusionEnd(Date.now(), months));
        }}
      >
        {t('responsible.exclusionStart')}
      </button>
      <Dialog
        visible={until !== null}
        title={t('responsible.exclusionConfirmTitle')}
        content={
          <div className="rp-dialog" data-testid="exclude-confirm">
            <p>{t('responsible.exclusionBlocks', { date: untilText })}</p>
            <p>{t('responsible.exclusionFinal')}</p>
          </div>
        }
        closeOnMaskClick={!saving}
        onClose={() => setUntil(null)}
        actions={[
          [
            { key: 'cancel', text: t('settings.cancel'), disabled: saving, onClick: () => setUntil(null) },
            { key: 'confirm', text: t('responsible.exclusionConfirm'), bold: true, danger: true, disabled: saving, onClick: confirm },
          ],
        ]}
      />
    </section>
  );
}
