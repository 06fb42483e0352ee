/** What the page and the service worker (service-worker.ts) agree on: file names, messages, a remote's files. */

/** The offline screen the worker answers a page load with when there is no network (scripts/webpack/pwa-assets-plugin.js). */
export const OFFLINE_PAGE = 'offline.html';

/** The worker script, beside index.html. */
export const SERVICE_WORKER_URL = './sw.js';

export const SW_MESSAGES = {
  /** A new worker waits: take over now (the page reloads when it controls it). Workbox's own message type. */
  skipWaiting: 'SKIP_WAITING',
  /** Cache the files of the remotes remotes.json names now (the page started; a remote may have been redeployed). */
  cacheRemotes: 'CACHE_REMOTES',
} as const;

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The parts of a remote's mf-manifest.json that name its files. */
export interface RemoteManifestLike {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: Assets }>;
  routes?: Array<{ assets?: { js?: string[]; css?: string[]; shared?: Record<string, string[]> } }>;
}

const filesOf = (assets: Assets | undefined) => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/** Absolute URLs of a remote's entry, its pages' files and the shared modules its routes load from it. */
export function remoteFilesOf(manifest: RemoteManifestLike, manifestUrl: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(publicPath, manifestUrl).href;
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    ...(entry?.name ? [entry.path ? `${entry.path}/${entry.name}` : entry.name] : []),
    ...(manifest.exposes ?? []).flatMap((expose) => filesOf(expose.assets)),
    ...(manifest.routes ?? []).flatMap((route) => [...(route.assets?.js ?? []), ...(route.assets?.css ?? []), ...Object.values(route.assets?.shared ?? {}).flat()]),
  ];
  return [...new Set(files.filter((file) => typeof file === 'string' && file !== '').map((file) => new URL(file, base).href))];
}
