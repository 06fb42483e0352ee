// Customer-service chat without HTTP: a player's one open session, messages with per-side delivered and read
// watermarks, assignment to the online agent with the fewest open sessions under a cap, take / transfer / close,
// ratings, presence. Everything lives in the database, so any number of server processes share it; what changed is
// handed to the notifier, which reaches the sockets of every process.
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { type AppConfig } from '../config';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { BusinessError, CODE, ValidationError } from '../http/app-error';
import { isoTime } from '../http/time';
import { type SignedInOperator } from '../operators/operator-service';
import { type FileStorage } from '../uploads/file-storage';
import { isOwnImage } from '../uploads/player-uploads';
import { publicUploadUrl, uploadPathOf } from '../uploads/upload-address';
import {
  messageView,
  NO_MARKS,
  type CsSide,
  type InboxItem,
  type MessageRow,
  type MessageView,
  type SessionRow,
  type SessionView,
  type SystemKey,
  type SystemParams,
  type Watermarks,
} from './cs-views';
import { isServiceOpen } from './service-hours';
import { defaultNicknameDigits } from '../accounts/nickname';
import { type Notifications } from '../notifications/notification-api';

export const MAX_TEXT_LENGTH = 2000;
/** How long one renewal keeps an agent online; sockets renew well within it (see cs-sockets.ts). */
export const PRESENCE_TTL_MS = 75_000;
/** PostgreSQL advisory lock key serialising assignment, so no agent ever passes the cap under concurrency. */
const ASSIGN_LOCK = 4_812_001;
const ONE_OPEN_SESSION = { constraint: 'cs_session_one_open', table: 'cs_session', columns: ['user_id'] } as const;
const ONE_CLIENT_ID = { constraint: 'cs_message_client_unique', table: 'cs_message', columns: ['sender_type', 'sender_id', 'client_id'] } as const;

/** Where changes go: the socket rooms of a player, of one agent, and of every agent. */
export interface CsNotifier {
  toPlayer(userId: number, event: string, payload: unknown): void;
  toAgent(operatorId: number, event: string, payload: unknown): void;
  toAgents(event: string, payload: unknown): void;
}

export const silentCsNotifier: CsNotifier = { toPlayer() {}, toAgent() {}, toAgents() {} };

export interface SendInput {
  clientId: string;
  contentType: 'text' | 'image';
  content: string;
}

export interface PageInput {
  page?: number;
  size?: number;
  beforeId?: number;
  afterId?: number;
}

export interface MessagePage {
  list: MessageView[];
  pagination: { page: number; size: number; total: number };
  hasMore: boolean;
}

export interface CustomerServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: AppConfig;
  /** Where chat images are kept: a sent image must be one it holds. */
  files: FileStorage;
  notifier: () => CsNotifier;
  /** Tells the player an agent wrote (a csReply notification, one row per conversation refreshed by each line). */
  notifications: () => Notifications;
  now?: () => number;
}

type Executor = Kysely<Database> | Transaction<Database>;
type Operator = Pick<SignedInOperator, 'id' | 'role' | 'displayName'>;

export class CustomerService {
  private readonly db: Kysely<Database>;
  private readonly now: () => number;

  constructor(private readonly deps: CustomerServiceDeps) {
    this.db = deps.db;
    this.now = deps.now ?? Date.now;
  }

  private get notify(): CsNotifier {
    return this.deps.notifier();
  }

  private get cs() {
    return this.deps.config.cs;
  }

  // ---------------------------------------------------------------- player

  /** The player's open session, created (away line outside service hours, then assigned or queued) when there is none. */
  async openSession(userId: number): Promise<SessionRow> {
    const existing = await this.openSessionOf(userId);
    if (existing) return existing;
    const now = this.now();
    let created: SessionRow;
    try {
      created = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('csSession')
          .values({ userId, agentId: null, status: 'waiting', createdAt: now, updatedAt: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (!this.serviceOpen(now)) return (await this.insertSystem(trx, row, 'away', { hours: this.cs.serviceHours.label }, now)).session;
        return row;
      });
    } catch (error) {
      // Two devices opening chat at once: the one-open-session index lets one in; the other answers it.
      if (isUniqueViolation(error, ONE_OPEN_SESSION)) return (await this.openSessionOf(userId))!;
      throw error;
    }
    const assigned = await this.assignWaiting();
    if (!assigned.includes(created.id)) void this.announceSession(created.id);
    return (await this.sessionById(created.id))!;
  }

