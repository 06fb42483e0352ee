// remotes.json as served: the ops file, with the route declarations of each remote this server hosts inlined from its build.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_ID } from './built-remotes';

/** A remote this server hosts: `/remotes/<id>/mf-manifest.json`, built in `<webRoot>/remote-<id>/dist`. */
const HOSTED_MANIFEST = /^\/remotes\/([^/]+)\/mf-manifest\.json$/;

type ManifestRoutes = { mtimeMs: number; routes: unknown[] | null };
const cache = new Map<string, ManifestRoutes>();

/** The `routes` a built remote's manifest declares (without their asset lists), or null when it has none or cannot be read. */
async function hostedRoutes(manifestFile: string): Promise<unknown[] | null> {
  const stat = await fs.promises.stat(manifestFile).catch(() => null);
  if (!stat) return null;
  const cached = cache.get(manifestFile);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.routes;
  let routes: unknown[] | null = null;
  try {
    const manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as { routes?: unknown };
    if (Array.isArray(manifest.routes)) {
      routes = manifest.routes.map((route) => {
        if (typeof route !== 'object' || route === null) return route;
        const { assets: _assets, ...declaration } = route as Record<string, unknown>;
        return declaration;
      });
    }
  } catch {
    routes = null; // a manifest being written or broken: the host reads it itself and fails or retries there
  }
  cache.set(manifestFile, { mtimeMs: stat.mtimeMs, routes });
  return routes;
}

/**
 * Each entry the ops file maps to a remote this server hosts becomes `{ manifest, routes }`, so the host knows every
 * route from this one request instead of fetching each manifest first; other entries (a remote on another origin, one
 * not built here) stay as written, and the host reads their manifests. An object entry (`{ manifest, pathPrefix }`, the
 * operator console) stays as written too: its routes are the host's to learn when a path under the prefix is opened,
 * so not one byte of them reaches a player's first screen. Not an object: served as is, for the host to refuse.
 */
export async function servedRemotesJson(opsFileText: string, webRoot: string): Promise<string> {
  let ops: unknown;
  try {
    ops = JSON.parse(opsFileText);
  } catch {
    return opsFileText;
  }
  if (typeof ops !== 'object' || ops === null || Array.isArray(ops)) return opsFileText;
  const served: [string, unknown][] = [];
  for (const [name, entry] of Object.entries(ops as Record<string, unknown>)) {
    const hosted = typeof entry === 'string' ? HOSTED_MANIFEST.exec(entry) : null;
    const routes = hosted && REMOTE_ID.test(hosted[1]) ? await hostedRoutes(path.join(webRoot, `remote-${hosted[1]}`, 'dist', 'mf-manifest.json')) : null;
    served.push([name, routes ? { manifest: entry, routes } : entry]);
  }
  // fromEntries defines each key as written (an assignment of `__proto__` would set the prototype instead).
  return JSON.stringify(Object.fromEntries(served));
}
