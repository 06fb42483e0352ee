/** remote-profile's route table, exposed as `remote_profile/routes`: spec path → page loader. */
import type { RemoteRouteTable } from '@racing/shared/src/routing/remote-route-table';

export const routes: RemoteRouteTable = {
  '/pages/index/my': () => import('./pages/my-page'),
  '/pages/user/bill': () => import('./pages/bill-page'),
  '/pages/user/set': () => import('./pages/settings-page'),
  '/pages/user/edit': () => import('./pages/edit-page'),
  '/pages/user/about': () => import('./pages/about-page'),
};
