/** GET /api/app/base/comm/param?key=aboutUs: the "about us" text in the request's language. */
import { api } from '@racing/shared/src/api/app-api-client';

export function getAboutText(): Promise<string> {
  return api.get<string>('/app/base/comm/param', { key: 'aboutUs' });
}
