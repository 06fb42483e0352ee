/** The captcha calls of remote-auth (app/user/login/captcha, then smsCode with the answer), declared once on the shared client. */
import { api } from '@racing/shared/src/api/app-api-client';

export type CaptchaKind = 'slide' | 'rotate';

export interface SlideCaptcha {
  captchaId: string;
  type: 'slide';
  width: number;
  height: number;
  background: string;
  piece: string;
  pieceY: number;
  pieceSize: number;
}

export interface RotateCaptcha {
  captchaId: string;
  type: 'rotate';
  size: number;
  image: string;
}

export type Captcha = SlideCaptcha | RotateCaptcha;

export const getCaptcha = (type: CaptchaKind) => api.get<Captcha>('/app/user/login/captcha', { type });

/** `code`: the captcha answer (slide: piece x in image pixels; rotate: clockwise degrees). */
export const sendSmsCode = (phone: string, captchaId: string, code: number) =>
  api.post<{ cooldownSeconds: number }>('/app/user/login/smsCode', { phone, captchaId, code });
