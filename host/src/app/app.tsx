/** The shell: the hash router around the app's routes, and the reality check over them. */
import { HashRouter } from '@racing/shared/src/routing/router';
import { AppRoutes } from './app-routes';
import { RealityCheckMount } from './reality-check-mount';
import '../layout/shell.css';

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
      <RealityCheckMount />
    </HashRouter>
  );
}
