/**
 * The customer-service shapes an agent sees (server/src/cs/CONTRACT.md). A message, a page of messages, a session's
 * status and the socket events agents share with players are the player's types (shared/src/cs/cs-types.ts, read from
 * the generated OpenAPI types; the server answers both sides with the same schemas). What only agents see is written
 * here, on top of those: the /admin/cs calls are not in the generated OpenAPI types yet. Times are ISO strings, ids
 * integers, money in cents, odds in thousandths.
 */
import type { CsClientEvents, CsMessage, CsServerEvents, CsSessionStatus, CsSessionView } from '@racing/shared/src/cs/cs-types';

/** One session as agents list it. */
export interface CsInboxItem {
  id: number;
  status: CsSessionStatus;
  /** `nickName` is empty when the player chose none: they are called by `nameDigits` (Player 0133). */
  player: { id: number; nickName: string; nameDigits: string; avatarUrl: string | null };
  agent: CsSessionView['agent'];
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
  /** The four digits a player without a nickname is called by. */
  nameDigits: string;
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

/** Socket.io events the server sends to agents: a message and a session change come with the agent's inbox item; the marks and typing are the player's. */
export interface CsAgentServerEvents extends Pick<CsServerEvents, 'cs.read' | 'cs.delivered' | 'cs.typing'> {
  'cs.message': CsServerEvents['cs.message'] & { session: CsInboxItem };
  'cs.session': { session: CsInboxItem };
}

/** Socket.io events an agent sends: the same as a player's. */
export type CsAgentClientEvents = CsClientEvents;
