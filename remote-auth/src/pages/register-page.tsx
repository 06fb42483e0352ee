/**
 * Register page (/pages/user/register): number, SMS code, password, an optional invite code (filled in from an invite
 * link's `invite`), age confirmation and the agreement.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { ApiError } from '@racing/shared/src/api/api-error';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { useNavigate } from '@racing/shared/src/routing/router';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { AgreementCheck } from '../features/account/components/agreement-check';
import { SmsCodeField } from '../features/account/components/sms-code-field';
import { PhoneField } from '../features/account/components/phone-field';
import { authDraft } from '../features/account/auth-draft';
import { register } from '../features/account/api/account-api';
import { PASSWORD_MIN_LENGTH, normalisePhone } from '@racing/shared/src/session/credential-rules';
import { registerError } from '../features/account/validate-credentials';
import { useLoginAction } from '../features/account/use-login-action';
import '../features/account/components/auth-form.css';

/** The server takes codes of up to 16 characters (spaces around them ignored). */
const INVITE_CODE_MAX_LENGTH = 16;

/** A refusal already shown next to its field: the form-wide message line stays empty. */
class ShownAtField extends Error {
  constructor() {
    super('');
    this.name = 'ShownAtField';
  }
}

export default function RegisterPage({ invite: invitedWith }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phone, setPhoneState] = useState(authDraft.phone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [agreed, setAgreedState] = useState(authDraft.agreed);
  const [inviteCode, setInviteCodeState] = useState(invitedWith?.trim() ?? '');
  const [inviteError, setInviteError] = useState('');
  const action = useLoginAction();

  const setPhone = (value: string) => {
    authDraft.phone = value;
    setPhoneState(value);
  };
  const setInviteCode = (value: string) => {
    setInviteError('');
    setInviteCodeState(value);
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
    const invite = inviteCode.trim();
    const number = normalisePhone(phone);
    setInviteError('');
    // Registered is logged in: with the number, the new account joins this device's recent accounts as a login's does.
    void action.run(async () => {
      try {
        return await register(number, code.trim(), password, invite);
      } catch (failure) {
        // A refusal that blames the invite code (one that names no open account) shows at the field; any other, for the whole form.
        if (failure instanceof ApiError && failure.field === 'inviteCode') {
          setInviteError(failure.message);
          throw new ShownAtField();
        }
        throw failure;
      }
    }, 'password', number);
  }

  return (
    <form className="auth-page" data-testid="page-register" onSubmit={submit} noValidate>
      <div className="auth-card">
        <PhoneField value={phone} onChange={setPhone} />
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
        <div className="auth-field">
          <input
            name="inviteCode"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={INVITE_CODE_MAX_LENGTH}
            placeholder={t('auth.inviteCode')}
            aria-label={t('auth.inviteCode')}
            aria-invalid={inviteError ? true : undefined}
            aria-describedby={inviteError ? 'register-invite-error' : undefined}
            data-testid="register-invite"
            value={inviteCode}
            onChange={(event) => setInviteCode(event.target.value)}
          />
          {inviteCode && (
            <button type="button" className="auth-code-button" style={{ color: '#6b6b6b' }} aria-label={t('auth.inviteClear')} onClick={() => setInviteCode('')}>
              ×
            </button>
          )}
        </div>
        {inviteError && (
          <p id="register-invite-error" className="auth-error" style={{ margin: '0 0 10px' }} data-testid="register-invite-error">
            {inviteError}
          </p>
        )}
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
