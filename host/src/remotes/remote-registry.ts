/**
 * Registers the remotes of remotes.json with the federation runtime and learns the routes each declares (inline in
 * remotes.json, or from its manifest); a remote with a path prefix is learnt only once a path under it is opened.
 * Re-registers a remote to retry it from scratch.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRouteDeclarations } from '../routing/parse-route-declarations';
import { routeTable } from '../routing/route-table';
import { fetchRemotesConfig, type RemoteEntry, type RemotesConfig } from './remotes-config';
import { readManifest } from './early-fetches';

/** The hash path open now, without its query. */
const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

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
  const deferred = Object.entries(config).filter(([, entry]) => entry.pathPrefix && !entry.routes);
  routeTable.expectRemotes(Object.keys(config), Object.fromEntries(deferred.map(([name, entry]) => [name, entry.pathPrefix!])));
  // Deferred remotes wait for a path under their prefix, unless the page opened on one.
  const openedOn = new Set(routeTable.deferredFor(currentPath()));
  const learnNow = Object.entries(config).filter(([name]) => routeTable.remotes.get(name)?.status !== 'deferred' || openedOn.has(name));
  await Promise.all(learnNow.map(([name, entry]) => learnRoutes(name, entry, fresh)));
}

/**
 * Learns the routes of the deferred remotes whose prefix covers `path` (the operator console when `/console...` is
 * opened); the shell calls it for a path no route serves yet. Resolves once they have answered or failed.
 */
export async function learnRoutesFor(path: string): Promise<void> {
  const config = registered;
  if (!config) return;
  await Promise.all(routeTable.deferredFor(path).map((name) => learnRoutes(name, config[name], false)));
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
