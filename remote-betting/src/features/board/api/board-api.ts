/** Board calls: ranks in order, a rank's play items grouped by type, placing a slip. */
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

export interface SlipRequest {
  issue: string;
  requestId: string;
  items: { oddsId: number; amount: number }[];
}

export interface SlipAccepted {
  slipId: number;
  issue: string;
  total: number;
  balance: number;
  replayed: boolean;
}

export function listRanks(): Promise<Rank[]> {
  return api.post<Rank[]>('/app/bet/rank/listByOrder', {});
}

/** Every rank's items in one call: switching tabs then costs nothing. */
export function getPlayItems(): Promise<RankPlayItems[]> {
  return api.post<RankPlayItems[]>('/app/bet/rank/playItems', {});
}

export function placeSlip(slip: SlipRequest): Promise<SlipAccepted> {
  return api.post<SlipAccepted>('/app/bet/bet/addbet', slip);
}
