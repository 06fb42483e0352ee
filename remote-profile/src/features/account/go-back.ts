/** Back to the page before, or home when this page is alone in the history (SPEC.md section 2), the way the host's back button goes. */
import { useCallback } from 'react';
import { useNavigate } from '@racing/shared/src/routing/router';
import { HOME_PATH } from '@racing/shared/src/navigation/app-navigator';

export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router numbers the entries it pushed: index 0 (or none) means nothing of ours to go back to.
    const state = window.history.state as { idx?: number } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}
