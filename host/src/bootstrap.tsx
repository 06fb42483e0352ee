/** Starts the shell: language, remotes and their routes from remotes.json, the user's profile when logged in, then the first render. */
import { startTransition } from 'react';
import { yieldToMain } from './app/yield-to-main';
import { warmIntlOffMainThread } from './app/warm-intl';

// The modules below are in the start-up scripts already (eager imports fetch nothing): importing them in stages lets the
// browser paint and answer input between their evaluations, instead of running every library's module code in one task.
const eager = {
  i18n: () => import(/* webpackMode: "eager" */ '@racing/shared/src/i18n/i18n-setup'),
  remotes: () =>
    Promise.all([
      import(/* webpackMode: "eager" */ '@module-federation/enhanced/runtime'),
      import(/* webpackMode: "eager" */ './remotes/early-fetches'),
      import(/* webpackMode: "eager" */ './remotes/remote-registry'),
    ]),
  shell: () =>
    Promise.all([
      import(/* webpackMode: "eager" */ '@racing/shared/src/state/mobx'),
      import(/* webpackMode: "eager" */ './routing/route-table'),
      import(/* webpackMode: "eager" */ './layout/first-paint-paths'),
      import(/* webpackMode: "eager" */ '@racing/shared/src/session/login-flow'),
      import(/* webpackMode: "eager" */ '@racing/shared/src/session/session-store'),
    ]),
  after: () =>
    Promise.all([
      import(/* webpackMode: "eager" */ './remotes/redeploy-watch'),
      import(/* webpackMode: "eager" */ './pwa/app-update'),
      import(/* webpackMode: "eager" */ './pwa/app-manifest-link'),
    ]),
};

async function start(): Promise<void> {
  const { initI18n, storedLanguage } = await eager.i18n();
  warmIntlOffMainThread(storedLanguage());
  const i18nReady = initI18n();
  await yieldToMain();
  const [{ registerPlugins }, { earlyManifestPlugin }, { registerRemotesFromConfig }] = await eager.remotes();
  registerPlugins([earlyManifestPlugin()]);
  // Remotes that declare their routes in remotes.json are known at once; the others' routes arrive while the shell runs.
  const registration = registerRemotesFromConfig().catch((error: unknown) => console.error('[remotes.json]', error));
  await yieldToMain();
  const [{ autorun, when }, { publishServedRoutes, routeTable }, { rememberFirstPaintPaths }, { onAfterLogin }, { session }] = await eager.shell();
  autorun(publishServedRoutes);
  autorun(() => rememberFirstPaintPaths(routeTable.routes));
  // As soon as remotes.json has been read (or failed): routes still on their way show progress where needed.
  const routeTableSettled = when(() => routeTable.config !== 'loading');
  await Promise.allSettled([Promise.race([registration, routeTableSettled]), i18nReady]);
  // The profile call and the api client under it are evaluated when first needed, not in start-up's first task.
  const loadUserInfo = () => import(/* webpackMode: "eager" */ '@racing/shared/src/session/load-user-info').then((module) => module.loadUserInfo());
  onAfterLogin(() => loadUserInfo().then(() => undefined));
  if (session.isLoggedIn) void loadUserInfo();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // Start-up in short tasks, so a tap is never kept waiting long: React DOM, then the shell, are each evaluated in a task
  // of their own (they are in the start-up scripts already: no extra request; together they took one task of ~20 ms,
  // 80 ms on a phone-class CPU), and the first render runs as a transition, which React splits into slices of a few
  // milliseconds.
  await yieldToMain();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  // The shell's heaviest imports, each evaluated in a task of its own before the shell's: the router, and the api client
  // with axios under it (the tab bar's unread badge reads through it). In the shell's task they made it a long one.
  await import(/* webpackMode: "eager" */ '@racing/shared/src/routing/router');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@racing/shared/src/api/app-api-client');
  await yieldToMain();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await yieldToMain();
  startTransition(() => createRoot(root).render(<App />));
  const [{ watchForRedeploys }, { startServiceWorker }, { followLanguageInManifestLink }] = await eager.after();
  followLanguageInManifestLink();
  watchForRedeploys();
  startServiceWorker();
}

void start();
