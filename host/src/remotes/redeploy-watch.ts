/**
 * Notices a remote redeployed under the open app, and moves the player onto the new build by loading the page again.
 *
 * A remote's loaded container keeps its build's chunk names: after a redeploy it asks for chunks that are gone (a 404)
 * or, where names repeat, would mix modules of both builds in webpack's chunk registry. Swapping a container in place is
 * not safe, so the app reloads, once, when it sees the remote changed: on the player's next navigation (each one asks
 * for the manifests of the remotes in use, a small revalidated request), and when a remote's chunk fails to load (a
 * stale chunk). A chunk that fails while its remote did not change is a network failure: the retry screen, as before.
 */

/** The manifest each remote in use was loaded from, by absolute URL, as a comparable text. */
const inUse = new Map<string, string>();

/** Two reloads for a redeploy closer than this mean the new build does not settle: stay, and let the retry screen speak. */
const RELOAD_GUARD_MS = 30_000;
const RELOAD_GUARD_KEY = 'racing.redeployReloadAt';

const fingerprint = (manifest: unknown) => JSON.stringify(manifest);

/** Called with each manifest the federation runtime loads a remote from (early-fetches.ts). */
export function rememberManifestInUse(absoluteUrl: string, manifest: unknown): void {
  inUse.set(absoluteUrl, fingerprint(manifest));
}

async function changed(url: string, used: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return false; // gone or failing: not a new build to move to
    return fingerprint(await response.json()) !== used;
  } catch {
    return false;
  }
}

let checking: Promise<boolean> | null = null;

/** Whether any remote in use has a different build on the server now. */
export function remotesRedeployed(): Promise<boolean> {
  if (inUse.size === 0) return Promise.resolve(false);
  checking ??= Promise.all([...inUse].map(([url, used]) => changed(url, used)))
    .then((answers) => answers.some(Boolean))
    .finally(() => {
      checking = null;
    });
  return checking;
}

function reloadedJustNow(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0) < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/** Reloads the page when a remote in use was redeployed (at most once in a short while); resolves whether it does. */
export async function reloadIfRedeployed(reload: () => void = () => window.location.reload()): Promise<boolean> {
  if (!(await remotesRedeployed()) || reloadedJustNow()) return false;
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // Storage refused: the reload still happens, only the loop guard is lost.
  }
  reload();
  return true;
}

/** Each navigation looks for a redeploy of the remotes in use. */
export function watchForRedeploys(): void {
  window.addEventListener('hashchange', () => void reloadIfRedeployed());
}

/** Tests start every case with nothing in use. */
export function forgetManifestsInUse(): void {
  inUse.clear();
  checking = null;
}
