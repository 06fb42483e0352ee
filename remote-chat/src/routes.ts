/** The routes remote-chat serves: its build publishes them in its manifest and exposes each page. */
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';

export const routes = [
  { path: '/uni_modules/cool-cs/pages/chat', page: 'chat-page', titleKey: 'titles.chat', requiresLogin: true },
] as const satisfies RemoteRoutes;
