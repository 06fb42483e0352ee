/**
 * Login page (/pages/user/login): SMS code or password, one-tap login where it can work (WeChat, the app shell), the
 * agreement first, a way to a forgotten password; also the forced-login target.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useLocation, useNavigate } from '@racing/shared/src/routing/router';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { session } from '@racing/shared/src/session/session-store';
import { AgreementCheck } from '../features/account/components/agreement-check';
import { SmsCodeField } from '../features/account/components/sms-code-field';
import { PhoneField } from '../features/account/components/phone-field';
import { authDraft } from '../features/account/auth-draft';
import { loginByCarrier, loginByPassword, loginByPhone, loginByWechatCode, wechatMpConfig } from '../features/account/api/account-api';
import { authorizeUrl, leaveFor, returnedCode } from '../features/account/wechat-oauth';
import { normalisePhone } from '@racing/shared/src/session/credential-rules';
import { canLoginOneTap, isWeChatBrowser } from '@racing/shared/src/platform/host-environment';
import { passwordLoginError, smsLoginError } from '../features/account/validate-credentials';
import { useLoginAction } from '../features/account/use-login-action';
import '../features/account/components/auth-form.css';

type Mode = 'sms' | 'password';

export const REGISTER_PATH = '/pages/user/register';
export const FORGOT_PASSWORD_PATH = '/pages/user/forgot-password';

/** The history entry whose `phone` went into the draft: back on it from the captcha page, what was typed since stays. */
let phoneParamEntry: string | null = null;

/**
 * `phone`: a number to fill in (switch account hands over the chosen account's); `mode`: `password` opens the password
 * tab (a password just set again comes back so).
 */
export default function LoginPage({ phone: phoneParam, mode: modeParam }: { phone?: string; mode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entry = useLocation().key;
  const [mode, setMode] = useState<Mode>(modeParam === 'password' || session.loginType === 'password' ? 'password' : 'sms');
  // An ordinary browser has nothing to log in with at one tap: the button would only ever say so.
  const [oneTap] = useState(canLoginOneTap);
  const [phone, setPhoneState] = useState(() => {
    if (phoneParam && phoneParamEntry !== entry) {
      authDraft.phone = phoneParam;
      phoneParamEntry = entry;
    }
    return authDraft.phone;
  });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
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
    const form = { phone, code, password, agreed };
    const invalid = mode === 'sms' ? smsLoginError(form) : passwordLoginError(form);
    if (invalid) {
      action.showInvalid(invalid);
      return;
    }
    const number = normalisePhone(phone);
    void (mode === 'sms'
      ? action.run(() => loginByPhone(number, code.trim()), 'phone', number)
      : action.run(() => loginByPassword(number, password), 'password', number));
  }

  // Back from WeChat's authorisation page with its code: the query goes at once (a code works once, and a second run of
  // this effect must not spend it again), then the server trades the code for the player.
  useEffect(() => {
    const code = returnedCode(window.location.search);
    if (!code) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
    void action.run(() => loginByWechatCode(code), 'wxMp');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the page load that is the way back
  }, []);

  function oneTapLogin() {
    if (!agreed) {
      action.showInvalid('auth.agreementRequired');
      return;
    }
    if (!isWeChatBrowser()) {
      void action.run(loginByCarrier, 'oneClick');
      return;
    }
    // Inside WeChat: off to its authorisation page, which comes back here with a code. The call never settles, so the
    // button stays busy while the browser leaves; a refusal (no official account configured) is shown as any other.
    void action.run(async () => {
      const { appId } = await wechatMpConfig(window.location.href.split('#')[0]);
      leaveFor(authorizeUrl(appId, `${window.location.origin}${window.location.pathname}#${LOGIN_PATH}`));
      return new Promise<never>(() => undefined);
    }, 'wxMp');
  }

  return (
    <form className="auth-page" data-testid="page-login" onSubmit={submit} noValidate>
      <div className="auth-tabs" role="tablist">
        {(['sms', 'password'] as const).map((tab) => (
          <button key={tab} type="button" role="tab" className="auth-tab" aria-selected={mode === tab} onClick={() => setMode(tab)}>
            {t(tab === 'sms' ? 'auth.smsLogin' : 'auth.passwordLogin')}
          </button>
        ))}
      </div>
      <div className="auth-card">
        <PhoneField value={phone} onChange={setPhone} />
        {mode === 'sms' ? (
          <SmsCodeField phone={phone} value={code} onChange={setCode} onInvalid={action.showInvalid} />
        ) : (
          <div className="auth-field">
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder={t('auth.password')}
              aria-label={t('auth.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        )}
      </div>
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <p className="auth-error" role="alert">
        {action.error}
      </p>
      <button type="submit" className="auth-primary" disabled={action.busy}>
        {action.busy ? t('auth.working') : t('auth.logIn')}
      </button>
      {oneTap && (
        <button type="button" className="auth-secondary" disabled={action.busy} onClick={oneTapLogin}>
          {t('auth.oneTapLogin')}
        </button>
      )}
      <div className="auth-link-row">
        <button type="button" className="auth-link" onClick={() => navigate(REGISTER_PATH)}>
          {t('auth.toRegister')}
        </button>
        <button type="button" className="auth-link" onClick={() => navigate(FORGOT_PASSWORD_PATH)}>
          {t('forgotPassword.link')}
        </button>
      </div>
    </form>
  );
}
