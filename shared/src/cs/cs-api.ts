/**
 * The player's customer-service calls (/api/app/cs, CONTRACT.md) on the app's one api client, and the chat's image
 * upload (POST /api/app/base/comm/upload, multipart field "file").
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { CsMessage, CsMessagePage, CsPageQuery, CsSendableType, CsSessionView } from '@racing/shared/src/cs/cs-types';

/** The open session, created (and assigned or queued) when there is none. */
export function createSession(): Promise<CsSessionView> {
  return api.post('/app/cs/session/create', {});
}

/** The open session, else the latest closed one, else null. */
export function getSessionDetail(): Promise<CsSessionView | null> {
  return api.get('/app/cs/session/detail');
}

/** Once per closed session: a score of 1 to 5 and an optional comment of up to 140 characters. */
export function rateSession(rating: { sessionId: number; score: number; comment?: string }): Promise<CsSessionView> {
  return api.post('/app/cs/session/rate', rating);
}

/** Messages from agents the player has not read. */
export function getUnreadCount(): Promise<number> {
  return api.get('/app/cs/msg/unreadCount');
}

/** Marks read up to `upToId` (everything when absent); answers the unread count left. */
export function markRead(upToId?: number): Promise<number> {
  return api.post('/app/cs/msg/read', upToId === undefined ? {} : { upToId });
}

/** Newest first; `beforeId` pages back (scrolling up), `afterId` pages forward (catching up after a reconnect). */
export function getMessagePage(query: CsPageQuery): Promise<CsMessagePage> {
  return api.post('/app/cs/msg/page', query);
}

/** Sending again with the same clientId answers the stored message: a retry never duplicates. */
export function sendMessage(message: { clientId: string; contentType: CsSendableType; content: string }): Promise<CsMessage> {
  return api.post('/app/cs/msg/send', message);
}

/** Uploads a picture for the chat; answers its URL (only this player may send it). */
export function uploadChatImage(file: Blob, fileName: string | undefined, onProgress: (fraction: number) => void): Promise<string> {
  return api.upload('/app/base/comm/upload', file, { fileName, onProgress });
}
