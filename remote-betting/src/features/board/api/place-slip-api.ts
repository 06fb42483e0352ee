/** Placing a slip on the open period. */
import { api } from '@racing/shared/src/api/app-api-client';

export interface SlipRequest {
  issue: string;
  requestId: string;
  items: { oddsId: number; amount: number }[];
}

export interface SlipAccepted {
  slipId: number;
  issue: string;
  total: number;
  balance: number;
  replayed: boolean;
}

export function placeSlip(slip: SlipRequest): Promise<SlipAccepted> {
  return api.post<SlipAccepted>('/app/bet/bet/addbet', slip);
}
