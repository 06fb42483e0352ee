/** Remembers the page the user was on when they went to the login page, so login can return to it. */
import { useEffect, useRef } from 'react';
import { useLocation } from '@racing/shared/src/routing/router';
import { LOGIN_PATH } from '@racing/shared/src/navigation/app-navigator';
import { rememberPageBeforeLogin } from '@racing/shared/src/session/login-flow';

export function usePageBeforeLogin(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const here = location.pathname + location.search;
    if (location.pathname === LOGIN_PATH && previous.current) rememberPageBeforeLogin(previous.current);
    previous.current = here;
  }, [location.pathname, location.search]);
}
