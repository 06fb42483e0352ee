/** GET /api/app/user/dashboard/summary: the player's stake, payout and net per day and per play type over 7 or 30 days (cents). */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

export type DashboardSummary = ResponseData<'/app/user/dashboard/summary', 'get'>;

/** The ranges the server offers. */
export const DASHBOARD_RANGES = [7, 30] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export function getDashboardSummary(days: DashboardRange): Promise<DashboardSummary> {
  return api.get('/app/user/dashboard/summary', { days });
}
