/** The routes remote-profile serves: its build publishes them in its manifest and exposes each page. */
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';

export const routes = [
  { path: '/pages/index/my', page: 'my-page', titleKey: 'titles.mine', customNavBar: true, tab: { order: 2, labelKey: 'nav.mine' } },
  { path: '/pages/user/bill', page: 'bill-page', titleKey: 'titles.bill', requiresLogin: true },
  { path: '/pages/user/set', page: 'settings-page', titleKey: 'titles.settings', requiresLogin: true },
  { path: '/pages/user/edit', page: 'edit-page', titleKey: 'titles.edit', requiresLogin: true },
  { path: '/pages/user/about', page: 'about-page', titleKey: 'titles.aboutUs' },
] as const satisfies RemoteRoutes;
