/** The contract between the host and a remote: the routes a remote declares it serves, and what each of its pages is. */
import type { ComponentType } from 'react';

/** Query parameters of the route, passed to the page as props (SPEC.md section 2). */
export type PageProps = Record<string, string | undefined>;

export type PageComponent = ComponentType<PageProps>;

/** What a page module (`src/pages/<page>.tsx`, exposed as `./pages/<page>`) exports. */
export interface PageModule {
  default: PageComponent;
}

/** The icons the shell draws in its tab bar. */
export type TabIconName = 'home' | 'mine';

/** A bottom tab: the shell shows one for every route that declares it, ordered by `order`, its icon above its label. */
export interface RouteTab {
  order: number;
  labelKey: string;
  icon?: TabIconName;
}

/**
 * A read the route's page makes at once, which index.html's boot script starts with the page itself (before any script
 * has arrived) instead of after the page has rendered: one round trip less before the page shows its data. Only for a
 * public read whose answer is the same for every player, signed in or not (it is sent without the player's token), and
 * as the page's own call sends it: the same method, path (under the API base) and body. The api client takes the answer
 * over once (shared/src/api/early-reads.ts).
 */
export interface EarlyRead {
  method: 'GET' | 'POST';
  /** The call's path as the page passes it to the api client, `/app/...`; a GET's query is part of it. */
  url: string;
  /** A POST's JSON body, as the page sends it. */
  body?: Record<string, unknown>;
}

/**
 * One route a remote serves, and everything the host needs to frame it. The remote's build writes its declarations into
 * its mf-manifest.json (`routes`), and exposes each page as `./pages/<page>`: the host learns routes at run time, so a
 * remote adds a page by deploying alone.
 */
export interface RouteDeclaration {
  /** Hash path, in the spec's style: `/pages/<area>/<page>`. */
  path: string;
  /** Other paths that open the same page (the spec's `/pages/index/index` for `/`). */
  aliases?: readonly string[];
  /** The page module: `src/pages/<page>.tsx` in the remote. */
  page: string;
  /** Locale key of the title in the navigation bar. */
  titleKey: string;
  /** A guest opening the route goes to login first. */
  requiresLogin?: boolean;
  /** The route is a tab of the bottom bar. */
  tab?: RouteTab;
  /** Widest the page may grow, in px; wider windows centre it. */
  maxWidth?: number;
  /** The page draws its own navigation bar (the tab pages). */
  customNavBar?: boolean;
  /** Reads started with the page, before its scripts arrive (see EarlyRead). */
  earlyReads?: readonly EarlyRead[];
}

/** A remote's `src/routes.ts` exports `routes` of this type: plain data, read by its build and by the host. */
export type RemoteRoutes = readonly RouteDeclaration[];
