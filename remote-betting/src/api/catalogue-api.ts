/** The catalogue the board, the rules and the trend read: ranks in order, and each rank's play items grouped by type. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

export type Rank = ResponseData<'/app/bet/rank/listByOrder', 'post'>[number];

/** A rank with its play items grouped by type (numbers, two-sided). */
export type RankPlayItems = ResponseData<'/app/bet/rank/playItems', 'post'>[number];

export type PlayItemGroup = RankPlayItems['types'][number];

/** One bettable item: decimal `odds` (stake included), `minStake` and `maxStake` in cents. */
export type PlayItem = PlayItemGroup['items'][number];

export function listRanks(): Promise<Rank[]> {
  return api.post('/app/bet/rank/listByOrder', {});
}

/** Every rank's items in one call: switching tabs then costs nothing. */
export function getPlayItems(): Promise<RankPlayItems[]> {
  return api.post('/app/bet/rank/playItems', {});
}
