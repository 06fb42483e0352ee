/** Test helper: an axios adapter answering from a handler table and recording every request it saw. */
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: unknown;
  params: unknown;
  timeout?: number;
}

export type Reply = { status: number; body: unknown } | Error;
export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

export function envelope(data: unknown, code = 1000, message = 'success') {
  return { status: 200, body: { code, message, data } };
}

export function createFakeApiServer(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: config.headers.toJSON() as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: config.params,
      timeout: config.timeout,
    };
    seen.push(request);
    const handler = routes[`${request.method} ${request.url}`];
    const reply = handler ? await handler(request) : { status: 404, body: { code: 1001, message: 'Not Found', data: null } };
    if (reply instanceof Error) {
      if (reply instanceof AxiosError) reply.config = config;
      throw reply;
    }
    return { data: reply.body, status: reply.status, statusText: String(reply.status), headers: {}, config };
  };
  return { adapter, seen, calls: (method: string, url: string) => seen.filter((r) => r.method === method && r.url === url) };
}
