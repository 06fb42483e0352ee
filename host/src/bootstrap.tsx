/** Starts the shell: language, remotes and their routes from remotes.json, the user's profile when logged in, then the first render. */
import { createRoot } from 'react-dom/client';
import { autorun } from 'mobx';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { onAfterLogin } from '@racing/shared/src/session/login-flow';
import { loadUserInfo } from '@racing/shared/src/session/load-user-info';
import { session } from '@racing/shared/src/session/session-store';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { earlyManifestPlugin } from './remotes/early-fetches';
import { publishServedRoutes, routeTable } from './routing/route-table';
import { rememberFirstPaintPaths } from './layout/first-paint-paths';
import { watchForRedeploys } from './remotes/redeploy-watch';
import { startServiceWorker } from './pwa/app-update';
import { followLanguageInManifestLink } from './pwa/app-manifest-link';
import { App } from './app/app';

async function start(): Promise<void> {
  registerPlugins([earlyManifestPlugin()]);
  autorun(publishServedRoutes);
  autorun(() => rememberFirstPaintPaths(routeTable.routes));
  // Remotes that declare their routes in remotes.json are known at once; the others' routes arrive while the shell runs.
  const registration = registerRemotesFromConfig().catch((error: unknown) => console.error('[remotes.json]', error));
  await Promise.allSettled([Promise.race([registration, routeTableSettled()]), initI18n()]);
  onAfterLogin(() => loadUserInfo().then(() => undefined));
  if (session.isLoggedIn) void loadUserInfo();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(<App />);
  followLanguageInManifestLink();
  watchForRedeploys();
  startServiceWorker();
}

/** Resolves as soon as remotes.json has been read (or failed): routes still on their way show progress where needed. */
function routeTableSettled(): Promise<void> {
  return new Promise((resolve) => {
    const dispose = autorun(() => {
      if (routeTable.config !== 'loading') {
        resolve();
        queueMicrotask(() => dispose());
      }
    });
  });
}

void start();
