/** GET /api/app/base/comm/param?key=: an operator's text (about us, user agreement, privacy policy) in the request's language. */
import i18next from 'i18next';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';

/** The contract says a param may be any JSON; the keys asked for here must hold text, anything else is a fault to show. */
export async function getTextParam(key: string): Promise<string> {
  const value = await api.get('/app/base/comm/param', { key });
  if (typeof value !== 'string') throw new ApiError(i18next.t('errors.serviceAbnormal'));
  return value;
}
