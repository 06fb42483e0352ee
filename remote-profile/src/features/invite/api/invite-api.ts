/** The invite calls (app/user/invite): my code and its registration path, and the players who registered with it. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

export type InviteInfo = ResponseData<'/app/user/invite/info', 'get'>;
export type InviteesPage = ResponseData<'/app/user/invite/page', 'post'>;
export type Invitee = InviteesPage['list'][number];

export const INVITEES_PAGE_SIZE = 20;

export const getInviteInfo = (): Promise<InviteInfo> => api.get('/app/user/invite/info');

export function getInvitees(cursor: string | undefined): Promise<InviteesPage> {
  return api.post('/app/user/invite/page', { size: INVITEES_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) });
}
