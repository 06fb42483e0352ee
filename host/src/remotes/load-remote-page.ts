/** Loads one route's page from its remote (`<remote>/pages/<page>`) within 60 s; a loaded page is cached so going back renders at once. */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { PageComponent, PageModule } from '@racing/shared/src/routing/remote-route-table';
import { loadTextsOfRemote } from '@racing/shared/src/i18n/i18n-setup';
import { resetRemote } from './remote-registry';

/** SPEC.md section 9: page load timeout. */
export const REMOTE_LOAD_TIMEOUT_MS = 60_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`${remote}: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

const loadedPages = new Map<string, PageComponent>();
const pageId = (remote: string, page: string) => `${remote}/pages/${page}`;

export function loadedRemotePage(remote: string, page: string): PageComponent | undefined {
  return loadedPages.get(pageId(remote, page));
}

async function fetchPage(remote: string, page: string): Promise<PageComponent> {
  // The texts only this remote's pages use arrive with the page, so it never renders before them (locale-parts.ts).
  const [module] = await Promise.all([loadRemote<PageModule>(pageId(remote, page)), loadTextsOfRemote(remote)]);
  if (!module?.default) throw new RemoteLoadError(remote, `no page ${page}`);
  return module.default;
}

export async function loadRemotePage(
  remote: string,
  page: string,
  options: { retry?: boolean; timeoutMs?: number } = {},
): Promise<PageComponent> {
  const cached = loadedRemotePage(remote, page);
  if (cached) return cached;
  if (options.retry) await resetRemote(remote);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timed out')), options.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    const component = await Promise.race([fetchPage(remote, page), timeout]);
    loadedPages.set(pageId(remote, page), component);
    return component;
  } finally {
    clearTimeout(timer);
  }
}

/** Tests start every case with nothing loaded. */
export function forgetLoadedPages(): void {
  loadedPages.clear();
}
