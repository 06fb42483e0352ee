/**
 * The page's side of the service worker: registers it (production builds, after the page has loaded, so it never
 * competes with the first screen), tells it to cache the current remotes' files, looks for a new host build when the
 * player moves between pages, and when one is installed says so ("a new version is available") until the player takes
 * it: the new worker takes over and the page reloads on the new build.
 */
import { makeAutoObservable } from '@racing/shared/src/state/mobx';
import { SERVICE_WORKER_URL, SW_MESSAGES } from './pwa-protocol';

/** Asking the server for a new sw.js at most this often while the player moves between pages. */
const UPDATE_CHECK_INTERVAL_MS = 10_000;

class AppUpdate {
  /** A new build is installed and waits for the player's reload. */
  available = false;

  constructor() {
    makeAutoObservable(this);
  }

  announce(): void {
    this.available = true;
  }
}

export const appUpdate = new AppUpdate();

let registration: ServiceWorkerRegistration | undefined;
let lastCheck = 0;

/**
 * How long the new worker may take to take over before the page reloads anyway. The browser activates it only once the
 * running worker has finished what it is doing (a slow fetch, the remotes' caching), which can take long on a busy
 * phone; a tap on Reload must reload. The page then comes from the network all the same: index.html and main.js are
 * never answered from a cache, and the new build's hashed files are fetched.
 */
const TAKEOVER_WAIT_MS = 3_000;

/** Takes the waiting build: the new worker takes over, and the 'controllerchange' listener reloads the page on it. */
export function reloadOnNewVersion(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
  window.setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
}

function checkForUpdate(): void {
  if (!registration || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
  lastCheck = Date.now();
  registration.update().catch(() => undefined);
}

const watched = new WeakSet<ServiceWorker>();

/**
 * A worker being installed is news once it is installed and waits behind the one controlling this page: a build
 * deployed after this page loaded. The very first worker (no controller yet) simply starts serving the next load.
 */
function watchInstalling(worker: ServiceWorker | null): void {
  if (!worker || watched.has(worker)) return;
  watched.add(worker);
  const settle = (): void => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) appUpdate.announce();
  };
  worker.addEventListener('statechange', settle);
  settle();
}

// The browser's own service worker API, not workbox-window: the page needs only register, update, the waiting worker
// and the change of controller, and workbox-window's 2.7 KB were fetched on every first screen for them. The worker
// itself is built with Workbox (service-worker.ts).
async function register(): Promise<void> {
  const container = navigator.serviceWorker;
  // Only a worker that replaces another reloads the page; the first one (which claims this page) does not.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  const registered = await container.register(SERVICE_WORKER_URL);
  // A worker that was already waiting when this page loaded is of this page's own build (index.html and main.js always
  // come from the network): another tab still holds the old one. Only a build deployed after this page loaded is news.
  registered.addEventListener('updatefound', () => watchInstalling(registered.installing));
  watchInstalling(registered.installing);
  registration = registered;
  lastCheck = Date.now();
  // The remotes may have been redeployed since the worker was installed: have it cache what is current.
  const ready = await container.ready;
  ready.active?.postMessage({ type: SW_MESSAGES.cacheRemotes });
  window.addEventListener('hashchange', checkForUpdate);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

/** Registers the service worker once the page has loaded and the browser is idle; nothing in development or tests. */
export function startServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idle(() => void register().catch((error: unknown) => console.warn('[service worker]', error)));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
