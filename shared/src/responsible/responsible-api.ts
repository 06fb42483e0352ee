/** GET /api/app/user/responsible/info and /session: the player's responsible-play settings, and what this login has staked and won so far. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

/** Limits in force and waiting, stakes used per window, self-exclusion and the reality-check interval. */
export type ResponsibleView = ResponseData<'/app/user/responsible/info', 'get'>;

/** Since this login began (`loginAt`, ISO): stakes, payouts, net result (cents) and bets placed. */
export type PlaySession = ResponseData<'/app/user/responsible/session', 'get'>;

export function getResponsibleInfo(): Promise<ResponsibleView> {
  return api.get('/app/user/responsible/info');
}

export function getPlaySession(): Promise<PlaySession> {
  return api.get('/app/user/responsible/session');
}
