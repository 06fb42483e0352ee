/**
 * Reads remotes.json (remote name → manifest URL) at run time, so ops add, move or drop a remote without a rebuild. The
 * server may answer an entry as `{ manifest, routes }`, with the route declarations of a remote it hosts inlined, which
 * saves fetching that manifest before the first route is known. An entry `{ manifest, pathPrefix }` is a remote the host
 * learns only when a path under the prefix is opened (the operator console): nothing of it is fetched before.
 */
import type { RouteDeclaration } from '@racing/shared/src/routing/remote-route-table';
import { parseRouteDeclarations } from '../routing/parse-route-declarations';
import { fetchJson, takeEarlyRemotesJson } from './early-fetches';

export interface RemoteEntry {
  manifest: string;
  /** Present when remotes.json carried them; otherwise they come from the manifest. */
  routes?: RouteDeclaration[];
  /** The remote serves only paths equal to this or under it (`/console`, `/console/...`); learnt when one is opened. */
  pathPrefix?: string;
}

export type RemotesConfig = Record<string, RemoteEntry>;

export const REMOTES_CONFIG_URL = './remotes.json';

/** A federation name: a letter, then letters, digits and underscores (so never `__proto__`, which would set the prototype). */
const REMOTE_NAME = /^[A-Za-z]\w*$/;

/** A path prefix: `/` and one or more path segments, no trailing slash (`/` alone would be every path: not a prefix). */
const PATH_PREFIX = /^(\/[\w-]+)+$/;

function parseEntry(value: unknown): RemoteEntry | null {
  if (typeof value === 'string') return value.trim() === '' ? null : { manifest: value };
  if (typeof value !== 'object' || value === null) return null;
  const { manifest, routes, pathPrefix } = value as { manifest?: unknown; routes?: unknown; pathPrefix?: unknown };
  if (typeof manifest !== 'string' || manifest.trim() === '') return null;
  const declared = parseRouteDeclarations(routes);
  const prefix = typeof pathPrefix === 'string' && PATH_PREFIX.test(pathPrefix) ? pathPrefix : undefined;
  return { manifest, ...(declared ? { routes: declared } : {}), ...(prefix ? { pathPrefix: prefix } : {}) };
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
