/** Register page (/pages/user/register): number, SMS code, password, age confirmation and the agreement. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@racing/shared/src/routing/router';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { AgreementCheck } from '../features/account/components/agreement-check';
import { SmsCodeField } from '../features/account/components/sms-code-field';
import { authDraft } from '../features/account/auth-draft';
import { register } from '../features/account/api/account-api';
import { PASSWORD_MIN_LENGTH, normalisePhone, registerError } from '../features/account/validate-credentials';
import { useLoginAction } from '../features/account/use-login-action';
import '../features/account/components/auth-form.css';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phone, setPhoneState] = useState(authDraft.phone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [agreed, setAgreedState] = useState(authDraft.agreed);
  const action = useLoginAction();

  const setPhone = (value: string) => {
    authDraft.phone = value;
    setPhoneState(value);
  };
  const setAgreed = (value: boolean) => {
    authDraft.agreed = value;
    setAgreedState(value);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = registerError({ phone, code, password, agreed, ageConfirmed });
    if (invalid) {
      action.showInvalid(invalid);
      return;
    }
    void action.run(() => register(normalisePhone(phone), code.trim(), password), 'password');
  }

  return (
    <form className="auth-page" data-testid="page-register" onSubmit={submit} noValidate>
      <div className="auth-card">
        <div className="auth-field">
          <input
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder={t('auth.phone')}
            aria-label={t('auth.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
        <SmsCodeField phone={phone} value={code} onChange={setCode} onInvalid={action.showInvalid} />
        <div className="auth-field">
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            placeholder={t('auth.passwordPlaceholder')}
            aria-label={t('auth.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      </div>
      <label className="auth-check">
        <input type="checkbox" name="ageConfirmed" checked={ageConfirmed} onChange={(event) => setAgeConfirmed(event.target.checked)} />
        <span>{t('auth.ageConfirm')}</span>
      </label>
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <p className="auth-error" role="alert">
        {action.error}
      </p>
      <button type="submit" className="auth-primary" disabled={action.busy}>
        {action.busy ? t('auth.working') : t('auth.register')}
      </button>
      <div className="auth-link-row">
        <button type="button" className="auth-link" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
          {t('auth.toLogin')}
        </button>
      </div>
    </form>
  );
}
