/** The routes remote-console serves: its build publishes them in its manifest and exposes each page; the host learns them only when a /console path is opened. */
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';

/** The operator console's own frame draws the navigation, so every route has a custom bar, no tab and a wide page. */
const frame = { maxWidth: 1600, customNavBar: true } as const;

export const routes = [
  { path: '/console', page: 'console-sign-in', titleKey: 'console:shell.signIn.title', ...frame },
  { path: '/console/overview', page: 'console-overview', titleKey: 'console:overview.title', ...frame },
  { path: '/console/notices', page: 'console-notices', titleKey: 'console:notices.title', ...frame },
  { path: '/console/catalogue', page: 'console-catalogue', titleKey: 'console:catalogue.title', ...frame },
  { path: '/console/draws', page: 'console-draws', titleKey: 'console:draws.title', ...frame },
  { path: '/console/players', page: 'console-players', titleKey: 'console:players.title', ...frame },
  { path: '/console/player', page: 'console-player', titleKey: 'console:players.cardTitle', ...frame },
  { path: '/console/money', page: 'console-money', titleKey: 'console:money.title', ...frame },
  { path: '/console/cs', page: 'console-cs', titleKey: 'console:cs.title', ...frame },
  { path: '/console/audit', page: 'console-audit', titleKey: 'console:audit.title', ...frame },
  { path: '/console/operators', page: 'console-operators', titleKey: 'console:operators.title', ...frame },
] as const satisfies RemoteRoutes;
