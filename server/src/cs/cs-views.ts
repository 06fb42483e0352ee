// What customer-service rows look like to clients (server/src/cs/CONTRACT.md): messages with their delivered and read
// marks read off the session's watermarks, the player's view of a session, and an agent's inbox item.
import { type Selectable } from 'kysely';
import { type CsMessageTable, type CsSessionTable } from '../db/schema';
import { isoTime } from '../http/time';
import { publicUploadUrl } from '../uploads/upload-address';

export type SessionRow = Selectable<CsSessionTable>;
export type MessageRow = Selectable<CsMessageTable>;
export type CsSide = 'player' | 'agent';

export const SYSTEM_KEYS = ['agentJoined', 'transferred', 'closed', 'away'] as const;
export type SystemKey = (typeof SYSTEM_KEYS)[number];
export type SystemParams = Record<string, string | number>;

export interface MessageView {
  id: number;
  sessionId: number;
  clientId: string | null;
  senderType: 'player' | 'agent' | 'system';
  senderName: string | null;
  contentType: 'text' | 'image' | 'system';
  content: string;
  system: { key: SystemKey; params: SystemParams } | null;
  createTime: string;
  delivered: boolean;
  read: boolean;
}

/** The watermarks a message's marks are read from (the session's, at the time of answering). */
export type Watermarks = Pick<SessionRow, 'playerDeliveredId' | 'playerReadId' | 'agentDeliveredId' | 'agentReadId'>;

export const NO_MARKS: Watermarks = { playerDeliveredId: 0, playerReadId: 0, agentDeliveredId: 0, agentReadId: 0 };

export function messageView(row: MessageRow, marks: Watermarks, senderName: string | null, publicUrl: string | undefined): MessageView {
  const id = Number(row.id);
  // The other side's watermarks say whether it has this message: the agent's for a player's line, the player's for an
  // agent's. Reading raises the delivered mark too, so delivered is never behind read.
  const [delivered, read] =
    row.senderType === 'player'
      ? [id <= Number(marks.agentDeliveredId), id <= Number(marks.agentReadId)]
      : row.senderType === 'agent'
        ? [id <= Number(marks.playerDeliveredId), id <= Number(marks.playerReadId)]
        : [true, true];
  let system: MessageView['system'] = null;
  if (row.contentType === 'system') {
    try {
      const parsed = JSON.parse(row.content) as { key: SystemKey; params?: SystemParams };
      system = { key: parsed.key, params: parsed.params ?? {} };
    } catch {
      system = null;
    }
  }
  return {
    id,
    sessionId: row.sessionId,
    clientId: row.clientId,
    senderType: row.senderType,
    senderName: row.senderType === 'system' ? null : senderName,
    contentType: row.contentType,
    content: row.contentType === 'image' ? publicUploadUrl(row.content, publicUrl) : row.contentType === 'system' ? '' : row.content,
    system,
    createTime: isoTime(Number(row.createdAt))!,
    delivered,
    read,
  };
}

export interface SessionView {
  id: number;
  status: SessionRow['status'];
  agent: { id: number; displayName: string } | null;
  queuePosition: number | null;
  serviceOpen: boolean;
  serviceHours: string;
  createTime: string;
  closeTime: string | null;
  rating: { score: number; comment: string | null } | null;
  canRate: boolean;
  agentReadId: number;
}

export interface InboxItem {
  id: number;
  status: SessionRow['status'];
  player: { id: number; nickName: string; nameDigits: string; avatarUrl: string | null };
  agent: { id: number; displayName: string } | null;
  unread: number;
  lastMessage: MessageView | null;
  createTime: string;
  updateTime: string;
  playerReadId: number;
}
