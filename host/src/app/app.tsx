/** The shell: the hash router around the app's routes. */
import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import '../layout/shell.css';

export function App() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
