/** Change password (/pages/user/password): proven by the current password or an SMS code to the bound phone; other devices' logins end. */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { PASSWORD_MIN_LENGTH, normalisePhone } from '@racing/shared/src/session/credential-rules';
import { showToast } from '@racing/shared/src/ui/toast';
import { refreshPerson, updatePassword } from '../features/settings/api/account-api';
import { newPasswordError, smsProofError } from '../features/settings/account-form-rules';
import { clearSettingsDraft, settingsDraft, type ProofMode } from '../features/settings/settings-draft';
import { useLeavePage } from '../features/settings/use-leave-page';
import { ProofModeSwitch } from '../features/settings/components/proof-mode-switch';
import { SmsProof } from '../features/settings/components/sms-proof';
import '../features/settings/components/settings.css';

function PasswordPage() {
  const { t } = useTranslation();
  const leave = useLeavePage();
  const hasPassword = session.userInfo?.hasPassword ?? false;
  const maskedPhone = session.userInfo?.phone ?? null;
  const [mode, setMode] = useState<ProofMode>(() => settingsDraft.passwordMode ?? (hasPassword ? 'password' : 'sms'));
  const [current, setCurrent] = useState('');
  const [phone, setPhone] = useState(settingsDraft.proofPhone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (!hasPassword && !maskedPhone) {
    return (
      <section className="settings-page" data-testid="page-password">
        <p className="notice-card">{t('password.needsPhone')}</p>
        <Link to="/pages/user/phone" replace className="btn-primary settings-link-button" data-testid="password-bind-phone">
          {t('phonePage.bind')}
        </Link>
      </section>
    );
  }

  const proof: ProofMode = hasPassword && maskedPhone ? mode : hasPassword ? 'password' : 'sms';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const proofError = proof === 'password' ? (current ? null : 'password.currentRequired') : smsProofError(phone, code, maskedPhone);
    const failure = proofError ?? newPasswordError(password, repeat);
    if (failure) {
      setError(t(failure));
      return;
    }
    setError('');
    setSending(true);
    try {
      await updatePassword(proof === 'password' ? { password, oldPassword: current } : { password, smsCode: code.trim() });
      clearSettingsDraft();
      showToast(t('password.changed'));
      await refreshPerson().catch(() => undefined);
      leave();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSending(false);
    }
  }

  return (
    <form className="settings-page" data-testid="page-password" onSubmit={(event) => void submit(event)} noValidate>
      {hasPassword && maskedPhone && (
        <ProofModeSwitch
          mode={proof}
          onChange={(next) => {
            setMode(next);
            setError('');
          }}
        />
      )}
      {!hasPassword && <p className="form-hint">{t('password.noPasswordYet')}</p>}
      {proof === 'password' ? (
        <div className="form-card">
          <label className="form-field">
            <span className="form-field__label">{t('password.current')}</span>
            <input type="password" autoComplete="current-password" value={current} data-testid="password-current" onChange={(event) => setCurrent(event.target.value)} />
          </label>
        </div>
      ) : (
        <SmsProof
          maskedPhone={maskedPhone ?? ''}
          phone={phone}
          code={code}
          onPhoneChange={setPhone}
          onCodeChange={setCode}
          onInvalid={(key) => setError(t(key))}
          onLeave={() => {
            settingsDraft.proofPhone = normalisePhone(phone);
            settingsDraft.passwordMode = 'sms';
          }}
        />
      )}
      <div className="form-card">
        <label className="form-field">
          <span className="form-field__label">{t('password.new')}</span>
          <input
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            placeholder={t('auth.passwordPlaceholder')}
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
        {error}
      </p>
      <button type="submit" className="btn-primary" data-testid="password-save" disabled={sending}>
        {sending ? t('auth.working') : t('password.save')}
      </button>
    </form>
  );
}

export default observer(PasswordPage);
