/** The captcha calls of remote-auth (app/user/login/captcha, then smsCode with the answer), declared once on the shared client. */
import i18next from 'i18next';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import type { RequestQuery, ResponseData } from '@racing/shared/src/api/api-contract';

export type CaptchaKind = NonNullable<RequestQuery<'/app/user/login/captcha'>['type']>;

/** The contract gives both kinds one shape, every picture field optional. */
type CaptchaAnswer = ResponseData<'/app/user/login/captcha', 'get'>;

export type SlideCaptcha = Required<Pick<CaptchaAnswer, 'captchaId' | 'width' | 'height' | 'background' | 'piece' | 'pieceY' | 'pieceSize'>> & { type: 'slide' };
export type RotateCaptcha = Required<Pick<CaptchaAnswer, 'captchaId' | 'size' | 'image'>> & { type: 'rotate' };
export type Captcha = SlideCaptcha | RotateCaptcha;

/** The puzzle the answer describes; an answer missing a field its kind needs cannot be drawn, so it is a fault to show. */
export function captchaFrom(answer: CaptchaAnswer): Captcha {
  const { captchaId, width, height, background, piece, pieceY, pieceSize, size, image } = answer;
  if (answer.type === 'slide' && width !== undefined && height !== undefined && background && piece && pieceY !== undefined && pieceSize !== undefined) {
    return { type: 'slide', captchaId, width, height, background, piece, pieceY, pieceSize };
  }
  if (answer.type === 'rotate' && size !== undefined && image) return { type: 'rotate', captchaId, size, image };
  throw new ApiError(i18next.t('errors.serviceAbnormal'));
}

export const getCaptcha = (type: CaptchaKind) => api.get('/app/user/login/captcha', { type }).then(captchaFrom);

/** `code`: the captcha answer (slide: piece x in image pixels; rotate: clockwise degrees). */
export const sendSmsCode = (phone: string, captchaId: string, code: number) =>
  api.post('/app/user/login/smsCode', { phone, captchaId, code });
