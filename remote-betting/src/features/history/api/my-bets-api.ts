/** POST /api/app/bet/bet/getHistory: my bets, newest first, each with its odds, stake, status, payout and the period's result. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';

type HistoryAnswer = ResponseData<'/app/bet/bet/getHistory', 'post'>;

/**
 * `status`: 0 pending, 1 won, 2 lost, 3 push, 4 refunded; `code` is the item's: a number, big, small, odd, even, dragon or
 * tiger; `planId`: the plan the slip was copied from; `publishedPlanId`: the plan it was published as.
 */
export type MyBet = HistoryAnswer['list'][number];

export type MyBetsPage = HistoryAnswer;

export function getMyBets(query: RequestBody<'/app/bet/bet/getHistory'>): Promise<MyBetsPage> {
  return api.post('/app/bet/bet/getHistory', query);
}