  /** The open session, else the latest closed one (so a rating can still be given), else null. */
  async playerSession(userId: number): Promise<SessionRow | null> {
    return (
      (await this.openSessionOf(userId)) ??
      (await this.db.selectFrom('csSession').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst()) ??
      null
    );
  }

  async sendAsPlayer(userId: number, input: SendInput): Promise<MessageView> {
    const content = await this.checkContent(input, (path) => isOwnImage(this.db, this.deps.files, userId, path));
    const repeated = await this.byClientId('player', userId, input.clientId);
    if (repeated) return repeated;
    const session = await this.openSession(userId);
    const message = await this.insertMessage(session.id, 'player', userId, input, content);
    if (message.repeated) return message.view;
    await this.announceMessage(message.row, message.session);
    return message.view;
  }

  async playerPage(userId: number, input: PageInput): Promise<MessagePage> {
    const page = await this.page((q) => q.where('userId', '=', userId), input);
    // What the player's device fetched is delivered.
    const newestAgentLine = Math.max(0, ...page.list.filter((m) => m.senderType === 'agent').map((m) => m.id));
    if (newestAgentLine > 0) await this.markDelivered('player', userId, null, newestAgentLine);
    return page;
  }

  /** Marks the player's sessions read up to `upToId` (everything when absent); answers what is still unread. */
  async playerRead(userId: number, upToId?: number): Promise<number> {
    const sessions = await this.db
      .selectFrom('csSession')
      .selectAll()
      .where('userId', '=', userId)
      .where('lastMessageId', 'is not', null)
      .where((eb) => eb('playerReadId', '<', eb.ref('lastMessageId')))
      .execute();
    for (const session of sessions) {
      const upTo = Math.min(upToId ?? Number.MAX_SAFE_INTEGER, Number(session.lastMessageId));
      if (upTo <= Number(session.playerReadId)) continue;
      await this.raiseWatermarks(session.id, 'player', upTo, true);
      if (session.agentId !== null) this.notify.toAgent(session.agentId, 'cs.read', { sessionId: session.id, side: 'player', upToId: upTo });
      this.notify.toPlayer(userId, 'cs.read', { sessionId: session.id, side: 'player', upToId: upTo });
    }
    return this.playerUnread(userId);
  }

