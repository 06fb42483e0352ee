/** Leaves a settings page once its work is done: back where the player came from, or to Settings when it was opened directly. */
import { useBackOr } from '@racing/shared/src/navigation/use-back-or-home';

export const SETTINGS_PATH = '/pages/user/set';

export function useLeavePage(): () => void {
  return useBackOr(SETTINGS_PATH);
}
