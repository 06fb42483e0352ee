/** The shell: the hash router around the app's routes. */
import { HashRouter } from '@racing/shared/src/routing/router';
import { AppRoutes } from './app-routes';
import '../layout/shell.css';

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
