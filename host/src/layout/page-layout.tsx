/**
 * One route's frame: width limit centred on wide screens, the navigation bar unless the page draws its own, the tab bar
 * on tab pages, and the browser tab's title.
 */
import type { ReactNode } from 'react';
import { DEFAULT_MAX_WIDTH, type AppRoute } from '../routing/app-route';
import { NavBar } from './nav-bar';
import { TabBar } from './tab-bar';
import { useDocumentTitle } from './use-document-title';

export function PageLayout({ route, children }: { route: AppRoute; children: ReactNode }) {
  useDocumentTitle(route.titleKey);
  return (
    <div className="page-layout" style={{ maxWidth: route.maxWidth ?? DEFAULT_MAX_WIDTH }} data-route={route.path}>
      {!route.customNavBar && <NavBar titleKey={route.titleKey} />}
      <main className="page-layout__content">{children}</main>
      {route.tab && <TabBar />}
    </div>
  );
}
