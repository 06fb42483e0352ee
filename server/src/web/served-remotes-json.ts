// remotes.json as served: the ops file, with the route declarations of each remote this server hosts inlined from its
// build, each with the files its page needs first.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_ID } from './built-remotes';

/** A remote this server hosts: `/remotes/<id>/mf-manifest.json`, built in `<webRoot>/remote-<id>/dist`. */
const HOSTED_MANIFEST = /^\/remotes\/([^/]+)\/mf-manifest\.json$/;

type ManifestRoutes = { mtimeMs: number; routes: unknown[] | null };
const cache = new Map<string, ManifestRoutes>();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const fileNames = (value: unknown): string[] => (Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : []);

/**
 * Resolves a build's file names against where the build is served: its `publicPath` when the manifest names one, else
 * (`auto`) the folder of its manifest. A same-origin address stays a path (`/remotes/betting/remoteEntry.js`).
 */
function fileResolver(manifestUrl: string, metaData: Record<string, unknown>): (file: string) => string {
  const here = new URL(manifestUrl, 'http://same-origin.invalid/');
  const publicPath = typeof metaData.publicPath === 'string' && metaData.publicPath !== 'auto' ? metaData.publicPath : '.';
  const base = new URL(publicPath, here);
  return (file) => {
    const url = new URL(file, base);
    return url.origin === here.origin ? url.pathname : url.href;
  };
}

/** The remote entry's file name as the manifest gives it (`{ path, name }`), or null when it gives none. */
function remoteEntryFile(metaData: Record<string, unknown>): string | null {
  const entry = metaData.remoteEntry;
  if (!isObject(entry) || typeof entry.name !== 'string') return null;
  return typeof entry.path === 'string' && entry.path !== '' ? `${entry.path}/${entry.name}` : entry.name;
}

/**
 * The `routes` a built remote's manifest declares, each with `files`: the remote entry, the page's own scripts and its
 * stylesheets, as addresses. The boot script in index.html preloads them the moment remotes.json arrives, instead of
 * waiting one more round trip for the manifest. The full asset lists (the shared modules' chunks, which the host mostly
 * provides) stay in the manifest. Null when there are none or the manifest cannot be read.
 */
async function hostedRoutes(manifestFile: string, manifestUrl: string): Promise<unknown[] | null> {
  const stat = await fs.promises.stat(manifestFile).catch(() => null);
  if (!stat) return null;
  const cached = cache.get(manifestFile);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.routes;
  let routes: unknown[] | null = null;
  try {
    const manifest = JSON.parse(await fs.promises.readFile(manifestFile, 'utf8')) as { routes?: unknown; metaData?: unknown };
    const metaData = isObject(manifest.metaData) ? manifest.metaData : {};
    const resolve = fileResolver(manifestUrl, metaData);
    const entryFile = remoteEntryFile(metaData);
    if (Array.isArray(manifest.routes)) {
      routes = manifest.routes.map((route) => {
        if (!isObject(route)) return route;
        const { assets, ...declaration } = route;
        if (!entryFile || !isObject(assets)) return declaration;
        const js = [entryFile, ...fileNames(assets.js)].map(resolve);
        return { ...declaration, files: { js, css: fileNames(assets.css).map(resolve) } };
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
    const routes = hosted && REMOTE_ID.test(hosted[1]) ? await hostedRoutes(path.join(webRoot, `remote-${hosted[1]}`, 'dist', 'mf-manifest.json'), hosted[0]) : null;
    served.push([name, routes ? { manifest: entry, routes } : entry]);
  }
  // fromEntries defines each key as written (an assignment of `__proto__` would set the prototype instead).
  return JSON.stringify(Object.fromEntries(served));
}
