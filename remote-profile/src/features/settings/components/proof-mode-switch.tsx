/** Which proof the player gives, their current password or an SMS code to the bound phone, when they have both. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { ProofMode } from '../settings-draft';

export function ProofModeSwitch({ mode, onChange }: { mode: ProofMode; onChange: (mode: ProofMode) => void }) {
  const { t } = useTranslation();
  const modes: Array<{ mode: ProofMode; label: string }> = [
    { mode: 'password', label: t('settings.proofByPassword') },
    { mode: 'sms', label: t('settings.proofBySms') },
  ];
  return (
    <div className="proof-switch" role="tablist" aria-label={t('settings.proofLabel')}>
      {modes.map((item) => (
        <button
          key={item.mode}
          type="button"
          role="tab"
          aria-selected={mode === item.mode}
          className="proof-switch__tab"
          data-testid={`proof-${item.mode}`}
          onClick={() => onChange(item.mode)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
