/**
 * Forgotten password (/pages/user/forgot-password): the number, the SMS code (after the captcha page), the new password
 * twice; once it is set the login page opens on the password tab with the number filled in.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useNavigate } from '@racing/shared/src/routing/router';
import { LOGIN_PATH, withQuery } from '@racing/shared/src/navigation/app-navigator';
import { PASSWORD_MIN_LENGTH, normalisePhone } from '@racing/shared/src/session/credential-rules';
import { showToast } from '@racing/shared/src/ui/toast';
import { SmsCodeField } from '../features/account/components/sms-code-field';
import { PhoneField } from '../features/account/components/phone-field';
import { authDraft } from '../features/account/auth-draft';
import { resetPassword } from '../features/account/api/account-api';
import { resetPasswordError } from '../features/account/validate-credentials';
import '../features/account/components/auth-form.css';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The number typed on the login page comes along (and goes back: the draft is the login page's too).
  const [phone, setPhoneState] = useState(authDraft.phone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const setPhone = (value: string) => {
    authDraft.phone = value;
    setPhoneState(value);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = resetPasswordError({ phone, code, password, repeat, agreed: true });
    if (invalid) {
      setError(t(invalid));
      return;
    }
    const number = normalisePhone(phone);
    setError('');
    setBusy(true);
    try {
      await resetPassword(number, code.trim(), password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
      return;
    }
    showToast(t('forgotPassword.done'));
    navigate(withQuery(LOGIN_PATH, { phone: number, mode: 'password' }), { replace: true });
  }

  const passwordType = shown ? 'text' : 'password';
  return (
    <form className="auth-page" data-testid="page-forgot-password" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-check">{t('forgotPassword.intro')}</p>
      <div className="auth-card" style={{ marginTop: 12 }}>
        <PhoneField value={phone} onChange={setPhone} />
        <SmsCodeField phone={phone} value={code} onChange={setCode} onInvalid={(key) => setError(t(key))} />
        <div className="auth-field">
          <input
            name="password"
            type={passwordType}
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            placeholder={t('auth.passwordPlaceholder')}
            aria-label={t('password.new')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="auth-field">
          <input
            name="repeat"
            type={passwordType}
            autoComplete="new-password"
            placeholder={t('forgotPassword.repeat')}
            aria-label={t('forgotPassword.repeat')}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
        </div>
      </div>
      <label className="auth-check">
        <input type="checkbox" name="showPassword" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        <span>{t('forgotPassword.show')}</span>
      </label>
      <p className="auth-error" role="alert">
        {error}
      </p>
      <button type="submit" className="auth-primary" disabled={busy}>
        {busy ? t('auth.working') : t('forgotPassword.submit')}
      </button>
      <div className="auth-link-row">
        <button type="button" className="auth-link" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
          {t('forgotPassword.back')}
        </button>
      </div>
    </form>
  );
}
