/** The contract between the host and a remote: the remote's `./routes` module maps spec paths to page loaders. */
import type { ComponentType } from 'react';

/** Query parameters of the route, passed to the page as props (SPEC.md section 2). */
export type PageProps = Record<string, string | undefined>;

export type PageComponent = ComponentType<PageProps>;

/** Loads a page on demand; a loader (not a `React.lazy`) so the host can retry a chunk that failed to arrive. */
export type PageLoader = () => Promise<{ default: PageComponent }>;

export type RemoteRouteTable = Record<string, PageLoader>;

export interface RemoteRoutesModule {
  routes: RemoteRouteTable;
}
