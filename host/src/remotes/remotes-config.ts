/**
 * Reads remotes.json (remote name → manifest URL) at run time, so ops add, move or drop a remote without a rebuild. The
 * server may answer an entry as `{ manifest, routes }`, with the route declarations of a remote it hosts inlined, which
 * saves fetching that manifest before the first route is known.
 */
import type { RouteDeclaration } from '@racing/shared/src/routing/remote-route-table';
import { parseRouteDeclarations } from '../routing/parse-route-declarations';
import { fetchJson, takeEarlyRemotesJson } from './early-fetches';

export interface RemoteEntry {
  manifest: string;
  /** Present when remotes.json carried them; otherwise they come from the manifest. */
  routes?: RouteDeclaration[];
}

export type RemotesConfig = Record<string, RemoteEntry>;

export const REMOTES_CONFIG_URL = './remotes.json';

/** A federation name: a letter, then letters, digits and underscores (so never `__proto__`, which would set the prototype). */
const REMOTE_NAME = /^[A-Za-z]\w*$/;

function parseEntry(value: unknown): RemoteEntry | null {
  if (typeof value === 'string') return value.trim() === '' ? null : { manifest: value };
  if (typeof value !== 'object' || value === null) return null;
  const { manifest, routes } = value as { manifest?: unknown; routes?: unknown };
  if (typeof manifest !== 'string' || manifest.trim() === '') return null;
  const declared = parseRouteDeclarations(routes);
  return declared ? { manifest, routes: declared } : { manifest };
}

/** Keeps the well-formed entries, in the file's order; anything else in the file is ignored. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  const config: RemotesConfig = {};
  if (!json || typeof json !== 'object' || Array.isArray(json)) return config;
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    const entry = REMOTE_NAME.test(name) ? parseEntry(value) : null;
    if (entry) config[name] = entry;
  }
  return config;
}

/** The first read takes the file index.html's boot script already fetched; later reads (a retry) fetch it again. */
export async function fetchRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  const early = url === REMOTES_CONFIG_URL ? takeEarlyRemotesJson() : undefined;
  const fresh = () => fetchJson(url, { cache: 'no-store' });
  const json = early ? await early.catch(fresh) : await fresh();
  return parseRemotesConfig(json);
}
