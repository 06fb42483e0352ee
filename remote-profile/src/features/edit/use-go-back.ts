/** After a save: back to the page that opened the editor, or home when the editor is alone in the history (SPEC.md section 2). */
import { useCallback } from 'react';
import { useNavigate } from '@racing/shared/src/routing/router';
import { HOME_PATH } from '@racing/shared/src/navigation/app-navigator';

export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router numbers the entries it pushed; index 0 means nothing of ours to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate(HOME_PATH, { replace: true });
  }, [navigate]);
}
