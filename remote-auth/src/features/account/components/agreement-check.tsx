/** The "I have read and agree" checkbox with links that open the user agreement and the privacy policy. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParamDialog, type ParamKey } from './param-dialog';

export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ParamKey | null>(null);
  return (
    <div className="auth-check">
      <input id="auth-agreement" type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <label htmlFor="auth-agreement">{t('auth.agreePrefix')}</label>{' '}
        <button type="button" className="auth-link" onClick={() => setOpen('userAgreement')}>
          {t('auth.userAgreement')}
        </button>{' '}
        {t('auth.and')}{' '}
        <button type="button" className="auth-link" onClick={() => setOpen('privacyPolicy')}>
          {t('auth.privacyPolicy')}
        </button>
      </span>
      {open && <ParamDialog paramKey={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
