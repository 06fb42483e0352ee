/**
 * Registers the remotes of remotes.json with the federation runtime and learns the routes each declares (inline in
 * remotes.json, or from its manifest); re-registers a remote to retry it from scratch.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRouteDeclarations } from '../routing/parse-route-declarations';
import { routeTable } from '../routing/route-table';
import { fetchRemotesConfig, type RemoteEntry, type RemotesConfig } from './remotes-config';
import { readManifest } from './early-fetches';

let registered: RemotesConfig | null = null;

async function learnRoutes(name: string, entry: RemoteEntry, fresh: boolean): Promise<void> {
  if (entry.routes) {
    routeTable.learnt(name, entry.routes);
    return;
  }
  routeTable.learning(name);
  try {
    const manifest = await readManifest(entry.manifest, { fresh });
    const routes = parseRouteDeclarations((manifest as { routes?: unknown } | null)?.routes);
    if (!routes) throw new Error(`${entry.manifest} declares no routes`);
    routeTable.learnt(name, routes);
  } catch (error) {
    console.error(`[remotes] ${name}: its routes could not be read`, error);
    routeTable.failed(name);
  }
}

/**
 * Reads remotes.json, registers every remote in it and learns their routes; resolves once every remote has answered or
 * failed. A remote left out of the file serves nothing; one that cannot be reached makes unknown paths offer a retry.
 */
export async function registerRemotesFromConfig({ fresh = false } = {}): Promise<void> {
  let config: RemotesConfig;
  try {
    config = await fetchRemotesConfig();
  } catch (error) {
    routeTable.configFailed();
    throw error;
  }
  registerRemotes(
    Object.entries(config).map(([name, entry]) => ({ name, entry: entry.manifest })),
    { force: true },
  );
  registered = config;
  routeTable.expectRemotes(Object.keys(config));
  await Promise.all(Object.entries(config).map(([name, entry]) => learnRoutes(name, entry, fresh)));
}

/** Tries again what failed: remotes.json itself, or the remotes whose routes could not be read. */
export async function retryFailedRemotes(): Promise<void> {
  if (!registered || routeTable.config === 'failed') {
    await registerRemotesFromConfig({ fresh: true }).catch((error: unknown) => console.error('[remotes.json]', error));
    return;
  }
  const config = registered;
  await Promise.all(
    routeTable.failedRemotes.map((name) => {
      registerRemotes([{ name, entry: config[name].manifest }], { force: true });
      return learnRoutes(name, config[name], true);
    }),
  );
}

/** Forgets what the runtime cached for a remote (manifest, entry, modules) so the next load starts over. */
export async function resetRemote(name: string): Promise<void> {
  if (!registered) {
    await registerRemotesFromConfig({ fresh: true });
    return;
  }
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry: entry.manifest }], { force: true });
}
