/**
 * Remembers which paths index.html's static first paint stands for: the home route and its aliases, as the remotes last
 * declared them. The paint runs before any JavaScript, so it reads them from storage (scripts/webpack/home-first-paint.js).
 */
import { HOME_PATH } from '@racing/shared/src/navigation/app-navigator';
import { routePaths, type AppRoute } from '../routing/app-route';

/** Read by the first paint's script, which scripts/webpack/home-first-paint.js builds. */
export const FIRST_PAINT_PATHS_KEY = 'first-paint-paths';

export function rememberFirstPaintPaths(routes: AppRoute[]): void {
  const home = routes.find((route) => routePaths(route).includes(HOME_PATH));
  if (!home) return;
  try {
    window.localStorage.setItem(FIRST_PAINT_PATHS_KEY, JSON.stringify(routePaths(home)));
  } catch {
    // Storage full or denied: the paint keeps showing for the root only.
  }
}
