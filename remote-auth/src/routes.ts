/** remote-auth's route table, exposed as `remote_auth/routes`: spec path → page loader. */
import type { RemoteRouteTable } from '@racing/shared/src/routing/remote-route-table';

export const routes: RemoteRouteTable = {
  '/pages/user/login': () => import('./pages/login-page'),
  '/pages/user/register': () => import('./pages/register-page'),
  '/pages/user/captcha': () => import('./pages/captcha-page'),
};
