/** remote-betting's route table, exposed as `remote_betting/routes`: spec path → page loader. */
import type { RemoteRouteTable } from '@racing/shared/src/routing/remote-route-table';

export const routes: RemoteRouteTable = {
  '/': () => import('./pages/home-page'),
  '/pages/notice/detail': () => import('./pages/notice-detail-page'),
  '/pages/trend/index': () => import('./pages/trend-page'),
  '/pages/history/index': () => import('./pages/history-page'),
  '/pages/rules/index': () => import('./pages/rules-page'),
};
