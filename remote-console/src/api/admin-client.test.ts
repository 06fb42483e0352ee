/** The operator API client: headers, the envelope's data, refusals as AdminApiError, and a 401 signing the operator out. */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import i18next from 'i18next';
import { AdminApiError, createAdminClient } from './admin-client';

function answering(status: number, body: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: body, status, statusText: '', headers: {}, config };
  };
  return { adapter, seen };
}

function client(status: number, body: unknown, token: string | null = 'op-token') {
  const { adapter, seen } = answering(status, body);
  const session = { token, signedOut: jest.fn() };
  const goToSignIn = jest.fn();
  return { api: createAdminClient({ session, goToSignIn, adapter }), session, goToSignIn, seen };
}

beforeAll(async () => {
  await initI18n('en');
  i18next.addResourceBundle('en', 'console', { shell: { errors: { network: 'Network error, please try again.' } } }, true, true);
});

it('sends the operator token and the language, under /api/admin, and answers the data', async () => {
  const { api, seen } = client(200, { code: 1000, message: 'success', data: { list: [] } });
  await expect(api.post('/notice/notice/page', { page: 1 })).resolves.toEqual({ list: [] });
  expect(seen[0].baseURL).toBe('/api/admin');
  expect(seen[0].url).toBe('/notice/notice/page');
  expect(seen[0].headers.Authorization).toBe('op-token');
  expect(seen[0].headers.language).toBe('en');
});

it('signs the operator out and goes to sign-in on a 401', async () => {
  const { api, session, goToSignIn } = client(401, { code: 1001, message: 'Please sign in again', data: null });
  const failure = api.get('/base/comm/person');
  await expect(failure).rejects.toBeInstanceOf(AdminApiError);
  await expect(failure).rejects.toMatchObject({ status: 401, code: 1001, message: 'Please sign in again' });
  expect(session.signedOut).toHaveBeenCalledTimes(1);
  expect(goToSignIn).toHaveBeenCalledTimes(1);
});

it('keeps the session on a 403 (the role may not) and on a business refusal, naming the field', async () => {
  const forbidden = client(403, { code: 1001, message: 'Not permitted', data: null });
  await expect(forbidden.api.post('/base/operator/add')).rejects.toMatchObject({ status: 403, message: 'Not permitted' });
  expect(forbidden.session.signedOut).not.toHaveBeenCalled();
  expect(forbidden.goToSignIn).not.toHaveBeenCalled();

  const refused = client(200, { code: 1001, message: 'Reason required', data: { field: 'reason' } });
  await expect(refused.api.post('/player/player/adjust')).rejects.toMatchObject({ status: 200, code: 1001, field: 'reason' });
  expect(refused.session.signedOut).not.toHaveBeenCalled();
});

it('turns a network failure into an AdminApiError with a message to show', async () => {
  const adapter: AxiosAdapter = async () => {
    throw new Error('socket hang up');
  };
  const api = createAdminClient({ session: { token: null, signedOut: jest.fn() }, goToSignIn: jest.fn(), adapter });
  await expect(api.get('/cs/overview/summary')).rejects.toMatchObject({ status: 0, message: 'Network error, please try again.' });
});
