/** Draw calls: the period open for betting with the server's clock, paged results with their revealed seeds, chain commitments. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { PageResult } from '@racing/shared/src/api/api-types';

export type PeriodStatus = 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled' | 'refunded';

export interface Period {
  issue: string;
  openAt: string;
  closeAt: string;
  drawAt: string;
  status: PeriodStatus;
}

export interface DrawResult {
  issue: string;
  /** Champion's number first … 10th place's last. */
  places: number[];
  drawAt: string;
  status?: string;
  /** The revealed chain key x_k (hex). */
  seed: string;
  chainId: string;
  chainIndex: number;
}

export interface CurrentDraw {
  period: Period | null;
  latest: DrawResult | null;
  /** The server's clock when it answered (ISO). */
  now: string;
}

export interface Commitment {
  chainId: string;
  game: string;
  length: number;
  firstIssue: string;
  commitment: string;
  algorithm: string;
  salt: string;
}

export function getCurrentDraw(): Promise<CurrentDraw> {
  return api.get<CurrentDraw>('/app/lottery/result/current');
}

export interface ResultQuery {
  page: number;
  size: number;
  issue?: string;
  /** YYYYMMDD */
  date?: string;
}

export function getResults(query: ResultQuery): Promise<PageResult<DrawResult>> {
  return api.get<PageResult<DrawResult>>('/app/lottery/result/getList', { ...query });
}

export function getCommitments(page = 1, size = 20): Promise<PageResult<Commitment>> {
  return api.get<PageResult<Commitment>>('/app/lottery/result/commitments', { page, size });
}
