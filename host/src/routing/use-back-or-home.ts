/** Back goes to the previous page, or home when the page is alone in the history (SPEC.md section 2). */
import { useCallback } from 'react';
import { useNavigate } from '@racing/shared/src/routing/router';
import { HOME_PATH } from '@racing/shared/src/navigation/app-navigator';

/** react-router numbers the entries it pushed; index 0 means nothing of ours to go back to. */
export function isAloneInHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return !state || typeof state.idx !== 'number' || state.idx === 0;
}

export function useBackOrHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (isAloneInHistory()) navigate(HOME_PATH, { replace: true });
    else navigate(-1);
  }, [navigate]);
}
