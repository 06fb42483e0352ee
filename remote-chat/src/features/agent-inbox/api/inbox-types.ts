/**
 * The customer-service shapes an agent sees (server/src/cs/CONTRACT.md), written by hand: the cs calls are not in the
 * generated OpenAPI types yet. Times are ISO strings, ids integers, money in cents, odds in thousandths.
 */

export type CsSide = 'player' | 'agent';

/** System lines are translated on the client (`inbox:system.<key>`) with their params. */
export type CsSystemKey = 'agentJoined' | 'transferred' | 'closed' | 'away';

export interface CsMessage {
  /** Grows with time over the whole table: a later message has a larger id. */
  id: number;
  sessionId: number;
  /** The sender's own id for the message: retries of one send are one message. */
  clientId: string | null;
  senderType: 'player' | 'agent' | 'system';
  /** The agent's display name or the player's nickname; null for system lines. */
  senderName: string | null;
  contentType: 'text' | 'image' | 'system';
  /** Text as typed (shown as text only), an image URL, or '' for a system line. */
  content: string;
  system: { key: CsSystemKey | string; params: Record<string, string | number> } | null;
  createTime: string;
  /** The other side's device has it. */
  delivered: boolean;
  /** The other side has read it. */
  read: boolean;
}

export type CsSessionStatus = 'waiting' | 'active' | 'closed';

/** One session as agents list it. */
export interface CsInboxItem {
  id: number;
  status: CsSessionStatus;
  player: { id: number; nickName: string; avatarUrl: string | null };
  agent: { id: number; displayName: string } | null;
  /** Player messages the agent has not read. */
  unread: number;
  lastMessage: CsMessage | null;
  createTime: string;
  /** Last activity. */
  updateTime: string;
  /** The player has read agent messages up to this id. */
  playerReadId: number;
}

export interface CsLastBet {
  id: number;
  issue: string;
  /** The place bet on; 0 is the sum. */
  rankId: number;
  playType: number;
  /** The item: a number, or big / small / odd / even. */
  code: string;
  /** Thousandths. */
  odds: number;
  amount: number;
  status: string;
  payout: number;
  createTime: string;
}

export interface CsOpenOrder {
  orderNo: string;
  kind: 'recharge' | 'withdraw' | string;
  amount: number;
  status: string;
  createTime: string;
}

export interface CsPlayerCard {
  id: number;
  nickName: string;
  avatarUrl: string | null;
  /** Masked: 138****0000. */
  phone: string | null;
  /** Cents. */
  balance: number;
  status: string;
  createTime: string;
  /** The newest bets. */
  lastBets: CsLastBet[];
  openOrders: CsOpenOrder[];
}

/** GET /session/info. */
export interface CsSessionInfo {
  session: CsInboxItem;
  player: CsPlayerCard;
}

/** An agent-role operator, as a transfer target. */
export interface CsAgent {
  id: number;
  displayName: string;
  online: boolean;
  openSessions: number;
  cap: number;
}

export interface CsCannedReply {
  id: number;
  title: string;
  content: string;
  updateTime: string;
}

/** POST /msg/page: newest first; `hasMore` says more exist beyond the page in the direction asked. */
export interface CsMessagePage {
  list: CsMessage[];
  pagination: { page: number; size: number; total: number };
  hasMore: boolean;
}

/** Socket.io events the server sends to agents. */
export interface CsAgentServerEvents {
  'cs.message': { message: CsMessage; session: CsInboxItem };
  'cs.session': { session: CsInboxItem };
  'cs.read': { sessionId: number; side: CsSide; upToId: number };
  'cs.delivered': { sessionId: number; side: CsSide; upToId: number };
  'cs.typing': { sessionId: number; side: CsSide; typing: boolean };
}

/** Socket.io events an agent sends. */
export interface CsAgentClientEvents {
  'cs.typing': { sessionId: number; typing: boolean };
  'cs.delivered': { sessionId: number; upToId: number };
}
