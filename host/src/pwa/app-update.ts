/**
 * The page's side of the service worker: registers it (production builds, after the page has loaded, so it never
 * competes with the first screen), tells it to cache the current remotes' files, looks for a new host build when the
 * player moves between pages, and when one is installed says so ("a new version is available") until the player takes
 * it: the new worker takes over and the page reloads on the new build.
 */
import { makeAutoObservable } from '@racing/shared/src/state/mobx';
import type { Workbox } from 'workbox-window';
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

let workbox: Workbox | undefined;
let lastCheck = 0;

/**
 * How long the new worker may take to take over before the page reloads anyway. The browser activates it only once the
 * running worker has finished what it is doing (a slow fetch, the remotes' caching), which can take long on a busy
 * phone; a tap on Reload must reload. The page then comes from the network all the same: index.html and main.js are
 * never answered from a cache, and the new build's hashed files are fetched.
 */
const TAKEOVER_WAIT_MS = 3_000;

/** Takes the waiting build: the new worker takes over, and the 'controlling' listener reloads the page on it. */
export function reloadOnNewVersion(): void {
  if (!workbox) {
    window.location.reload();
    return;
  }
  workbox.messageSkipWaiting();
  window.setTimeout(() => window.location.reload(), TAKEOVER_WAIT_MS);
}

function checkForUpdate(): void {
  if (!workbox || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
  lastCheck = Date.now();
  workbox.update().catch(() => undefined);
}

async function register(): Promise<void> {
  const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  const wb = new Workbox(SERVICE_WORKER_URL);
  // A worker that was already waiting when this page loaded is of this page's own build (index.html and main.js always
  // come from the network): another tab still holds the old one. Only a build deployed after this page loaded is news.
  wb.addEventListener('waiting', (event) => {
    if (!event.wasWaitingBeforeRegister) appUpdate.announce();
  });
  // Only a worker that replaces another reloads the page; the first one simply starts serving the next load.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  await wb.register();
  workbox = wb;
  lastCheck = Date.now();
  // The remotes may have been redeployed since the worker was installed: have it cache what is current.
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: SW_MESSAGES.cacheRemotes });
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
