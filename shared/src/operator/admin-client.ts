/**
 * The operator API client (the console and the agent inbox): `/api/admin` + path, the operator token and the language in
 * headers, the envelope's `data` answered; any refusal rejects with AdminApiError, and a 401 (no live operator session)
 * signs out and goes to sign-in, which brings the operator back to the page they were on.
 */
import axios, { type AxiosAdapter, type Method } from 'axios';
import i18next from 'i18next';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { languageHeaderCode } from '@racing/shared/src/i18n/languages';
import { SUCCESS_CODE } from '@racing/shared/src/api/api-types';
import { appNavigator, withQuery } from '@racing/shared/src/navigation/app-navigator';
import { operatorStore } from '@racing/shared/src/operator/operator-store';

export const ADMIN_BASE_PATH = '/api/admin';
export const CONSOLE_SIGN_IN_PATH = '/console';
/** The sign-in page's query parameter naming the hash path to return to once signed in. */
export const SIGN_IN_REDIRECT_PARAM = 'redirect';
const TIMEOUT_MS = 60_000;

export class AdminApiError extends Error {
  readonly code: number;
  readonly status: number;
  /** The request field the server blames (`data.field`), for a form to show the message beside it. */
  readonly field?: string;

  constructor(message: string, options: { code: number; status: number; field?: string }) {
    super(message);
    this.name = 'AdminApiError';
    this.code = options.code;
    this.status = options.status;
    this.field = options.field;
  }
}

/** What the client needs from the operator session. */
export interface AdminSessionPort {
  readonly token: string | null;
  /** The server no longer accepts the token: forget it. */
  signedOut(): void;
}

export interface AdminClientOptions {
  session: AdminSessionPort;
  /** Where a 401 sends the operator (the sign-in page). */
  goToSignIn: () => void;
  /** Replaces the network in tests. */
  adapter?: AxiosAdapter;
}

export interface UploadOptions {
  /** Called with the fraction sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface AdminClient {
  get<T>(path: string, params?: Record<string, unknown>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** POST `file` as the multipart field `file`. */
  upload<T>(path: string, file: Blob, options?: UploadOptions): Promise<T>;
}

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

const fieldOf = (data: unknown) => {
  const field = (data as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : undefined;
};

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const http = axios.create({ baseURL: ADMIN_BASE_PATH, timeout: TIMEOUT_MS, validateStatus: () => true, adapter: options.adapter });

  async function request<T>(method: Method, path: string, params?: Record<string, unknown>, data?: unknown, upload?: UploadOptions): Promise<T> {
    const headers: Record<string, string> = { language: languageHeaderCode(currentLanguage()) };
    const token = options.session.token;
    if (token) headers.Authorization = token;
    const progress = upload?.onProgress;
    let response;
    try {
      response = await http.request<Envelope>({
        method,
        url: path,
        params,
        data,
        headers,
        signal: upload?.signal,
        onUploadProgress: progress
          ? (event) => {
              if (event.total) progress(Math.min(1, event.loaded / event.total));
            }
          : undefined,
      });
    } catch {
      throw new AdminApiError(i18next.t('operator.errors.network'), { code: 0, status: 0 });
    }
    const envelope: Envelope = typeof response.data === 'object' && response.data !== null ? response.data : {};
    const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : i18next.t('operator.errors.unknown');
    const code = typeof envelope.code === 'number' ? envelope.code : response.status;
    if (response.status === 401) {
      options.session.signedOut();
      options.goToSignIn();
      throw new AdminApiError(message, { code, status: 401 });
    }
    if (response.status !== 200 || code !== SUCCESS_CODE) throw new AdminApiError(message, { code, status: response.status, field: fieldOf(envelope.data) });
    return envelope.data as T;
  }

  return {
    get: (path, params) => request('GET', path, params),
    post: (path, body) => request('POST', path, undefined, body ?? {}),
    upload: (path, file, uploadOptions) => {
      const form = new FormData();
      form.append('file', file);
      return request('POST', path, undefined, form, uploadOptions ?? {});
    },
  };
}

/** The `redirect` a sign-in page was opened with, if it is a path of this app (`/…`, never `//host`): else undefined. */
export function returnPathOf(redirect: string | undefined): string | undefined {
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : undefined;
}

/** The sign-in page, asked to come back to `returnTo` (a hash path with its query) once signed in. */
export function signInPath(returnTo?: string): string {
  return returnTo && returnTo !== CONSOLE_SIGN_IN_PATH ? withQuery(CONSOLE_SIGN_IN_PATH, { [SIGN_IN_REDIRECT_PARAM]: returnTo }) : CONSOLE_SIGN_IN_PATH;
}

/** The one operator client: the operator store's token, a 401 back to the sign-in page, which returns here after. */
export const adminClient = createAdminClient({
  session: operatorStore,
  goToSignIn: () => {
    if (appNavigator.currentPath() !== CONSOLE_SIGN_IN_PATH) appNavigator.replace(signInPath(appNavigator.currentLocation()));
  },
});

/** GET `/api/admin<path>` with `params` as the query; answers the envelope's `data`. */
export function adminGet<T>(path: string, params?: Record<string, unknown>): Promise<T> {
  return adminClient.get<T>(path, params);
}

/** POST `/api/admin<path>` with `body` as JSON; answers the envelope's `data`. */
export function adminPost<T>(path: string, body?: unknown): Promise<T> {
  return adminClient.post<T>(path, body);
}

/** POST `file` to `/api/admin<path>` as multipart field `file`; answers the envelope's `data`. */
export function adminUpload<T>(path: string, file: Blob, options?: UploadOptions): Promise<T> {
  return adminClient.upload<T>(path, file, options);
}
