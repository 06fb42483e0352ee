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
}

/** A remote's `src/routes.ts` exports `routes` of this type: plain data, read by its build and by the host. */
export type RemoteRoutes = readonly RouteDeclaration[];
