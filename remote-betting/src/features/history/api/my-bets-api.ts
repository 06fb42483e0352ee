/** POST /api/app/bet/bet/getHistory: my bets, newest first, each with its odds, stake, status, payout and the period's result. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';

export type MyBetsPage = ResponseData<'/app/bet/bet/getHistory', 'post'>;

/** `status`: 0 pending, 1 won, 2 lost, 3 push, 4 refunded; `code` is the item's: a number, big, small, odd, even, dragon or tiger. */
export type MyBet = MyBetsPage['list'][number];

export function getMyBets(query: RequestBody<'/app/bet/bet/getHistory'>): Promise<MyBetsPage> {
  return api.post('/app/bet/bet/getHistory', query);
}
