/** Back goes to the previous page, or home when the page is alone in the history (SPEC.md section 2); a page may name another place than home. */
import { useCallback } from 'react';
import { useNavigate } from '@racing/shared/src/routing/router';
import { HOME_PATH } from '@racing/shared/src/navigation/app-navigator';

/** react-router numbers the entries it pushed; index 0 (or none: a page opened by a link, a reload) means nothing of ours to go back to. */
export function isAloneInHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return !state || typeof state.idx !== 'number' || state.idx === 0;
}

/** Back, or `fallback` in place of this page when it is alone in the history (a settings step falls back to Settings, say). */
export function useBackOr(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (isAloneInHistory()) navigate(fallback, { replace: true });
    else navigate(-1);
  }, [navigate, fallback]);
}

/** Back, or home when the page is alone in the history: the shell's back button and pages that leave once done. */
export function useBackOrHome(): () => void {
  return useBackOr(HOME_PATH);
}
