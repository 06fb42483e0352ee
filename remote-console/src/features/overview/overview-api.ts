/** GET /api/admin/stats/overview/summary: per business day and per play type, in cents. */
import { adminGet } from '@racing/shared/src/operator/admin-client';

export const PLAY_TYPES = ['numbers', 'twoSided', 'sum'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export interface Figures {
  stakes: number;
  payouts: number;
  /** stakes − payouts. */
  ggr: number;
  bets: number;
}

export interface DayFigures extends Figures {
  /** Business date YYYYMMDD. */
  date: string;
  activePlayers: number;
  byPlayType: Record<PlayType, Figures>;
}

export interface Overview {
  days: DayFigures[];
  today: DayFigures;
  byPlayType: Record<PlayType, Figures>;
}

export const fetchOverview = (days: number) => adminGet<Overview>('/stats/overview/summary', { days });

/** YYYYMMDD as a local Date at midnight, for the date formatter. */
export function businessDay(date: string): Date {
  return new Date(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)));
}
