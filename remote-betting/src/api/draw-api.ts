/** Draw calls: the period open for betting with the server's clock, paged results with their revealed seeds, one result, chain commitments. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { CallOptions, RequestQuery, ResponseData } from '@racing/shared/src/api/api-contract';

/** The period open for betting (or the next / the closed one counting down to its draw), the latest result and the server's clock (ISO `now`). */
export type CurrentDraw = ResponseData<'/app/lottery/result/current', 'get'>;

export type Period = NonNullable<CurrentDraw['period']>;

/** A drawn period: `places` holds the champion's number first … 10th place's last; `seed` is the revealed chain key (hex). */
export type DrawResult = ResultPage['list'][number];

export type ResultPage = ResponseData<'/app/lottery/result/getList', 'get'>;

/** `date` is YYYYMMDD. */
export type ResultQuery = RequestQuery<'/app/lottery/result/getList'>;

export type CommitmentPage = ResponseData<'/app/lottery/result/commitments', 'get'>;

export type Commitment = CommitmentPage['list'][number];

/** `onAnswered`: when the call went out and its answer came, which the server's `now` is read against. */
export function getCurrentDraw(onAnswered?: CallOptions['onAnswered']): Promise<CurrentDraw> {
  return api.get('/app/lottery/result/current', undefined, { onAnswered });
}

export function getResults(query: ResultQuery): Promise<ResultPage> {
  return api.get('/app/lottery/result/getList', query);
}

/** One drawn period (the same item as the results list); the server records it in a signed-in player's viewing history. */
export function getResult(issue: string): Promise<DrawResult> {
  return api.get('/app/lottery/result/info', { issue });
}

export function getCommitments(page = 1, size = 20): Promise<CommitmentPage> {
  return api.get('/app/lottery/result/commitments', { page, size });
}
