/** Forced login: a guest opening a page that needs a user goes to the login page, which later returns here. */
import type { ReactNode } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { Navigate, useLocation } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { rememberPageBeforeLogin } from '@racing/shared/src/session/login-flow';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';

export const RequireLogin = observer(function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (session.isLoggedIn) return <>{children}</>;
  rememberPageBeforeLogin(location.pathname + location.search);
  return <Navigate to={LOGIN_PATH} replace />;
});
