/** Starts the shell: language, remotes from remotes.json, the user's profile when logged in, then the first render. */
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { onAfterLogin } from '@racing/shared/src/session/login-flow';
import { loadUserInfo } from '@racing/shared/src/session/load-user-info';
import { session } from '@racing/shared/src/session/session-store';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { earlyManifestPlugin } from './remotes/early-fetches';
import { App } from './app/app';

async function start(): Promise<void> {
  registerPlugins([earlyManifestPlugin()]);
  const [registration] = await Promise.allSettled([registerRemotesFromConfig(), initI18n()]);
  // Without remotes.json every route shows its retry screen; a tap reads the file again.
  if (registration.status === 'rejected') console.error('[remotes.json]', registration.reason);
  onAfterLogin(() => loadUserInfo().then(() => undefined));
  if (session.isLoggedIn) void loadUserInfo();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(<App />);
}

void start();
