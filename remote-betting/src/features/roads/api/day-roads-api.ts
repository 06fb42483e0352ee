/** The day's roads: for every two-sided pair of the rule book, the side each of the business day's draws went to, judged by the server. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestQuery, ResponseData } from '@racing/shared/src/api/api-contract';

export type DayRoads = ResponseData<'/app/lottery/result/roads', 'get'>;

export type DayRoad = DayRoads['roads'][number];

export type RoadPair = DayRoad['pair'];

export function getDayRoads(query: RequestQuery<'/app/lottery/result/roads'> = {}): Promise<DayRoads> {
  return api.get('/app/lottery/result/roads', query);
}
