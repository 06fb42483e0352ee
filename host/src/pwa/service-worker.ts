/**
 * The service worker (built by Workbox's InjectManifest into the host's `sw.js`; registered by register-service-worker.ts).
 *
 * - The host's build is precached (its hashed chunks, the offline screen, icons, manifests) under Workbox's revisions;
 *   a host redeploy is a new sw.js, installed beside the running one and taken up when the player reloads.
 * - The remotes are deployed on their own, so their files cannot be in this build's list: at install, and whenever the
 *   page asks after its start, the worker reads remotes.json and each remote's manifest and caches the files of the
 *   current builds. Hashed files are then answered from the cache (their name is their content); files whose content
 *   changes under the same name (remotes.json, manifests, remoteEntry.js, main.js) always go to the network first, so a
 *   redeploy is seen at once and the cache is only for offline.
 * - The API, sockets and uploads are never cached.
 * - A page load without network gets the offline screen, in the player's language.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import { OFFLINE_PAGE, SW_MESSAGES, remoteFilesOf, type RemoteManifestLike } from './pwa-protocol';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

const scopeUrl = new URL('./', self.location.href);

// main.js is in the precache list for its revision (each host build is a new worker), but like index.html it comes
// from the network first: a page and its entry script are always of the same build.
const HOST_ENTRY = new URL('main.js', scopeUrl).href;
const deploymentFiles = new NetworkFirst({
  cacheName: 'racing-deployment',
  plugins: [new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => url.href === HOST_ENTRY, deploymentFiles);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const isApi = (url: URL) => url.origin === scopeUrl.origin && /^\/(api|socket\.io|uploads|health)(\/|$)/.test(url.pathname);
/** A file named by its content (`name.1a2b3c4d.js`): it never changes. */
const isHashed = (url: URL) => /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(url.pathname);
const isAppFile = (url: URL) => /\.(js|css|json|webmanifest|png|svg|woff2?)$/i.test(url.pathname);

registerRoute(({ url }) => isApi(url), new NetworkOnly());

const remoteFiles = new CacheFirst({
  cacheName: 'racing-app-files',
  plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => request.method === 'GET' && !isApi(url) && isAppFile(url) && isHashed(url), remoteFiles);
registerRoute(({ url, request }) => request.method === 'GET' && !isApi(url) && isAppFile(url) && !isHashed(url), deploymentFiles);

// A page load: always the network (index.html carries this deployment's policy and remotes), the offline screen without it.
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Caches the files of the players' remotes remotes.json names now; a remote that does not answer is skipped. */
async function cacheCurrentRemotes(event: ExtendableEvent): Promise<void> {
  const remotesUrl = new URL('remotes.json', scopeUrl).href;
  const remotes = (await fetchJson(remotesUrl).catch(() => ({}))) as Record<string, unknown>;
  // A remote kept to a path prefix (the operator console) is not a player's: it is left to the network.
  const manifests = Object.values(remotes)
    .map((entry) => (typeof entry === 'string' ? { manifest: entry } : (entry as { manifest?: unknown; pathPrefix?: unknown } | null)))
    .filter((entry) => entry !== null && entry.pathPrefix === undefined)
    .map((entry) => entry?.manifest)
    .filter((manifest): manifest is string => typeof manifest === 'string')
    .map((manifest) => new URL(manifest, remotesUrl).href);
  await Promise.all(
    manifests.map(async (manifestUrl) => {
      const manifest = (await fetchJson(manifestUrl).catch(() => null)) as RemoteManifestLike | null;
      if (!manifest) return;
      await Promise.all(
        remoteFilesOf(manifest, manifestUrl).map((url) => {
          const strategy = isHashed(new URL(url)) ? remoteFiles : deploymentFiles;
          return strategy.handle({ event, request: new Request(url) }).catch(() => undefined);
        }),
      );
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheCurrentRemotes(event).catch(() => undefined));
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGES.cacheRemotes) event.waitUntil(cacheCurrentRemotes(event).catch(() => undefined));
});
