/** The routes remote-chat serves: its build publishes them in its manifest and exposes each page. */
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';

export const routes = [
  { path: '/uni_modules/cool-cs/pages/chat', page: 'chat-page', titleKey: 'titles.chat', requiresLogin: true },
  // Operators sign in through the console (#/console), not as players; the inbox draws its own bar and uses a desktop's width.
  { path: '/pages/cs/inbox', page: 'agent-inbox-page', titleKey: 'inbox:title', maxWidth: 1600, customNavBar: true },
] as const satisfies RemoteRoutes;
