/** Editing one group of limits (stakes or deposits) in the player's own money format: an empty field is no limit; lower applies at once, higher or removed after 24 hours. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { centsToInputText } from '@racing/shared/src/format/parse-money-input';
import { formatDate } from '@racing/shared/src/format/format-date';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { showToast } from '@racing/shared/src/ui/toast';
import { setLimits } from '../api/responsible-api';
import { GROUP_KEYS, readLimitForm, targetLimit, waitsToApply, type LimitGroup, type LimitKey } from '../play-limits';
import { LIMIT_GROUP_TEXTS } from './limit-group-texts';

interface LimitsEditorProps {
  view: ResponsibleView;
  group: LimitGroup;
  onSaved: (view: ResponsibleView) => void;
  onCancel: () => void;
}

export function LimitsEditor({ view, group, onSaved, onCancel }: LimitsEditorProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const keys = GROUP_KEYS[group];
  const [texts, setTexts] = useState<Partial<Record<LimitKey, string>>>(() => {
    const shown = (cents: number | null) => (cents === null ? '' : centsToInputText(cents, language));
    return Object.fromEntries(keys.map((key) => [key, shown(targetLimit(view, key))]));
  });
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const titleId = `rp-${group}-edit-title`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const form = readLimitForm(texts, view, group, language);
    if (!form.ok) {
      setError(t(`responsible.amountError.${form.error}`, { window: t(`responsible.window.${form.key}`) }));
      return;
    }
    const changed = Object.keys(form.changes) as LimitKey[];
    if (changed.length === 0) {
      onCancel();
      return;
    }
    setError('');
    setSaving(true);
    try {
      const next = await setLimits(form.changes);
      const waits = changed.some((key) => waitsToApply(view.limits[key], form.changes[key] ?? null));
      showToast(waits ? t('responsible.savedWaiting', { date: formatDate(next.pendingFrom, 'dateTime') }) : t('responsible.savedNow'), { duration: waits ? 3000 : undefined });
      onSaved(next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  }

  return (
    <form className="rp-card" aria-labelledby={titleId} onSubmit={(event) => void save(event)} noValidate data-testid={`${group}-limits-editor`}>
      <h2 id={titleId}>{t(LIMIT_GROUP_TEXTS[group].titleKey)}</h2>
      <p className="rp-card__hint">{t('responsible.editHint')}</p>
      {keys.map((key) => (
        <label key={key} className="rp-field">
          <span>{t(`responsible.window.${key}`)}</span>
          <input
            inputMode="decimal"
            placeholder={t('responsible.noLimit')}
            value={texts[key] ?? ''}
            data-testid={`limit-input-${key}`}
            onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
          />
        </label>
      ))}
      <p className="form-error" role="alert" data-testid={`${group}-limits-error`}>
        {error}
      </p>
      <div className="rp-actions">
        <button type="button" className="btn-plain" onClick={onCancel} disabled={saving}>
          {t('settings.cancel')}
        </button>
        <button type="submit" className="btn-primary" data-testid={`${group}-limits-save`} disabled={saving}>
          {t('responsible.save')}
        </button>
      </div>
    </form>
  );
}
