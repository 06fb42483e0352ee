/**
 * The reads index.html's boot script (scripts/webpack/host-boot-script.js) started with the page, as the opened route
 * declared them (`earlyReads`, shared/src/routing/remote-route-table.ts), handed to the api client once: the page's own
 * call then gets the answer already on its way instead of asking again after the page has rendered.
 */

/** An answer as the boot script fetched it: the HTTP status, the parsed body, and when it was sent and came (Date.now()). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
  sentAt: number;
  receivedAt: number;
}

/** What the boot script keeps per read, under `window.__racingEarly__.reads`. */
export interface EarlyReadRecord {
  answer: Promise<EarlyAnswer>;
  sentAt: number;
}

/** The part of the boot script's `window.__racingEarly__` this module reads (the host declares the whole of it). */
export type EarlyReads = Record<string, EarlyReadRecord | undefined>;

/** Older than this (from when it was sent), an early answer is not used: the page opened long after its head start. */
export const EARLY_READ_MAX_AGE_MS = 20_000;

/** The key both sides build: method, path (with a GET's query), language header and a POST's JSON body, as the boot script writes it. */
export function earlyReadKey(method: string, url: string, language: string, body: unknown): string {
  const upper = method.toUpperCase();
  return `${upper} ${url} ${language} ${upper === 'GET' ? '' : JSON.stringify(body ?? {})}`;
}

/**
 * A call's path with its query as a route declares it (`/app/lottery/result/getList?size=20`): the defined parameters
 * in the order the call passes them, as the api client sends them.
 */
export function pathWithQuery(url: string, params: Record<string, unknown> | undefined): string {
  const defined = Object.entries(params ?? {}).filter(([, value]) => value !== undefined && value !== null);
  return defined.length === 0 ? url : `${url}?${new URLSearchParams(defined.map(([key, value]) => [key, String(value)])).toString()}`;
}

/**
 * The early answer for this call, taken (a second identical call goes to the network), or undefined when there is
 * none or it is too old. A GET's query is part of its declared path.
 */
export function takeEarlyRead(
  method: string,
  url: string,
  language: string,
  request: { params?: Record<string, unknown>; data?: unknown },
  now: number = Date.now(),
): Promise<EarlyAnswer> | undefined {
  const reads = typeof window === 'undefined' ? undefined : (window as { __racingEarly__?: { reads?: EarlyReads } }).__racingEarly__?.reads;
  // Taken by the page's first calls: every later call skips building a key (its body as JSON) for nothing.
  if (!reads || Object.keys(reads).length === 0) return undefined;
  const key = earlyReadKey(method, pathWithQuery(url, request.params), language, request.data);
  const record = reads[key];
  if (!record) return undefined;
  delete reads[key];
  if (now - record.sentAt > EARLY_READ_MAX_AGE_MS) return undefined;
  return record.answer;
}
