/** Starts the shell: language, remotes and their routes from remotes.json, the user's profile when logged in, then the first render. */
import { startTransition } from 'react';
import { autorun } from 'mobx';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initI18n, storedLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { onAfterLogin } from '@racing/shared/src/session/login-flow';
import { session } from '@racing/shared/src/session/session-store';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { earlyManifestPlugin } from './remotes/early-fetches';
import { publishServedRoutes, routeTable } from './routing/route-table';
import { rememberFirstPaintPaths } from './layout/first-paint-paths';
import { watchForRedeploys } from './remotes/redeploy-watch';
import { startServiceWorker } from './pwa/app-update';
import { followLanguageInManifestLink } from './pwa/app-manifest-link';
import { yieldToMain } from './app/yield-to-main';
import { warmIntlOffMainThread } from './app/warm-intl';

async function start(): Promise<void> {
  warmIntlOffMainThread(storedLanguage());
  registerPlugins([earlyManifestPlugin()]);
  autorun(publishServedRoutes);
  autorun(() => rememberFirstPaintPaths(routeTable.routes));
  // Remotes that declare their routes in remotes.json are known at once; the others' routes arrive while the shell runs.
  const registration = registerRemotesFromConfig().catch((error: unknown) => console.error('[remotes.json]', error));
  await Promise.allSettled([Promise.race([registration, routeTableSettled()]), initI18n()]);
  // The profile call and the api client under it are evaluated when first needed, not in start-up's first task.
  const loadUserInfo = () => import(/* webpackMode: "eager" */ '@racing/shared/src/session/load-user-info').then((module) => module.loadUserInfo());
  onAfterLogin(() => loadUserInfo().then(() => undefined));
  if (session.isLoggedIn) void loadUserInfo();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // Start-up in short tasks, so a tap is never kept waiting long: React DOM and the shell are evaluated in a task of their
  // own (they are in the start-up scripts already: no extra request), and the first render runs as a transition, which React splits into
  // slices of a few milliseconds.
  await yieldToMain();
  const [{ createRoot }, { App }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/app'),
  ]);
  await yieldToMain();
  startTransition(() => createRoot(root).render(<App />));
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
