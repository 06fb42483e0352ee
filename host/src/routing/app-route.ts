/** A route as the shell knows it: a remote's declaration, plus which remote declared it. */
import type { RouteDeclaration } from '@racing/shared/src/routing/remote-route-table';

export interface AppRoute extends RouteDeclaration {
  /** The remote's name in remotes.json (its federation name). */
  remote: string;
}

export const DEFAULT_MAX_WIDTH = 750;

/** Every path that opens the route: its own and its aliases. */
export function routePaths(route: RouteDeclaration): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/** `/console` is under the prefix `/console`, and `/console/audit`; `/consoles` is not. */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
