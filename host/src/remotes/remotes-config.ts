/** Reads remotes.json (remote name → manifest URL) at run time, so ops switch a remote's URL without a rebuild. */
import type { RemoteName } from '@racing/shared/src/federation/remote-availability';
import { takeEarlyRemotesJson } from './early-fetches';

export type RemotesConfig = Partial<Record<RemoteName, string>>;

const KNOWN_REMOTES: RemoteName[] = ['remote_auth', 'remote_betting', 'remote_profile', 'remote_chat'];

export const REMOTES_CONFIG_URL = './remotes.json';

/** Keeps only known remotes with a URL; anything else in the file is ignored. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  const config: RemotesConfig = {};
  if (!json || typeof json !== 'object') return config;
  for (const name of KNOWN_REMOTES) {
    const url = (json as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.trim() !== '') config[name] = url;
  }
  return config;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The first read takes the file index.html's boot script already fetched; later reads (a retry) fetch it again. */
export async function fetchRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  const early = url === REMOTES_CONFIG_URL ? takeEarlyRemotesJson() : undefined;
  const json = early ? await early.catch(() => fetchJson(url)) : await fetchJson(url);
  return parseRemotesConfig(json);
}
