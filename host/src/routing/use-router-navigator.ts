/** Hands react-router's navigate to the shared navigator, so the api client and the session navigate inside the router. */
import { useEffect } from 'react';
import { useNavigate } from '@racing/shared/src/routing/router';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';

export function useRouterNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    appNavigator.use((to, options) => navigate(to, options));
    return () => appNavigator.use(null);
  }, [navigate]);
}
