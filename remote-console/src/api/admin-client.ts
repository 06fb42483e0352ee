/**
 * The operator API client: `/api/admin` + path, the operator token and the language in headers, the envelope's `data`
 * answered; any refusal rejects with AdminApiError, and a 401 (no live operator session) signs out and goes to sign-in.
 */
import axios, { type AxiosAdapter, type Method } from 'axios';
import i18next from 'i18next';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { languageHeaderCode } from '@racing/shared/src/i18n/languages';
import { SUCCESS_CODE } from '@racing/shared/src/api/api-types';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { operatorStore } from './operator-store';

export const ADMIN_BASE_PATH = '/api/admin';
export const CONSOLE_SIGN_IN_PATH = '/console';
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

export interface AdminClient {
  get<T>(path: string, params?: Record<string, unknown>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
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

  async function request<T>(method: Method, path: string, params?: Record<string, unknown>, data?: unknown): Promise<T> {
    const headers: Record<string, string> = { language: languageHeaderCode(currentLanguage()) };
    const token = options.session.token;
    if (token) headers.Authorization = token;
    let response;
    try {
      response = await http.request<Envelope>({ method, url: path, params, data, headers });
    } catch {
      throw new AdminApiError(i18next.t('console:shell.errors.network'), { code: 0, status: 0 });
    }
    const envelope: Envelope = typeof response.data === 'object' && response.data !== null ? response.data : {};
    const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : i18next.t('console:shell.errors.unknown');
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
  };
}

/** The console's one client: the operator store's token, a 401 back to the sign-in page. */
const adminClient = createAdminClient({
  session: operatorStore,
  goToSignIn: () => {
    if (appNavigator.currentPath() !== CONSOLE_SIGN_IN_PATH) appNavigator.replace(CONSOLE_SIGN_IN_PATH);
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
