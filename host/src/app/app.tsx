/** The shell: the hash router around the app's routes, and what a signed-in player gets on every page (the reality check, notification pop-ups), and the word when a new version waits. */
import { HashRouter } from '@racing/shared/src/routing/router';
import { AppRoutes } from './app-routes';
import { RealityCheckMount } from './reality-check-mount';
import { NotificationPopupsMount } from './notification-popups-mount';
import { UpdateBanner } from '../pwa/update-banner';
import '../layout/shell.css';

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
      <RealityCheckMount />
      <NotificationPopupsMount />
      <UpdateBanner />
    </HashRouter>
  );
}
