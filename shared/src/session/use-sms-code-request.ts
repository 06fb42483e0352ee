/**
 * Asking for an SMS code, for every code button (login, register, phone binding, proofs): the number is checked first,
 * the page keeps what it needs, then the captcha page opens (it sends the code and comes back); until the next code may
 * be asked for, the button counts down "Retry in {n}s".
 */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useNavigate } from '@racing/shared/src/routing/router';
import { withQuery } from '@racing/shared/src/navigation/app-navigator';
import { normalisePhone } from '@racing/shared/src/session/credential-rules';
import { smsCooldownUntil } from '@racing/shared/src/session/sms-cooldown';
import { useCountdown } from '@racing/shared/src/ui/use-countdown';

export const CAPTCHA_PATH = '/pages/user/captcha';

/** An SMS code is six digits: anything else typed or pasted around them is dropped. */
export const SMS_CODE_LENGTH = 6;
export const smsCodeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);

interface SmsCodeRequestOptions {
  /** The number the code goes to, as typed. */
  phone: string;
  /** Checks the number before the trip: a locale key when it is not fit, null when it is. */
  checkPhone: () => string | null;
  /** Shows a refusal of the number (locale key); no code is asked for. */
  onInvalid: (messageKey: string) => void;
  /** Keeps what the page needs across the captcha page. */
  onLeave: () => void;
}

export interface SmsCodeRequest {
  /** The button's words: "Get code", or "Retry in {n}s" while counting down. */
  label: string;
  /** Counting down: the button takes no tap. */
  waiting: boolean;
  request: () => void;
}

export function useSmsCodeRequest({ phone, checkPhone, onInvalid, onLeave }: SmsCodeRequestOptions): SmsCodeRequest {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const left = useCountdown(smsCooldownUntil());
  return {
    label: left > 0 ? t('auth.retryIn', { n: left }) : t('auth.getCode'),
    waiting: left > 0,
    request() {
      const error = checkPhone();
      if (error) {
        onInvalid(error);
        return;
      }
      onLeave();
      navigate(withQuery(CAPTCHA_PATH, { phone: normalisePhone(phone) }));
    },
  };
}
