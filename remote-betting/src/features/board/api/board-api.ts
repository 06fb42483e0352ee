/** Board calls: ranks in order, a rank's play items grouped by type, placing a slip, my bets. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { PageResult } from '@racing/shared/src/api/api-types';

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

/** 0 pending, 1 won, 2 lost, 3 push, 4 refunded. */
export type BetStatus = 0 | 1 | 2 | 3 | 4;

export interface MyBet {
  id: number;
  issue: string;
  rankName: string;
  itemName: string;
  odds: number;
  amount: number;
  status: BetStatus;
  payout: number;
  result: number[] | null;
  createTime: string;
  settleTime: string | null;
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

export function getMyBets(query: { page: number; size: number; status?: number; issue?: string }): Promise<PageResult<MyBet>> {
  return api.post<PageResult<MyBet>>('/app/bet/bet/getHistory', query);
}
