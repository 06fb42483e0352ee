/**
 * The "I have read and agree" checkbox with links that open the user agreement and the privacy policy. The sentence is one
 * text with the two links as tags (`<user>`, `<privacy>`), so each language orders and inflects it as a whole.
 */
import { useState } from 'react';
import { Trans } from '@racing/shared/src/i18n/trans';
import { ParamDialog, type ParamKey } from './param-dialog';

export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const [open, setOpen] = useState<ParamKey | null>(null);
  return (
    <div className="auth-check">
      <input id="auth-agreement" type="checkbox" aria-labelledby="auth-agreement-text" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span id="auth-agreement-text" data-testid="agreement-text">
        <Trans
          i18nKey="auth.agreement"
          components={{
            user: <button type="button" className="auth-link" onClick={() => setOpen('userAgreement')} />,
            privacy: <button type="button" className="auth-link" onClick={() => setOpen('privacyPolicy')} />,
          }}
        />
      </span>
      {open && <ParamDialog paramKey={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
