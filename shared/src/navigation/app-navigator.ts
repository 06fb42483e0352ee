/** Navigation usable outside React (api client, session): the host plugs in its router, otherwise the hash is set directly. */

export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

export const LOGIN_PATH = '/pages/user/login';
export const HOME_PATH = '/';

function navigateByHash(to: string, options?: { replace?: boolean }): void {
  if (options?.replace) window.location.replace(`#${to}`);
  else window.location.hash = to;
}

let navigateImpl: NavigateFn = navigateByHash;

export const appNavigator = {
  /** The host hands over react-router's navigate so history indexes stay consistent. */
  use(navigate: NavigateFn | null): void {
    navigateImpl = navigate ?? navigateByHash;
  },
  push(to: string): void {
    navigateImpl(to);
  },
  replace(to: string): void {
    navigateImpl(to, { replace: true });
  },
  /** Leaves the current page for `to` without keeping it to go back to (uni-app's reLaunch). */
  relaunch(to: string): void {
    navigateImpl(to, { replace: true });
  },
  /** Path of the current hash route, without its query. */
  currentPath(): string {
    const hash = window.location.hash.replace(/^#/, '') || '/';
    return hash.split('?')[0] || '/';
  },
  /** Path and query of the current hash route. */
  currentLocation(): string {
    return window.location.hash.replace(/^#/, '') || '/';
  },
};

/** Builds `path?query` from a params object, skipping empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
