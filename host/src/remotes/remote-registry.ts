/** Registers the remotes of remotes.json with the federation runtime and re-registers one to retry it from scratch. */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteAvailability, type RemoteName } from '@racing/shared/src/federation/remote-availability';
import { fetchRemotesConfig, type RemotesConfig } from './remotes-config';

let registered: RemotesConfig | null = null;

/** Reads remotes.json and registers every remote in it; remotes left out show the missing-module message. */
export async function registerRemotesFromConfig(): Promise<void> {
  const config = await fetchRemotesConfig();
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  remoteAvailability.setAvailable(Object.keys(config) as RemoteName[]);
  registered = config;
}

/** Forgets what the runtime cached for a remote (manifest, entry, modules) so the next load starts over. */
export async function resetRemote(name: RemoteName): Promise<void> {
  if (!registered) {
    await registerRemotesFromConfig();
    return;
  }
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function isRegistryReady(): boolean {
  return registered !== null;
}
