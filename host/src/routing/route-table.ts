/** The routes the remotes declare, learnt at run time: what the router renders, the tab bar shows and unknown paths wait for. */
import { makeAutoObservable } from '@racing/shared/src/state/mobx';
import type { RouteDeclaration } from '@racing/shared/src/routing/remote-route-table';
import { servedRoutes } from '@racing/shared/src/routing/served-routes';
import { isUnderPrefix, routePaths, type AppRoute } from './app-route';

/** `deferred`: a remote serving only paths under its prefix, not asked yet because no such path has been opened. */
type RemoteRoutes = { status: 'deferred' } | { status: 'loading' } | { status: 'ready'; routes: AppRoute[] } | { status: 'failed' };

class RouteTable {
  /** remotes.json has not been read yet, or could not be. */
  config: 'loading' | 'ready' | 'failed' = 'loading';
  /** In remotes.json order: on a path two remotes declare, the first wins. */
  remotes = new Map<string, RemoteRoutes>();
  /** Remotes that serve only the paths under a prefix, by name. */
  prefixes = new Map<string, string>();

  constructor() {
    makeAutoObservable(this);
  }

  /** `deferredPrefixes`: the remotes learnt only when a path under their prefix is opened. */
  expectRemotes(names: string[], deferredPrefixes: Record<string, string> = {}): void {
    this.config = 'ready';
    this.prefixes = new Map(Object.entries(deferredPrefixes));
    this.remotes = new Map(names.map((name) => [name, this.prefixes.has(name) ? { status: 'deferred' } : { status: 'loading' }]));
  }

  /** The remotes not asked yet whose prefix covers `path`: opening it is what asks them. */
  deferredFor(path: string): string[] {
    return [...this.remotes].filter(([name, state]) => state.status === 'deferred' && this.covers(name, path)).map(([name]) => name);
  }

  /** A remote with no prefix may serve any path; one with a prefix only the paths under it. */
  private covers(remote: string, path: string): boolean {
    const prefix = this.prefixes.get(remote);
    return prefix === undefined || isUnderPrefix(path, prefix);
  }

  configFailed(): void {
    this.config = 'failed';
  }

  learning(remote: string): void {
    this.remotes.set(remote, { status: 'loading' });
  }

  learnt(remote: string, declarations: RouteDeclaration[]): void {
    this.remotes.set(remote, { status: 'ready', routes: declarations.map((declaration) => ({ ...declaration, remote })) });
  }

  failed(remote: string): void {
    this.remotes.set(remote, { status: 'failed' });
  }

  get routes(): AppRoute[] {
    const taken = new Set<string>();
    const routes: AppRoute[] = [];
    for (const [remote, state] of this.remotes) {
      if (state.status !== 'ready') continue;
      for (const route of state.routes) {
        const paths = routePaths(route).filter((path) => !taken.has(path));
        if (paths.length === 0) {
          console.warn(`[routes] ${remote} declares ${route.path}, already served by another remote`);
          continue;
        }
        paths.forEach((path) => taken.add(path));
        routes.push({ ...route, path: paths[0], aliases: paths.slice(1) });
      }
    }
    return routes;
  }

  /** Some remote's routes are still on their way: an unknown path may yet be one of them (a deferred remote is not on its way). */
  get pending(): boolean {
    return this.config === 'loading' || [...this.remotes.values()].some((state) => state.status === 'loading');
  }

  /** An unknown `path` may yet be declared: a remote that may serve it is still loading, or is deferred and about to be asked. */
  pendingFor(path: string): boolean {
    return (
      this.config === 'loading' ||
      [...this.remotes].some(([name, state]) => (state.status === 'loading' || state.status === 'deferred') && this.covers(name, path))
    );
  }

  /** A remote that may serve `path` could not say what it serves: offer a retry rather than "not found". */
  failedFor(path: string): boolean {
    return this.config === 'failed' || [...this.remotes].some(([name, state]) => state.status === 'failed' && this.covers(name, path));
  }

  get failedRemotes(): string[] {
    return [...this.remotes].filter(([, state]) => state.status === 'failed').map(([name]) => name);
  }

  /** Tab routes, in their declared order. */
  get tabs(): AppRoute[] {
    return this.routes.filter((route) => route.tab).sort((a, b) => a.tab!.order - b.tab!.order);
  }

  find(path: string): AppRoute | undefined {
    return this.routes.find((route) => routePaths(route).includes(path));
  }

  get servedPaths(): string[] {
    return this.routes.flatMap(routePaths);
  }
}

export const routeTable = new RouteTable();

/** Entry points in the remotes ask shared whether a route is served; the host keeps that answer current. */
export function publishServedRoutes(): void {
  servedRoutes.set(routeTable.pending ? null : routeTable.servedPaths);
}
