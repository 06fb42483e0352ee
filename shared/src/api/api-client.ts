/** The api client of SPEC.md sections 7–8: token and language headers, one shared refresh, envelope and error rules. */
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type Method } from 'axios';
import { ApiError, ErrorCode } from '@racing/shared/src/api/api-error';
import { SUCCESS_CODE, type ApiEnvelope, type TokenPair } from '@racing/shared/src/api/api-types';
import type { RequestBody } from '@racing/shared/src/api/api-contract';
import type { EarlyAnswer } from '@racing/shared/src/api/early-reads';
import { API_BASE_PATH } from '@racing/shared/src/api/api-base';

export const REQUEST_TIMEOUT_MS = 60_000;
export const REFRESH_TOKEN_URL = '/app/user/login/refreshToken';

/** What the client needs from the session; the mobx store satisfies it. */
export interface SessionPort {
  readonly token: string | null;
  readonly refreshToken: string | null;
  isTokenExpired(): boolean;
  isRefreshTokenExpired(): boolean;
  setTokens(tokens: TokenPair): void;
  logout(): void;
}

export interface ApiClientOptions {
  session: SessionPort;
  /** Header value for the language in use: zh-cn, zh-tw, en, es or fr. */
  languageHeader: () => string;
  /** Hash path of the page on screen, to know whether the user is on the login page. */
  currentPath: () => string;
  translate: (key: string) => string;
  loginPath: string;
  baseURL?: string;
  timeoutMs?: number;
  /** Replaces the network in tests. */
  adapter?: AxiosAdapter;
  /**
   * The answer index.html's boot script already fetched for this call (the opened route's early reads), taken once; an
   * answer other than 200, or a failed fetch, sends the call as usual.
   */
  takeEarlyRead?: (method: Method, url: string, language: string, request: RequestOptions) => Promise<EarlyAnswer> | undefined;
}

export interface RequestOptions {
  /** Query for GET, body for POST. */
  params?: Record<string, unknown>;
  data?: unknown;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1 (when the browser knows the size). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * When the call went out and its answer came (Date.now() ms), for a caller that sets a clock by the answer: an early
   * read went out long before the call was made.
   */
  onAnswered?: (sentAt: number, receivedAt: number) => void;
}

/** A file sent as multipart field `field` (default "file"), the way POST /app/base/comm/upload takes it. */
export interface UploadOptions {
  field?: string;
  fileName?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(method: Method, url: string, options?: RequestOptions): Promise<T>;
  get<T>(url: string, params?: Record<string, unknown>, options?: Omit<RequestOptions, 'params'>): Promise<T>;
  post<T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>): Promise<T>;
  upload<T>(url: string, file: Blob, options?: UploadOptions): Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session, translate } = options;
  const http = axios.create({
    baseURL: options.baseURL ?? API_BASE_PATH,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    // Every status reaches `readEnvelope`, which owns the mapping to messages.
    validateStatus: () => true,
    adapter: options.adapter,
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
  });

  /** The refresh in flight; parallel calls wait on it and are then replayed with the new token. */
  let refreshing: Promise<void> | null = null;

  function refreshOnce(): Promise<void> {
    if (!refreshing) {
      const body: RequestBody<typeof REFRESH_TOKEN_URL> = { refreshToken: session.refreshToken ?? '' };
      refreshing = send<TokenPair>('POST', REFRESH_TOKEN_URL, { data: body }, null)
        .then((tokens) => session.setTokens(tokens))
        .catch((error: unknown) => {
          session.logout();
          throw error instanceof ApiError ? error : new ApiError(translate('errors.loginExpired'));
        })
        .finally(() => {
          refreshing = null;
        });
    }
    return refreshing;
  }

  /** The token to send, refreshing it first when it has expired; null for a guest. */
  async function usableToken(): Promise<string | null> {
    if (!session.token) return null;
    if (refreshing) await refreshing;
    else if (session.isTokenExpired()) {
      if (session.isRefreshTokenExpired()) {
        session.logout();
        throw new ApiError(translate('errors.loginExpired'), { status: 401 });
      }
      await refreshOnce();
    }
    return session.token;
  }

  async function send<T>(method: Method, url: string, request: RequestOptions, token: string | null): Promise<T> {
    const headers: Record<string, string> = { language: options.languageHeader() };
    const earlyRead = options.takeEarlyRead?.(method, url, headers.language, request);
    const early = earlyRead && (await earlyRead.catch(() => undefined));
    if (early?.status === 200) {
      request.onAnswered?.(early.sentAt, early.receivedAt);
      return readEnvelope({ status: 200, data: early.body } as AxiosResponse<ApiEnvelope<T>>, url);
    }
    if (token) headers.Authorization = token;
    let response: AxiosResponse<ApiEnvelope<T>>;
    const sentAt = Date.now();
    try {
      const progress = request.onUploadProgress;
      response = await http.request<ApiEnvelope<T>>({
        method,
        url,
        headers,
        params: request.params,
        data: request.data,
        signal: request.signal,
        onUploadProgress: progress
          ? (event) => {
              if (event.total) progress(Math.min(1, event.loaded / event.total));
            }
          : undefined,
      });
    } catch (error) {
      const failure = transportError(error);
      // SPEC.md section 8: an upload that the network drops has its own code.
      const isUpload = typeof FormData !== 'undefined' && request.data instanceof FormData;
      throw isUpload && failure.code === undefined ? new ApiError(failure.message, { code: ErrorCode.uploadNetwork }) : failure;
    }
    request.onAnswered?.(sentAt, Date.now());
    return readEnvelope(response, url);
  }

  function readEnvelope<T>(response: AxiosResponse<ApiEnvelope<T>>, url: string): T {
    const body = response.data;
    switch (response.status) {
      case 200:
        if (body && body.code === SUCCESS_CODE) return body.data;
        throw new ApiError(body?.message || translate('errors.serviceAbnormal'), { code: body?.code, status: 200, data: body?.data });
      case 401: {
        const message = body?.message || translate('errors.loginExpired');
        if (options.currentPath() !== options.loginPath) session.logout();
        throw new ApiError(message, { code: body?.code, status: 401, data: body?.data });
      }
      case 404:
        throw new ApiError(`[404] ${url}`, { status: 404 });
      default:
        throw new ApiError(translate('errors.serviceAbnormal'), { status: response.status });
    }
  }

  function transportError(error: unknown): ApiError {
    if (axios.isCancel(error)) return new ApiError(translate('errors.requestAborted'), { code: ErrorCode.aborted });
    if (error instanceof AxiosError) {
      if (error.code === AxiosError.ETIMEDOUT || error.code === AxiosError.ECONNABORTED) {
        return new ApiError(translate('errors.requestTimeout'), { code: ErrorCode.timeout });
      }
      return new ApiError(error.message);
    }
    return new ApiError(error instanceof Error ? error.message : String(error));
  }

  async function request<T>(method: Method, url: string, request: RequestOptions = {}): Promise<T> {
    const token = url === REFRESH_TOKEN_URL ? null : await usableToken();
    return send<T>(method, url, request, token);
  }

  return {
    request,
    get: (url, params, rest) => request('GET', url, { ...rest, params }),
    post: (url, data, rest) => request('POST', url, { ...rest, data }),
    upload: (url, file, { field = 'file', fileName, onProgress, signal } = {}) => {
      const form = new FormData();
      if (fileName === undefined) form.append(field, file);
      else form.append(field, file, fileName);
      return request('POST', url, { data: form, signal, onUploadProgress: onProgress });
    },
  };
}
