/** Change password (/pages/user/password): proven by the current password or an SMS code to the bound phone; other devices' logins end. */
import { useState, type FormEvent } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { PASSWORD_MIN_LENGTH, newPasswordError } from '@racing/shared/src/session/credential-rules';
import { updatePassword } from '../features/settings/api/account-api';
import { settingsDraft } from '../features/settings/settings-draft';
import { useAccountProof } from '../features/settings/use-account-proof';
import { useSettingsSubmit } from '../features/settings/use-settings-submit';
import { AccountProofFields } from '../features/settings/components/account-proof-fields';
import '../features/settings/components/settings.css';

function PasswordPage() {
  const { t } = useTranslation();
  const proof = useAccountProof(settingsDraft.passwordMode);
  const form = useSettingsSubmit();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  if (proof.impossible) {
    return (
      <section className="settings-page" data-testid="page-password">
        <p className="notice-card">{t('password.needsPhone')}</p>
        <Link to="/pages/user/phone" replace className="btn-primary settings-link-button" data-testid="password-bind-phone">
          {t('phonePage.bind')}
        </Link>
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = proof.problem() ?? newPasswordError(password, repeat);
    if (problem) {
      form.showProblem(problem);
      return;
    }
    const proven = proof.mode === 'password' ? { oldPassword: proof.password } : { smsCode: proof.code.trim() };
    void form.send(() => updatePassword({ password, ...proven }), 'password.changed');
  }

  return (
    <form className="settings-page" data-testid="page-password" onSubmit={submit} noValidate>
      {!proof.hasPassword && <p className="form-hint">{t('password.noPasswordYet')}</p>}
      <AccountProofFields
        proof={proof}
        passwordTestId="password-current"
        onModeChange={() => form.showProblem(null)}
        onInvalid={form.showProblem}
        onLeave={() => {
          settingsDraft.passwordMode = 'sms';
        }}
      />
      <div className="form-card">
        <label className="form-field">
          <span className="form-field__label">{t('password.new')}</span>
          <input
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            placeholder={t('password.newPlaceholder')}
            value={password}
            data-testid="password-new"
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <label className="form-field">
          <span className="form-field__label">{t('password.repeat')}</span>
          <input type="password" autoComplete="new-password" value={repeat} data-testid="password-repeat" onChange={(event) => setRepeat(event.target.value)} />
        </label>
      </div>
      <p className="form-hint">{t('password.otherDevices')}</p>
      <p className="form-error" role="alert" data-testid="password-error">
        {form.error}
      </p>
      <button type="submit" className="btn-primary" data-testid="password-save" disabled={form.sending}>
        {form.sending ? t('auth.working') : t('password.save')}
      </button>
    </form>
  );
}

export default observer(PasswordPage);
