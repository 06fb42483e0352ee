/** Reads remotes.json (remote name → manifest URL) at run time, so ops switch a remote's URL without a rebuild. */
import type { RemoteName } from '@racing/shared/src/federation/remote-availability';

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

export async function fetchRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseRemotesConfig(await response.json());
}
