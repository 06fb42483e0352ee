/** Loads one spec route's page from its remote, within 60 s; a loaded page is cached so going back renders at once. */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@racing/shared/src/federation/remote-availability';
import type { PageComponent, RemoteRoutesModule } from '@racing/shared/src/routing/remote-route-table';
import { resetRemote } from './remote-registry';

/** SPEC.md section 9: page load timeout. */
export const REMOTE_LOAD_TIMEOUT_MS = 60_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote}: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

const loadedPages = new Map<string, PageComponent>();
const pageKey = (remote: RemoteName, path: string) => `${remote}:${path}`;

export function loadedRemotePage(remote: RemoteName, path: string): PageComponent | undefined {
  return loadedPages.get(pageKey(remote, path));
}

async function fetchPage(remote: RemoteName, path: string): Promise<PageComponent> {
  const routesModule = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  const loader = routesModule?.routes?.[path];
  if (!loader) throw new RemoteLoadError(remote, `no page for ${path}`);
  return (await loader()).default;
}

export async function loadRemotePage(
  remote: RemoteName,
  path: string,
  options: { retry?: boolean; timeoutMs?: number } = {},
): Promise<PageComponent> {
  const cached = loadedRemotePage(remote, path);
  if (cached) return cached;
  if (options.retry) await resetRemote(remote);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timed out')), options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    const page = await Promise.race([fetchPage(remote, path), timeout]);
    loadedPages.set(pageKey(remote, path), page);
    return page;
  } finally {
    clearTimeout(timer);
  }
}

/** Tests start every case with nothing loaded. */
export function forgetLoadedPages(): void {
  loadedPages.clear();
}
