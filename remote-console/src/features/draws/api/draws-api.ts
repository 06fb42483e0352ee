/** The console's draw calls (/api/admin/draw/*): hash chains, periods with their state and bets, one period's seed and checks, cancellation. */
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';
import type { AdminPage, PageQuery } from '../../../lib/use-admin-page';

export interface DrawChain {
  /** The business date (YYYYMMDD) the chain draws. */
  chainId: string;
  length: number;
  firstIssue: string;
  /** x_0 (hex), published before the first period opened. */
  commitment: string;
  algorithm: string;
  salt: string;
  createTime: string;
  periods: number;
  drawn: number;
  cancelled: number;
}

/** open and closed are a scheduled period by the clock. */
export const PERIOD_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled', 'refunded'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export interface Period {
  issue: string;
  chainId: string;
  chainIndex: number;
  status: PeriodStatus;
  openAt: string;
  closeAt: string;
  drawAt: string;
  /** Champion's number first; null until drawn. */
  places: number[] | null;
  /** A reason code (operator, noCommittedChain, beaconUnavailable). */
  cancelReason: string | null;
  bets: number;
  /** Cents. */
  stakes: number;
}

export interface VerificationStep {
  step: 'commitment' | 'previousKey' | 'replay' | 'algorithm';
  /** null when the check cannot be made. */
  passed: boolean | null;
  detail: string;
}

export interface PeriodInfo extends Period {
  drawnAt: string | null;
  settledAt: string | null;
  /** The revealed key x_k (hex); null until drawn. */
  seed: string | null;
  commitment: string;
  chainLength: number;
  algorithm: string;
  salt: string;
  /** Cents paid back: winnings, pushes, refunds. */
  payouts: number;
  /** Empty until drawn. */
  verification: VerificationStep[];
}

export interface PeriodQuery extends PageQuery {
  /** YYYYMMDD; the server takes today's business date when neither date nor issue is given. */
  date?: string;
  /** A period number or its first digits. */
  issue?: string;
  status?: PeriodStatus;
}

export function getChainPage(query: PageQuery): Promise<AdminPage<DrawChain>> {
  return adminPost<AdminPage<DrawChain>>('/draw/chain/page', query);
}

export function getPeriodPage(query: PeriodQuery): Promise<AdminPage<Period>> {
  return adminPost<AdminPage<Period>>('/draw/period/page', query);
}

export function getPeriodInfo(issue: string): Promise<PeriodInfo> {
  return adminGet<PeriodInfo>('/draw/period/info', { issue });
}

/** Refunds every stake exactly once; answers the period's status after (refunded, or cancelled while the refund finishes). */
export function cancelPeriod(issue: string, reason: string): Promise<{ issue: string; status: string }> {
  return adminPost<{ issue: string; status: string }>('/draw/period/cancel', { issue, reason });
}
