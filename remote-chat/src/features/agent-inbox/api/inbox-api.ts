/** The agent inbox's calls (/api/admin/cs, server/src/cs/CONTRACT.md) on the one operator client; tests hand in a client on a fake network. */
import { adminClient, type AdminClient } from '@racing/shared/src/operator/admin-client';
import type { CsMessage, CsMessagePage } from '@racing/shared/src/cs/cs-types';
import type { CsAgent, CsCannedReply, CsInboxItem, CsSessionInfo } from './inbox-types';

/** Messages read per page when a conversation opens and when scrolling up. */
export const MESSAGE_PAGE_SIZE = 30;

export interface MessagePageQuery {
  sessionId: number;
  size?: number;
  /** Older than this id (scrolling up). */
  beforeId?: number;
  /** Newer than this id (catching up after a reconnect). */
  afterId?: number;
}

export interface SendBody {
  sessionId: number;
  clientId: string;
  contentType: 'text' | 'image';
  content: string;
}

export interface CannedDraft {
  title: string;
  content: string;
}

export function createInboxApi(client: AdminClient = adminClient) {
  return {
    queue: () => client.get<CsInboxItem[]>('/cs/session/queue'),
    mine: () => client.get<CsInboxItem[]>('/cs/session/mine'),
    info: (id: number) => client.get<CsSessionInfo>('/cs/session/info', { id }),
    take: (id: number) => client.post<CsInboxItem>('/cs/session/take', { id }),
    transfer: (id: number, toOperatorId: number) => client.post<CsInboxItem>('/cs/session/transfer', { id, toOperatorId }),
    close: (id: number) => client.post<CsInboxItem>('/cs/session/close', { id }),
    agents: () => client.get<CsAgent[]>('/cs/session/agents'),
    messages: (query: MessagePageQuery) => client.post<CsMessagePage>('/cs/msg/page', query),
    send: (body: SendBody) => client.post<CsMessage>('/cs/msg/send', body),
    /** Answers the unread left in the session. */
    read: (sessionId: number, upToId?: number) => client.post<number>('/cs/msg/read', { sessionId, upToId }),
    /** Answers the image's URL, to send as an image message. */
    uploadImage: (file: Blob, onProgress?: (fraction: number) => void) => client.upload<string>('/cs/upload/image', file, { onProgress }),
    cannedList: () => client.post<CsCannedReply[]>('/cs/canned/list', {}),
    cannedAdd: (draft: CannedDraft) => client.post<CsCannedReply>('/cs/canned/add', draft),
    cannedUpdate: (id: number, draft: CannedDraft) => client.post<CsCannedReply>('/cs/canned/update', { id, ...draft }),
    cannedDelete: (id: number) => client.post<null>('/cs/canned/delete', { ids: [id] }),
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;
