/** POST /api/app/bet/bet/getHistory: my bets, newest first, each with its odds, stake, status, payout and the period's result. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { PageResult } from '@racing/shared/src/api/api-types';

/** 0 pending, 1 won, 2 lost, 3 push, 4 refunded. */
export type BetStatus = 0 | 1 | 2 | 3 | 4;

export interface MyBet {
  id: number;
  issue: string;
  rankId: number;
  rankName: string;
  /** The item's code: a number, big, small, odd, even, dragon or tiger. */
  code: string;
  itemName: string;
  odds: number;
  amount: number;
  status: BetStatus;
  payout: number;
  result: number[] | null;
  createTime: string;
  settleTime: string | null;
}

export function getMyBets(query: { page: number; size: number; status?: number; issue?: string }): Promise<PageResult<MyBet>> {
  return api.post<PageResult<MyBet>>('/app/bet/bet/getHistory', query);
}
