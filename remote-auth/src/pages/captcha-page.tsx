/** Captcha page (/pages/user/captcha?phone=): solve a slider puzzle or rotation, then the SMS code is sent and the user goes back. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { useBackOr } from '@racing/shared/src/navigation/use-back-or-home';
import { showToast } from '@racing/shared/src/ui/toast';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { getCaptcha, sendSmsCode, type Captcha, type CaptchaKind } from '../features/captcha/api/captcha-api';
import { phoneError } from '@racing/shared/src/session/credential-rules';
import { startSmsCooldown } from '@racing/shared/src/session/sms-cooldown';
import { CaptchaPuzzle } from '../features/captcha/components/captcha-puzzle';
import '../features/account/components/auth-form.css';
import '../features/captcha/components/captcha.css';

const isCaptchaKind = (value: unknown): value is CaptchaKind => value === 'slide' || value === 'rotate';

export default function CaptchaPage({ phone = '', type }: PageProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CaptchaKind>(isCaptchaKind(type) ? type : 'slide');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const phoneInvalid = phoneError(phone);

  useEffect(() => {
    if (phoneInvalid) return undefined;
    let current = true;
    setCaptcha(null);
    getCaptcha(kind).then(
      (next) => current && setCaptcha(next),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [kind, attempt, phoneInvalid]);

  // Opened directly (no page to go back to), the SMS code is for logging in.
  const goBack = useBackOr(LOGIN_PATH);

  async function answer(code: number) {
    if (!captcha || sending) return;
    setSending(true);
    setError('');
    try {
      const { cooldownSeconds } = await sendSmsCode(phone, captcha.captchaId, code);
      startSmsCooldown(cooldownSeconds);
      showToast(t('auth.smsSent'));
      goBack();
    } catch (failure) {
      // A wrong, expired or used answer (1001) needs a new picture; so does any other failure, the old one is spent.
      setError(failure instanceof Error ? failure.message : String(failure));
      setAttempt((n) => n + 1);
      setSending(false);
    }
  }

  return (
    <section className="captcha-page" data-testid="page-captcha">
      {phoneInvalid ? (
        <p className="auth-error" role="alert">
          {t(phoneInvalid)}
        </p>
      ) : (
        <>
          <p className="captcha-to">{t('auth.captchaSendingTo', { phone })}</p>
          <div className="captcha-card">
            {captcha ? (
              <CaptchaPuzzle key={captcha.captchaId} captcha={captcha} disabled={sending} onAnswer={(code) => void answer(code)} />
            ) : (
              <p className="captcha-hint">{t('shell.loading')}</p>
            )}
          </div>
          <p className="auth-error" role="alert">
            {error}
          </p>
          <div className="captcha-actions">
            <button type="button" className="auth-link" onClick={() => setAttempt((n) => n + 1)}>
              {t('auth.captchaRefresh')}
            </button>
            <button type="button" className="auth-link" data-testid="captcha-other-kind" onClick={() => setKind(kind === 'slide' ? 'rotate' : 'slide')}>
              {t('auth.captchaOtherKind')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
