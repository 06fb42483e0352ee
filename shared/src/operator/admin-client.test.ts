/** The operator API client: headers, the envelope's data, refusals as AdminApiError, and a 401 signing the operator out. */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { AdminApiError, createAdminClient, returnPathOf, signInPath } from './admin-client';

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

it('answers an unknown failure with the shared text when the server names none', async () => {
  const { api } = client(502, 'Bad Gateway');
  await expect(api.get('/cs/session/queue')).rejects.toMatchObject({ status: 502, message: 'Something went wrong, please try again.' });
});

it('uploads a file as the multipart field `file` and reports the progress', async () => {
  const sent: { form?: FormData } = {};
  const adapter: AxiosAdapter = async (config) => {
    sent.form = config.data as FormData;
    config.onUploadProgress?.({ loaded: 25, total: 100, bytes: 25, lengthComputable: true });
    config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 75, lengthComputable: true });
    return { data: { code: 1000, message: 'success', data: '/uploads/cs/a.png' }, status: 200, statusText: '', headers: {}, config };
  };
  const api = createAdminClient({ session: { token: 'op-token', signedOut: jest.fn() }, goToSignIn: jest.fn(), adapter });
  const progress: number[] = [];
  const file = new File(['png'], 'a.png', { type: 'image/png' });
  await expect(api.upload('/cs/upload/image', file, { onProgress: (fraction) => progress.push(fraction) })).resolves.toBe('/uploads/cs/a.png');
  expect(sent.form?.get('file')).toBeInstanceOf(File);
  expect(progress).toEqual([0.25, 1]);
});

it('sends the operator to sign-in with the page to come back to', () => {
  expect(signInPath('/pages/cs/inbox')).toBe('/console?redirect=%2Fpages%2Fcs%2Finbox');
  expect(signInPath('/console')).toBe('/console');
  expect(signInPath()).toBe('/console');
});

it('returns after sign-in only to a path of this app', () => {
  expect(returnPathOf('/pages/cs/inbox?session=3')).toBe('/pages/cs/inbox?session=3');
  expect(returnPathOf('//evil.example/x')).toBeUndefined();
  expect(returnPathOf('/\\evil.example')).toBeUndefined();
  expect(returnPathOf('https://evil.example')).toBeUndefined();
  expect(returnPathOf(undefined)).toBeUndefined();
});
