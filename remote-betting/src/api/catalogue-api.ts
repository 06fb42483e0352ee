/** The catalogue the board, the rules and the trend read: ranks in order, and each rank's play items grouped by type. */
import { api } from '@racing/shared/src/api/app-api-client';
export interface Rank {
  id: number;
  code: string;
  name: string;
}

export interface PlayItem {
  id: number;
  rankId: number;
  type: number;
  code: string;
  name: string;
  /** Decimal odds, stake included. */
  odds: number;
  /** Cents. */
  minStake: number;
  maxStake: number;
}

export interface PlayItemGroup {
  type: number;
  name: string;
  items: PlayItem[];
}

export interface RankPlayItems {
  rank: Rank;
  types: PlayItemGroup[];
}

export function listRanks(): Promise<Rank[]> {
  return api.post<Rank[]>('/app/bet/rank/listByOrder', {});
}

/** Every rank's items in one call: switching tabs then costs nothing. */
export function getPlayItems(): Promise<RankPlayItems[]> {
  return api.post<RankPlayItems[]>('/app/bet/rank/playItems', {});
}
