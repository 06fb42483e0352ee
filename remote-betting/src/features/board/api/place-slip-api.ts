/** Placing a slip on the open period, possibly copied from a plan. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';

/** `planId` (CONTRACT.md of the plan hall): the slip copies that plan; every item must be one of its picks. */
export type SlipRequest = RequestBody<'/app/bet/bet/addbet'> & { planId?: number };

export type SlipAccepted = ResponseData<'/app/bet/bet/addbet', 'post'>;

export function placeSlip(slip: SlipRequest): Promise<SlipAccepted> {
  return api.post('/app/bet/bet/addbet', slip);
}
