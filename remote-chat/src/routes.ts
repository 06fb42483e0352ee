/** remote-chat's route table, exposed as `remote_chat/routes`: spec path → page loader. */
import type { RemoteRouteTable } from '@racing/shared/src/routing/remote-route-table';

export const routes: RemoteRouteTable = {
  '/uni_modules/cool-cs/pages/chat': () => import('./pages/chat-page'),
};
