/**
 * The customer-service chat's shapes as players see them (server/src/cs/CONTRACT.md): the HTTP ones read from the
 * generated API contract, the socket events (which OpenAPI does not describe) written here. Times are ISO strings.
 */
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';

export type CsSide = 'player' | 'agent';

export type CsMessage = ResponseData<'/app/cs/msg/send', 'post'>;
export type CsSessionView = ResponseData<'/app/cs/session/create', 'post'>;
export type CsSessionStatus = CsSessionView['status'];
/** POST /msg/page: newest first, over all of the player's sessions. */
export type CsMessagePage = ResponseData<'/app/cs/msg/page', 'post'>;
export type CsPageQuery = RequestBody<'/app/cs/msg/page'>;

/** System lines are translated on the client (the chat's texts under `system`, by this key) with the params. */
export type CsSystemKey = NonNullable<CsMessage['system']>['key'];
export const CS_SYSTEM_KEYS = ['agentJoined', 'transferred', 'closed', 'away'] as const satisfies readonly CsSystemKey[];

export type CsSendableType = RequestBody<'/app/cs/msg/send'>['contentType'];

/** Server → player socket events. */
export interface CsServerEvents {
  'cs.message': { message: CsMessage };
  'cs.session': { session: CsSessionView };
  'cs.read': { sessionId: number; side: CsSide; upToId: number };
  'cs.delivered': { sessionId: number; side: CsSide; upToId: number };
  'cs.typing': { sessionId: number; side: CsSide; typing: boolean };
}

/** Player → server socket events (ignored for sessions the sender does not belong to). */
export interface CsClientEvents {
  'cs.typing': { sessionId: number; typing: boolean };
  'cs.delivered': { sessionId: number; upToId: number };
}

/** Bounds the server checks (CONTRACT.md): text length, rating comment, page size. */
export const CS_TEXT_MAX = 2000;
export const CS_RATING_COMMENT_MAX = 140;
export const CS_PAGE_SIZE_MAX = 50;
