/** Leaves a settings page once its work is done: back where the player came from, or to Settings when it was opened directly. */
import { useCallback } from 'react';
import { useNavigate } from '@racing/shared/src/routing/router';

export const SETTINGS_PATH = '/pages/user/set';

export function useLeavePage(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) navigate(-1);
    else navigate(SETTINGS_PATH, { replace: true });
  }, [navigate]);
}
