/** Placing a slip on the open period. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';

export type SlipRequest = RequestBody<'/app/bet/bet/addbet'>;

export type SlipAccepted = ResponseData<'/app/bet/bet/addbet', 'post'>;

export function placeSlip(slip: SlipRequest): Promise<SlipAccepted> {
  return api.post('/app/bet/bet/addbet', slip);
}
