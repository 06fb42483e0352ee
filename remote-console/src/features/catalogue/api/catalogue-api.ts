/** The console's catalogue calls (/api/admin/catalogue/*): the sum-11 rule in force, ranks on/off, play items' odds and stake bounds. */
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';

/** small: a sum of 11 is small and odd; push: the four sum two-sided items give the stake back. */
export type SumElevenRule = 'small' | 'push';

export interface CatalogueRank {
  /** 0 the champion + runner-up sum, 1..10 the places. */
  id: number;
  code: string;
  /** In the operator's language. */
  name: string;
  /** 1 on, 0 off. */
  status: number;
  orderNum: number;
  items: number;
  enabledItems: number;
}

export interface OddsItem {
  id: number;
  rankId: number;
  rankName: string;
  /** 0 numbers, 1 two-sided. */
  type: number;
  code: string;
  /** In the operator's language, as players of that language read it. */
  name: string;
  /** Decimal odds × 1000, stake included (9.8 → 9800). */
  odds: number;
  /** Cents. */
  minStake: number;
  maxStake: number;
  /** 1 on, 0 off. */
  status: number;
  orderNum: number;
  /** Chance the item wins, 0..1. */
  probability: number;
  /** Chance of a push (stake back), 0..1. */
  pushProbability: number;
  /** Return to player as a decimal (0.98 = 98%). */
  rtp: number;
}

export interface OddsChange {
  id: number;
  /** Thousandths. */
  odds?: number;
  minStake?: number;
  maxStake?: number;
  status?: number;
}

export function getSumElevenRule(): Promise<{ sumEleven: SumElevenRule }> {
  return adminGet<{ sumEleven: SumElevenRule }>('/catalogue/rule/info');
}

export function listRanks(): Promise<CatalogueRank[]> {
  return adminPost<CatalogueRank[]>('/catalogue/rank/list');
}

export function setRankStatus(id: number, status: number): Promise<CatalogueRank> {
  return adminPost<CatalogueRank>('/catalogue/rank/update', { id, status });
}

/** Every play item of a rank in board order (a rank has a few dozen at most). */
export function listOdds(rankId: number): Promise<OddsItem[]> {
  return adminPost<OddsItem[]>('/catalogue/odds/list', { rankId });
}

/** Refused (oddsAboveFullReturn) when the item would return more than 100%, or when min > max. */
export function updateOdds(change: OddsChange): Promise<OddsItem> {
  return adminPost<OddsItem>('/catalogue/odds/update', change);
}
