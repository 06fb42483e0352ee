/** The responsible-play changes (app/user/responsible): stake limits, the reality-check interval and self-exclusion; each answers the new view. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody } from '@racing/shared/src/api/api-contract';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';
import { announceRealityCheckChange } from '@racing/shared/src/responsible/reality-check-events';

export type LimitChanges = RequestBody<'/app/user/responsible/setLimits'>;

export function setLimits(changes: LimitChanges): Promise<ResponsibleView> {
  return api.post('/app/user/responsible/setLimits', changes);
}

/** Saves the interval and tells the running reality check to read it again. */
export async function setRealityCheck(minutes: number): Promise<ResponsibleView> {
  const view = await api.post('/app/user/responsible/setRealityCheck', { minutes });
  announceRealityCheckChange(minutes);
  return view;
}

export function selfExclude(months: number): Promise<ResponsibleView> {
  return api.post('/app/user/responsible/selfExclude', { months });
}