  /** Agent lines the player has not read, over all their sessions. */
  async playerUnread(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('csMessage as m')
      .innerJoin('csSession as s', 's.id', 'm.sessionId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.userId', '=', userId)
      .where('m.senderType', '=', 'agent')
      .where((eb) => eb('m.id', '>', eb.ref('s.playerReadId')))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async rate(userId: number, sessionId: number, score: number, comment: string | undefined): Promise<SessionRow> {
    const session = await this.sessionById(sessionId);
    if (!session || session.userId !== userId) throw new BusinessError('csSessionNotFound');
    if (session.status !== 'closed') throw new BusinessError('csNotClosedYet');
    const now = this.now();
    const result = await this.db
      .updateTable('csSession')
      .set({ rating: score, ratingComment: comment?.trim() || null, ratedAt: now })
      .where('id', '=', sessionId)
      .where('rating', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new BusinessError('csAlreadyRated');
    const rated = (await this.sessionById(sessionId))!;
    if (rated.agentId !== null) this.notify.toAgent(rated.agentId, 'cs.session', { session: await this.inboxItem(rated) });
    return rated;
  }

  async sessionView(row: SessionRow): Promise<SessionView> {
    const agent = row.agentId === null ? null : await this.db.selectFrom('operator').select(['id', 'displayName']).where('id', '=', row.agentId).executeTakeFirst();
    let queuePosition: number | null = null;
    if (row.status === 'waiting') {
      const ahead = await this.db
        .selectFrom('csSession')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'waiting')
        .where('id', '<=', row.id)
        .executeTakeFirstOrThrow();
      queuePosition = Number(ahead.n);
    }
    return {
      id: row.id,
      status: row.status,
      agent: agent ? { id: agent.id, displayName: agent.displayName } : null,
      queuePosition,
      serviceOpen: this.serviceOpen(this.now()),
      serviceHours: this.cs.serviceHours.label,
      createTime: isoTime(Number(row.createdAt))!,
      closeTime: isoTime(row.closedAt === null ? null : Number(row.closedAt)),
      rating: row.rating === null ? null : { score: row.rating, comment: row.ratingComment },
      canRate: row.status === 'closed' && row.rating === null,
      agentReadId: Number(row.agentReadId),
    };
  }

  // ---------------------------------------------------------------- agents

  /** Whether the operator may see a session: one they hold, one waiting in the queue, or any for an admin. */
  async visibleSession(operator: Operator, sessionId: number): Promise<SessionRow> {
    const session = await this.sessionById(sessionId);
    if (!session || !(session.agentId === operator.id || session.status === 'waiting' || operator.role === 'admin')) throw new BusinessError('csSessionNotFound');
    return session;
  }

  async queue(): Promise<InboxItem[]> {
    const rows = await this.db.selectFrom('csSession').selectAll().where('status', '=', 'waiting').orderBy('id').limit(200).execute();
    return this.inboxItems(rows);
  }

  async mine(operatorId: number): Promise<InboxItem[]> {
    const rows = await this.db
      .selectFrom('csSession')
      .selectAll()
      .where('status', '=', 'active')
      .where('agentId', '=', operatorId)
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return this.inboxItems(rows);
  }

  async agentPage(operator: Operator, sessionId: number, input: PageInput): Promise<MessagePage> {
    const session = await this.visibleSession(operator, sessionId);
    const page = await this.page((q) => q.where('sessionId', '=', sessionId), input);
    const newestPlayerLine = Math.max(0, ...page.list.filter((m) => m.senderType === 'player').map((m) => m.id));
    if (newestPlayerLine > 0 && session.agentId === operator.id) await this.markDelivered('agent', operator.id, sessionId, newestPlayerLine);
    return page;
  }

  async sendAsAgent(operator: Operator, sessionId: number, input: SendInput): Promise<MessageView> {
    const content = await this.checkContent(input, (path) => this.isOperatorImage(path));
    const repeated = await this.byClientId('agent', operator.id, input.clientId);
    if (repeated) return repeated;
    const session = await this.visibleSession(operator, sessionId);
    if (session.status === 'closed') throw new BusinessError('csSessionClosed');
    if (session.agentId !== operator.id) throw new BusinessError('csSessionNotYours');
    const message = await this.insertMessage(session.id, 'agent', operator.id, input, content);
    if (message.repeated) return message.view;
    await this.announceMessage(message.row, message.session);
    await this.deps.notifications().notify({ userId: message.session.userId, kind: 'csReply', ref: String(message.session.id), params: { sessionId: Number(message.session.id) } });
    return message.view;
  }

  /** Marks one session read by its agent up to `upToId` (everything when absent); answers its unread left. */
  async agentRead(operator: Operator, sessionId: number, upToId?: number): Promise<number> {
    const session = await this.visibleSession(operator, sessionId);
    if (session.agentId === operator.id && session.lastMessageId !== null) {
      const upTo = Math.min(upToId ?? Number.MAX_SAFE_INTEGER, Number(session.lastMessageId));
      if (upTo > Number(session.agentReadId)) {
        await this.raiseWatermarks(session.id, 'agent', upTo, true);
        const event = { sessionId, side: 'agent', upToId: upTo };
        this.notify.toPlayer(session.userId, 'cs.read', event);
        this.notify.toAgent(operator.id, 'cs.read', event);
      }
    }
    return this.agentUnread(sessionId);
  }

  async take(operator: Operator, sessionId: number): Promise<InboxItem> {
    const session = await this.visibleSession(operator, sessionId);
    if (session.status === 'closed') throw new BusinessError('csSessionClosed');
    if (session.agentId === operator.id) return this.inboxItem(session);
    if (session.status !== 'waiting' && operator.role !== 'admin') throw new BusinessError('csSessionTaken');
    await this.assign(session, operator, 'agentJoined', 'csSessionTaken');
    return this.afterAssignment(sessionId);
  }

  async transfer(operator: Operator, sessionId: number, toOperatorId: number): Promise<InboxItem> {
    const session = await this.visibleSession(operator, sessionId);
    if (session.status === 'closed') throw new BusinessError('csSessionClosed');
    if (session.agentId !== operator.id && operator.role !== 'admin') throw new BusinessError('csSessionNotYours');
    const target = await this.onlineAgent(toOperatorId);
    if (!target || target.id === session.agentId) throw new BusinessError('csAgentUnavailable');
    await this.assign(session, target, 'transferred', 'csSessionNotYours');
    return this.afterAssignment(sessionId);
  }

  async close(operator: Operator, sessionId: number): Promise<InboxItem> {
    const session = await this.visibleSession(operator, sessionId);
    if (session.status === 'closed') return this.inboxItem(session);
    if (session.status === 'active' && session.agentId !== operator.id && operator.role !== 'admin') throw new BusinessError('csSessionNotYours');
    const now = this.now();
    const closed = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('csSession')
        .set({ status: 'closed', closedAt: now, updatedAt: now })
        .where('id', '=', sessionId)
        .where('status', '<>', 'closed')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return this.insertSystem(trx, (await this.sessionById(sessionId, trx))!, 'closed', {}, now);
    });
    if (closed) {
      await this.announceMessage(closed.message, closed.session);
      await this.announceSession(sessionId);
      // A place freed: the queue moves.
      await this.assignWaiting();
    }
    return this.inboxItem((await this.sessionById(sessionId))!);
  }

  async agents(): Promise<{ id: number; displayName: string; online: boolean; openSessions: number; cap: number }[]> {
    const now = this.now();
    const rows = await this.db
      .selectFrom('operator as o')
      .leftJoin('csAgent as a', 'a.operatorId', 'o.id')
      .select((eb) => [
        'o.id',
        'o.displayName',
        'a.onlineUntil',
        eb
          .selectFrom('csSession as s')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('s.agentId', '=', 'o.id')
          .where('s.status', '=', 'active')
          .as('openSessions'),
      ])
      .where('o.role', 'in', ['agent', 'admin'])
      .where('o.status', '=', 'active')
      .orderBy('o.displayName')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      displayName: row.displayName,
      online: row.onlineUntil !== null && Number(row.onlineUntil) > now,
      openSessions: Number(row.openSessions ?? 0),
      cap: this.cs.agentMaxSessions,
    }));
  }

  async summary(): Promise<{ agentsOnline: number; queueLength: number; satisfactionAverage: number | null; ratings: number }> {
    const now = this.now();
    const [online, queue, ratings] = await Promise.all([
      this.db
        .selectFrom('csAgent as a')
        .innerJoin('operator as o', 'o.id', 'a.operatorId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('a.onlineUntil', '>', now)
        .where('o.role', '=', 'agent')
        .where('o.status', '=', 'active')
        .executeTakeFirstOrThrow(),
      this.db.selectFrom('csSession').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'waiting').executeTakeFirstOrThrow(),
      this.db
        .selectFrom('csSession')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('rating').as('total')])
        .where('rating', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    const count = Number(ratings.n);
    return {
      agentsOnline: Number(online.n),
      queueLength: Number(queue.n),
      satisfactionAverage: count === 0 ? null : Math.round((Number(ratings.total) / count) * 100) / 100,
      ratings: count,
    };
  }

  // ---------------------------------------------------------------- presence and assignment

  /** Renews the operators' presence (their sockets are connected on this process). */
  async renewPresence(operatorIds: number[]): Promise<void> {
    if (operatorIds.length === 0) return;
    const now = this.now();
    await this.db
      .insertInto('csAgent')
      .values(operatorIds.map((operatorId) => ({ operatorId, onlineUntil: now + PRESENCE_TTL_MS, updatedAt: now })))
      .onConflict((oc) => oc.column('operatorId').doUpdateSet({ onlineUntil: now + PRESENCE_TTL_MS, updatedAt: now }))
      .execute();
  }

  /** The operator has no socket left on any process. */
  async wentOffline(operatorId: number): Promise<void> {
    await this.db.updateTable('csAgent').set({ onlineUntil: 0, updatedAt: this.now() }).where('operatorId', '=', operatorId).execute();
  }

  /**
   * Gives waiting sessions, oldest first, to online agents (role agent) with the fewest active sessions, while they are
   * under the cap. Serialised by a lock (PostgreSQL) or the single writer (SQLite). Answers the sessions assigned.
   */
  async assignWaiting(): Promise<number[]> {
    const now = this.now();
    const done = await this.db.transaction().execute(async (trx) => {
      await this.lockAssignment(trx);
      const waiting = await trx.selectFrom('csSession').selectAll().where('status', '=', 'waiting').orderBy('id').limit(100).execute();
      if (waiting.length === 0) return [];
      const agents = (await this.agentLoads(trx, now)).filter((agent) => agent.load < this.cs.agentMaxSessions);
      const assigned: { sessionId: number; message: MessageRow; session: SessionRow }[] = [];
      for (const session of waiting) {
        agents.sort((a, b) => a.load - b.load || a.id - b.id);
        const agent = agents[0];
        if (!agent || agent.load >= this.cs.agentMaxSessions) break;
        const result = await trx
          .updateTable('csSession')
          .set({ status: 'active', agentId: agent.id, assignedAt: now, updatedAt: now })
          .where('id', '=', session.id)
          .where('status', '=', 'waiting')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        agent.load += 1;
        const line = await this.insertSystem(trx, (await this.sessionById(session.id, trx))!, 'agentJoined', { agent: agent.displayName }, now);
        assigned.push({ sessionId: session.id, ...line });
      }
      return assigned;
    });
    for (const { sessionId, message, session } of done) {
      await this.announceMessage(message, session);
      await this.announceSession(sessionId);
    }
    return done.map((entry) => entry.sessionId);
  }

  // ---------------------------------------------------------------- socket events

  /** A device of `side` received the other side's messages up to `upToId`. */
  async markDelivered(side: CsSide, who: number, sessionId: number | null, upToId: number): Promise<void> {
    let query = this.db.selectFrom('csSession').selectAll().where(side === 'player' ? 'userId' : 'agentId', '=', who);
    query = sessionId === null ? query.where('status', '<>', 'closed') : query.where('id', '=', sessionId);
    const sessions = await query.execute();
    for (const session of sessions) {
      const current = Number(side === 'player' ? session.playerDeliveredId : session.agentDeliveredId);
      const upTo = Math.min(upToId, Number(session.lastMessageId ?? 0));
      if (upTo <= current) continue;
      await this.raiseWatermarks(session.id, side, upTo, false);
      const event = { sessionId: session.id, side, upToId: upTo };
      if (side === 'player' && session.agentId !== null) this.notify.toAgent(session.agentId, 'cs.delivered', event);
      if (side === 'agent') this.notify.toPlayer(session.userId, 'cs.delivered', event);
    }
  }

  /** Relays a typing indicator to the other side of a session the sender belongs to (nothing is stored). */
  async relayTyping(side: CsSide, who: number, sessionId: number, typing: boolean): Promise<void> {
    const session = await this.sessionById(sessionId);
    if (!session || session.status !== 'active') return;
    const event = { sessionId, side, typing };
    if (side === 'player' && session.userId === who && session.agentId !== null) this.notify.toAgent(session.agentId, 'cs.typing', event);
    if (side === 'agent' && session.agentId === who) this.notify.toPlayer(session.userId, 'cs.typing', event);
  }

  // ---------------------------------------------------------------- views

  async inboxItem(session: SessionRow): Promise<InboxItem> {
    return (await this.inboxItems([session]))[0];
  }

  async inboxItems(sessions: SessionRow[]): Promise<InboxItem[]> {
    if (sessions.length === 0) return [];
    const ids = sessions.map((s) => s.id);
    const userIds = [...new Set(sessions.map((s) => s.userId))];
    const agentIds = [...new Set(sessions.map((s) => s.agentId).filter((id): id is number => id !== null))];
    const lastIds = sessions.map((s) => s.lastMessageId).filter((id): id is number => id !== null);
    const [players, agents, lastMessages, unread] = await Promise.all([
      this.db.selectFrom('appUser').select(['id', 'nickname', 'avatar', 'phone']).where('id', 'in', userIds).execute(),
      agentIds.length ? this.db.selectFrom('operator').select(['id', 'displayName']).where('id', 'in', agentIds).execute() : [],
      lastIds.length ? this.db.selectFrom('csMessage').selectAll().where('id', 'in', lastIds).execute() : [],
      this.db
        .selectFrom('csMessage as m')
        .innerJoin('csSession as s', 's.id', 'm.sessionId')
        .select((eb) => ['m.sessionId', eb.fn.countAll<number>().as('n')])
        .where('m.sessionId', 'in', ids)
        .where('m.senderType', '=', 'player')
        .where((eb) => eb('m.id', '>', eb.ref('s.agentReadId')))
        .groupBy('m.sessionId')
        .execute(),
    ]);
    const playerOf = new Map(players.map((p) => [p.id, p]));
    const agentOf = new Map(agents.map((a) => [a.id, a]));
    const lastOf = new Map(lastMessages.map((m) => [m.sessionId, m]));
    const unreadOf = new Map(unread.map((u) => [u.sessionId, Number(u.n)]));
    const publicUrl = this.deps.config.publicUrl;
    return sessions.map((session) => {
      const player = playerOf.get(session.userId);
      const agent = session.agentId === null ? undefined : agentOf.get(session.agentId);
      const last = lastOf.get(session.id);
      const nickName = player?.nickname ?? '';
      return {
        id: session.id,
        status: session.status,
        player: {
          id: session.userId,
          nickName,
          nameDigits: defaultNicknameDigits({ id: session.userId, phone: player?.phone ?? null }),
          avatarUrl: player?.avatar ? publicUploadUrl(player.avatar, publicUrl) : null,
        },
        agent: agent ? { id: agent.id, displayName: agent.displayName } : null,
        unread: unreadOf.get(session.id) ?? 0,
        lastMessage: last ? messageView(last, session, last.senderType === 'agent' ? (agent?.displayName ?? null) : nickName, publicUrl) : null,
        createTime: isoTime(Number(session.createdAt))!,
        updateTime: isoTime(Number(session.updatedAt))!,
        playerReadId: Number(session.playerReadId),
      };
    });
  }

  async sessionById(id: number, executor: Executor = this.db): Promise<SessionRow | undefined> {
    return executor.selectFrom('csSession').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async agentUnread(sessionId: number): Promise<number> {
    const row = await this.db
      .selectFrom('csMessage as m')
      .innerJoin('csSession as s', 's.id', 'm.sessionId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('m.sessionId', '=', sessionId)
      .where('m.senderType', '=', 'player')
      .where((eb) => eb('m.id', '>', eb.ref('s.agentReadId')))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // ---------------------------------------------------------------- inside

  private serviceOpen(now: number): boolean {
    return isServiceOpen(this.cs.serviceHours, this.deps.config.timeZone, now);
  }

  private async openSessionOf(userId: number): Promise<SessionRow | undefined> {
    return this.db.selectFrom('csSession').selectAll().where('userId', '=', userId).where('status', '<>', 'closed').executeTakeFirst();
  }

  /** Text trimmed, 1..2000 characters; an image only one of ours that the sender may use ("Image Address Error" otherwise). Answers what is stored. */
  private async checkContent(input: SendInput, mayUseImage: (path: string) => Promise<boolean>): Promise<string> {
    if (input.contentType === 'text') {
      const text = input.content.trim();
      if (text === '') throw new ValidationError('csTextRequired', {}, { field: 'content' });
      if ([...text].length > MAX_TEXT_LENGTH) throw new ValidationError('csTextTooLong', { max: MAX_TEXT_LENGTH }, { field: 'content' });
      return text;
    }
    const path = uploadPathOf(input.content.trim(), this.deps.config.publicUrl);
    if (!path.startsWith('/uploads/') || !(await mayUseImage(path))) throw new BusinessError('csImageAddressError');
    return path;
  }

  private async isOperatorImage(path: string): Promise<boolean> {
    if (!(await this.deps.files.has(path))) return false;
    return (await this.db.selectFrom('operatorUpload').select('url').where('url', '=', path).executeTakeFirst()) !== undefined;
  }

  private async byClientId(senderType: 'player' | 'agent', senderId: number, clientId: string): Promise<MessageView | null> {
    const row = await this.db
      .selectFrom('csMessage')
      .selectAll()
      .where('senderType', '=', senderType)
      .where('senderId', '=', senderId)
      .where('clientId', '=', clientId)
      .executeTakeFirst();
    return row ? (await this.views([row]))[0] : null;
  }

  /**
   * One message, in a transaction that holds the session row (PostgreSQL), so messages of a session commit in id order
   * (a client catching up after an id misses nothing) and the sender's rate is counted exactly.
   */
  private async insertMessage(
    sessionId: number,
    senderType: 'player' | 'agent',
    senderId: number,
    input: SendInput,
    content: string,
  ): Promise<{ repeated: false; row: MessageRow; session: SessionRow; view: MessageView } | { repeated: true; view: MessageView }> {
    const now = this.now();
    try {
      const { row, session } = await this.db.transaction().execute(async (trx) => {
        const locked =
          this.deps.dialect === 'postgres'
            ? await trx.selectFrom('csSession').selectAll().where('id', '=', sessionId).forUpdate().executeTakeFirst()
            : await this.sessionById(sessionId, trx);
        if (!locked || locked.status === 'closed') throw new BusinessError('csSessionClosed');
        const recent = await trx
          .selectFrom('csMessage')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('senderType', '=', senderType)
          .where('senderId', '=', senderId)
          .where('createdAt', '>', now - this.cs.messageWindowSeconds * 1000)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= this.cs.messageBurst) throw new BusinessError('csTooFast', {}, CODE.tooManyRequests);
        const inserted = await trx
          .insertInto('csMessage')
          .values({ sessionId, userId: locked.userId, senderType, senderId, clientId: input.clientId, contentType: input.contentType, content, createdAt: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The sender has, and has read, everything up to its own line.
        const own = senderType === 'player' ? { playerDeliveredId: Number(inserted.id), playerReadId: Number(inserted.id) } : { agentDeliveredId: Number(inserted.id), agentReadId: Number(inserted.id) };
        const updated = await trx
          .updateTable('csSession')
          .set({ lastMessageId: Number(inserted.id), updatedAt: now, ...own })
          .where('id', '=', sessionId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row: inserted, session: updated };
      });
      return { repeated: false, row, session, view: (await this.views([row]))[0] };
    } catch (error) {
      if (isUniqueViolation(error, ONE_CLIENT_ID)) {
        const again = await this.byClientId(senderType, senderId, input.clientId);
        if (again) return { repeated: true, view: again };
      }
      throw error;
    }
  }

  private async insertSystem(trx: Transaction<Database>, session: SessionRow, key: SystemKey, params: SystemParams, now: number): Promise<{ message: MessageRow; session: SessionRow }> {
    const message = await trx
      .insertInto('csMessage')
      .values({ sessionId: session.id, userId: session.userId, senderType: 'system', senderId: null, clientId: null, contentType: 'system', content: JSON.stringify({ key, params }), createdAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const updated = await trx.updateTable('csSession').set({ lastMessageId: Number(message.id), updatedAt: now }).where('id', '=', session.id).returningAll().executeTakeFirstOrThrow();
    return { message, session: updated };
  }

  /** Raises a side's delivered (and read) watermark, never lowering it. */
  private async raiseWatermarks(sessionId: number, side: CsSide, upTo: number, read: boolean): Promise<void> {
    const delivered = side === 'player' ? 'playerDeliveredId' : 'agentDeliveredId';
    const readColumn = side === 'player' ? 'playerReadId' : 'agentReadId';
    const greatest = (column: typeof delivered | typeof readColumn) =>
      sql<number>`case when ${sql.ref(column)} < ${upTo} then ${upTo} else ${sql.ref(column)} end`;
    await this.db
      .updateTable('csSession')
      .set(read ? { [delivered]: greatest(delivered), [readColumn]: greatest(readColumn) } : { [delivered]: greatest(delivered) })
      .where('id', '=', sessionId)
      .execute();
  }

  private async lockAssignment(trx: Transaction<Database>): Promise<void> {
    if (this.deps.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ASSIGN_LOCK})`.execute(trx);
  }

  private async agentLoads(executor: Executor, now: number, onlyId?: number) {
    let query = executor
      .selectFrom('operator as o')
      .innerJoin('csAgent as a', 'a.operatorId', 'o.id')
      .select((eb) => [
        'o.id',
        'o.displayName',
        'o.role',
        eb
          .selectFrom('csSession as s')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('s.agentId', '=', 'o.id')
          .where('s.status', '=', 'active')
          .as('load'),
      ])
      .where('a.onlineUntil', '>', now)
      .where('o.status', '=', 'active');
    query = onlyId === undefined ? query.where('o.role', '=', 'agent') : query.where('o.id', '=', onlyId).where('o.role', 'in', ['agent', 'admin']);
    const rows = await query.execute();
    return rows.map((row) => ({ id: row.id, displayName: row.displayName, load: Number(row.load ?? 0) }));
  }

  private async onlineAgent(operatorId: number): Promise<{ id: number; displayName: string } | null> {
    const [agent] = await this.agentLoads(this.db, this.now(), operatorId);
    return agent ?? null;
  }

  /** Gives the session to `agent` under the cap (serialised with every other assignment); posts the system line. */
  private async assign(session: SessionRow, agent: Pick<Operator, 'id' | 'displayName'>, line: SystemKey, refusal: 'csSessionTaken' | 'csSessionNotYours'): Promise<void> {
    const now = this.now();
    const posted = await this.db.transaction().execute(async (trx) => {
      await this.lockAssignment(trx);
      const load = await trx
        .selectFrom('csSession')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('agentId', '=', agent.id)
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      if (Number(load.n) >= this.cs.agentMaxSessions) throw new BusinessError('csAgentFull', { agent: agent.displayName, max: this.cs.agentMaxSessions });
      let update = trx
        .updateTable('csSession')
        .set({ status: 'active', agentId: agent.id, assignedAt: now, updatedAt: now })
        .where('id', '=', session.id)
        .where('status', '=', session.status);
      update = session.agentId === null ? update.where('agentId', 'is', null) : update.where('agentId', '=', session.agentId);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new BusinessError(refusal);
      return this.insertSystem(trx, (await this.sessionById(session.id, trx))!, line, { agent: agent.displayName }, now);
    });
    if (session.agentId !== null && session.agentId !== agent.id) {
      this.notify.toAgent(session.agentId, 'cs.session', { session: await this.inboxItem(posted.session) });
    }
    await this.announceMessage(posted.message, posted.session);
  }

  private async afterAssignment(sessionId: number): Promise<InboxItem> {
    await this.announceSession(sessionId);
    return this.inboxItem((await this.sessionById(sessionId))!);
  }

  /** A new line reaches the player's devices and the agent holding the session (every agent while it waits). */
  private async announceMessage(row: MessageRow, session: SessionRow): Promise<void> {
    const [message] = await this.views([row], session);
    this.notify.toPlayer(session.userId, 'cs.message', { message });
    const item = await this.inboxItem(session);
    if (session.status === 'waiting') this.notify.toAgents('cs.message', { message, session: item });
    else if (session.agentId !== null) this.notify.toAgent(session.agentId, 'cs.message', { message, session: item });
  }

  /** A session changed state: its player and every agent (queues, inboxes) hear of it. */
  private async announceSession(sessionId: number): Promise<void> {
    const session = await this.sessionById(sessionId);
    if (!session) return;
    this.notify.toPlayer(session.userId, 'cs.session', { session: await this.sessionView(session) });
    this.notify.toAgents('cs.session', { session: await this.inboxItem(session) });
  }

  private async page(scope: (query: ScopeQuery) => ScopeQuery, input: PageInput): Promise<MessagePage> {
    const size = input.size ?? 20;
    let query = scope(this.db.selectFrom('csMessage').selectAll());
    let newer = false;
    if (input.afterId !== undefined) {
      query = query.where('id', '>', input.afterId).orderBy('id', 'asc');
      newer = true;
    } else {
      if (input.beforeId !== undefined) query = query.where('id', '<', input.beforeId);
      else if (input.page !== undefined && input.page > 1) query = query.offset((input.page - 1) * size);
      query = query.orderBy('id', 'desc');
    }
    const rows = (await query.limit(size + 1).execute()) as MessageRow[];
    const hasMore = rows.length > size;
    const shown = rows.slice(0, size);
    if (newer) shown.reverse();
    const total = (await scope(this.db.selectFrom('csMessage').select((eb) => eb.fn.countAll<number>().as('n'))).executeTakeFirstOrThrow()) as { n: number };
    const page = input.beforeId === undefined && input.afterId === undefined ? (input.page ?? 1) : 1;
    return { list: await this.views(shown), pagination: { page, size, total: Number(total.n) }, hasMore };
  }

  /** Views of messages with their sessions' marks and their senders' names. */
  private async views(rows: MessageRow[], knownSession?: SessionRow): Promise<MessageView[]> {
    if (rows.length === 0) return [];
    const sessionIds = [...new Set(rows.map((r) => r.sessionId))];
    const sessions = knownSession && sessionIds.length === 1 && sessionIds[0] === knownSession.id ? [knownSession] : await this.db.selectFrom('csSession').selectAll().where('id', 'in', sessionIds).execute();
    const agentIds = [...new Set(rows.filter((r) => r.senderType === 'agent').map((r) => r.senderId!))];
    const playerIds = [...new Set(rows.filter((r) => r.senderType === 'player').map((r) => r.senderId!))];
    const [agents, players] = await Promise.all([
      agentIds.length ? this.db.selectFrom('operator').select(['id', 'displayName']).where('id', 'in', agentIds).execute() : [],
      playerIds.length ? this.db.selectFrom('appUser').select(['id', 'nickname']).where('id', 'in', playerIds).execute() : [],
    ]);
    const marksOf = new Map<number, Watermarks>(sessions.map((s) => [s.id, s]));
    const agentName = new Map(agents.map((a) => [a.id, a.displayName]));
    const playerName = new Map(players.map((p) => [p.id, p.nickname]));
    return rows.map((row) =>
      messageView(
        row,
        marksOf.get(row.sessionId) ?? NO_MARKS,
        row.senderType === 'agent' ? (agentName.get(row.senderId!) ?? null) : row.senderType === 'player' ? (playerName.get(row.senderId!) ?? null) : null,
        this.deps.config.publicUrl,
      ),
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a select over cs_message with any selection, narrowed by where
type ScopeQuery = SelectQueryBuilder<Database, 'csMessage', any>;
