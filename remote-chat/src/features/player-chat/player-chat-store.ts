/**
 * The player's side of one customer-service conversation (mobx): the session, the messages (history pages, own sends,
 * socket events, the catch-up after a reconnect), the sends still on their way (optimistic, each with its client id so a
 * retry is the same message), the agent's ticks and typing, the rating, and marking read while the player looks.
 */
import { makeAutoObservable, runInAction } from '@racing/shared/src/state/mobx';
import { ApiError } from '@racing/shared/src/api/api-error';
import {
  createSession,
  getMessagePage,
  getSessionDetail,
  markRead,
  rateSession,
  sendMessage,
  uploadChatImage,
} from '@racing/shared/src/cs/cs-api';
import { csUnread } from '@racing/shared/src/cs/cs-unread-store';
import { CS_PAGE_SIZE_MAX, type CsMessage, type CsSendableType, type CsServerEvents, type CsSessionView } from '@racing/shared/src/cs/cs-types';
import { mergeMessages, newestIdOf } from './merge-messages';
import { newClientId } from './client-id';

export const PAGE_SIZE = 20;
/** A catch-up after a long drop stops after this many pages and reloads the newest page instead. */
const MAX_CATCH_UP_PAGES = 10;
/** An agent whose "stopped typing" got lost is not shown typing for ever. */
export const TYPING_SHOWN_MS = 8_000;
/** Messages arriving in a burst are marked read once. */
export const MARK_READ_DEBOUNCE_MS = 400;

const STATUS_ORDER: Record<CsSessionView['status'], number> = { waiting: 0, active: 1, closed: 2 };

/** One session seen twice: the snapshot from before a move (a status further back, or no rating yet) is the older. */
const isOlderNews = (snapshot: CsSessionView, current: CsSessionView) =>
  STATUS_ORDER[snapshot.status] < STATUS_ORDER[current.status] || (current.rating !== null && snapshot.rating === null);

export type OutgoingStatus = 'uploading' | 'sending' | 'failed';

/** A send the server has not confirmed yet: shown at once, with a spinner, the upload's progress, or a retry. */
export interface Outgoing {
  clientId: string;
  contentType: CsSendableType;
  /** The text, or the uploaded picture's URL ('' until the upload is done). */
  content: string;
  /** A picture before its upload, and the phone's own copy to show meanwhile. */
  file?: Blob;
  fileName?: string;
  previewUrl?: string;
  status: OutgoingStatus;
  /** Upload progress 0..1 while uploading. */
  progress: number | null;
  createTime: string;
}

/** What the player sees of their own message: on its way, on the server, on the agent's device, read by the agent. */
export type Receipt = 'sent' | 'delivered' | 'read';

export interface PlayerChatOptions {
  /** A send, rating or new conversation the server refused: its message is worth a toast (1003 too many requests). */
  onRefused?: (error: unknown) => void;
}

export class PlayerChatStore {
  phase: 'opening' | 'ready' | 'failed' = 'opening';
  session: CsSessionView | null = null;
  /** Oldest first. */
  messages: CsMessage[] = [];
  outgoing: Outgoing[] = [];
  hasOlder = false;
  loadingOlder = false;
  /** The player has scrolled back at least one page (so reaching the beginning is worth saying). */
  loadedOlder = false;
  agentTyping = false;
  /** The agent's device has the player's messages up to this id / the agent has read them. */
  agentDeliveredId = 0;
  agentReadId = 0;
  /** The page is on screen and visible: what arrives is read. */
  reading = false;

  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private markReadTimer: ReturnType<typeof setTimeout> | undefined;
  /** The mark-read waiting for its burst to settle: run at once if the page goes first. */
  private pendingRead: (() => Promise<void>) | null = null;
  private markedUpTo = 0;

  constructor(private readonly options: PlayerChatOptions = {}) {
    makeAutoObservable<PlayerChatStore, 'typingTimer' | 'markReadTimer' | 'pendingRead' | 'markedUpTo' | 'options'>(
      this,
      { typingTimer: false, markReadTimer: false, pendingRead: false, markedUpTo: false, options: false },
      { autoBind: true },
    );
  }

  get newestId(): number {
    return newestIdOf(this.messages);
  }

  /** The newest message from the agent or the system: what marking read covers. */
  get newestIncomingId(): number {
    for (let i = this.messages.length - 1; i >= 0; i -= 1) if (this.messages[i].senderType !== 'player') return this.messages[i].id;
    return 0;
  }

  receiptOf(message: CsMessage): Receipt {
    if (message.read || message.id <= this.agentReadId) return 'read';
    if (message.delivered || message.id <= this.agentDeliveredId) return 'delivered';
    return 'sent';
  }

  /** Opening the page: the open session (created, queued or assigned when there is none), then the newest page. */
  async open(): Promise<void> {
    this.phase = 'opening';
    try {
      const session = await createSession();
      const page = await getMessagePage({ size: PAGE_SIZE });
      runInAction(() => {
        this.sessionChanged(session);
        this.take(page.list);
        this.hasOlder = page.hasMore;
        this.phase = 'ready';
      });
      this.markReadSoon();
    } catch {
      runInAction(() => (this.phase = 'failed'));
    }
  }

  /** Scrolled to the top: the page before the oldest message shown. */
  async loadOlder(): Promise<void> {
    const oldest = this.messages[0]?.id;
    if (this.phase !== 'ready' || !this.hasOlder || this.loadingOlder || oldest === undefined) return;
    this.loadingOlder = true;
    try {
      const page = await getMessagePage({ size: PAGE_SIZE, beforeId: oldest });
      runInAction(() => {
        this.take(page.list);
        this.hasOlder = page.hasMore;
        this.loadedOlder = true;
      });
    } catch {
      // Scrolling up again tries again.
    } finally {
      runInAction(() => (this.loadingOlder = false));
    }
  }

  /** After a (re)connect: what came while the socket was down, and the session as it is now. */
  async catchUp(): Promise<void> {
    if (this.phase !== 'ready') return;
    try {
      let afterId = this.newestId;
      let caughtUp = afterId === 0;
      for (let pages = 0; !caughtUp && pages < MAX_CATCH_UP_PAGES; pages += 1) {
        const page = await getMessagePage({ size: CS_PAGE_SIZE_MAX, afterId });
        runInAction(() => this.take(page.list));
        afterId = Math.max(afterId, newestIdOf(page.list));
        caughtUp = !page.hasMore || page.list.length === 0;
      }
      if (!caughtUp || this.messages.length === 0) {
        // Too much was missed (or nothing was shown yet): start again from the newest page.
        const page = await getMessagePage({ size: PAGE_SIZE });
        runInAction(() => {
          this.messages = [];
          this.take(page.list);
          this.hasOlder = page.hasMore;
        });
      }
      const session = await getSessionDetail();
      if (session) this.sessionChanged(session);
      this.markReadSoon();
    } catch {
      // The next reconnect (or the player's retry) catches up again.
    }
  }

  sendText(text: string): void {
    const content = text.trim();
    if (!content) return;
    this.enqueue({ contentType: 'text', content });
  }

  sendImage(file: Blob, fileName?: string): void {
    const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
    this.enqueue({ contentType: 'image', content: '', file, fileName, previewUrl });
  }

  /** Sends a failed message again under the same client id: the server answers the stored one if the first try got there. */
  retry(clientId: string): void {
    const item = this.outgoing.find((candidate) => candidate.clientId === clientId);
    if (item && item.status === 'failed') void this.deliver(item);
  }

  async rate(score: number, comment: string): Promise<void> {
    if (!this.session) return;
    try {
      const session = await rateSession({ sessionId: this.session.id, score, comment: comment.trim() || undefined });
      this.sessionChanged(session);
    } catch (error) {
      this.options.onRefused?.(error);
      throw error;
    }
  }

  async startNewConversation(): Promise<void> {
    try {
      const session = await createSession();
      this.sessionChanged(session);
      await this.catchUp();
    } catch (error) {
      this.options.onRefused?.(error);
    }
  }

  // Socket events (CONTRACT.md, "Server → client").

  messageArrived(message: CsMessage): void {
    this.take([message]);
    if (message.senderType === 'agent') this.agentTyping = false;
    if (message.senderType !== 'player') this.markReadSoon();
  }

  sessionChanged(session: CsSessionView): void {
    // News arrives by two roads (answers and socket events) and may cross: ids only grow, and a session only moves
    // forward (waiting, active, closed), so an older snapshot never replaces a newer one.
    const current = this.session;
    if (current && (session.id < current.id || (session.id === current.id && isOlderNews(session, current)))) return;
    this.session = session;
    this.agentReadId = Math.max(this.agentReadId, session.agentReadId);
    if (session.status !== 'active') this.agentTyping = false;
  }

  receiptChanged(kind: 'read' | 'delivered', event: CsServerEvents['cs.read']): void {
    if (event.side !== 'agent') return;
    if (kind === 'read') this.agentReadId = Math.max(this.agentReadId, event.upToId);
    else this.agentDeliveredId = Math.max(this.agentDeliveredId, event.upToId);
  }

  typingChanged(event: CsServerEvents['cs.typing']): void {
    if (event.side !== 'agent' || (this.session && event.sessionId !== this.session.id)) return;
    clearTimeout(this.typingTimer);
    this.agentTyping = event.typing;
    if (event.typing) this.typingTimer = setTimeout(() => this.stopAgentTyping(), TYPING_SHOWN_MS);
  }

  stopAgentTyping(): void {
    this.agentTyping = false;
  }

  setReading(reading: boolean): void {
    this.reading = reading;
    if (reading) this.markReadSoon();
  }

  /** Marks read what the player has on screen, once a burst has settled; the badge takes the count left. */
  markReadSoon(): void {
    clearTimeout(this.markReadTimer);
    this.pendingRead = null;
    if (!this.reading || this.phase !== 'ready') return;
    const upToId = this.newestIncomingId;
    if (upToId <= this.markedUpTo && csUnread.count === 0) return;
    this.pendingRead = async () => {
      this.pendingRead = null;
      try {
        const left = await markRead(upToId || undefined);
        this.markedUpTo = Math.max(this.markedUpTo, upToId);
        if (typeof left === 'number') csUnread.setCount(left);
      } catch {
        // The next message or visit marks it.
      }
    };
    this.markReadTimer = setTimeout(() => void this.pendingRead?.(), MARK_READ_DEBOUNCE_MS);
  }

  /** The page has gone: what the player saw is marked read now, and no timer acts on the page later. */
  dispose(): void {
    clearTimeout(this.typingTimer);
    clearTimeout(this.markReadTimer);
    void this.pendingRead?.();
    for (const item of this.outgoing) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
  }

  private enqueue(draft: Pick<Outgoing, 'contentType' | 'content' | 'file' | 'fileName' | 'previewUrl'>): void {
    const item: Outgoing = { ...draft, clientId: newClientId(), status: 'sending', progress: null, createTime: new Date().toISOString() };
    this.outgoing.push(item);
    // The observable copy, so that its status changes are seen.
    void this.deliver(this.outgoing[this.outgoing.length - 1]);
  }

  private async deliver(item: Outgoing): Promise<void> {
    try {
      if (item.contentType === 'image' && !item.content) {
        runInAction(() => {
          item.status = 'uploading';
          item.progress = 0;
        });
        const url = await uploadChatImage(item.file as Blob, item.fileName, (fraction) => runInAction(() => (item.progress = fraction)));
        runInAction(() => {
          item.content = url;
          item.progress = null;
        });
      }
      runInAction(() => (item.status = 'sending'));
      const message = await sendMessage({ clientId: item.clientId, contentType: item.contentType, content: item.content });
      this.take([message]);
    } catch (error) {
      runInAction(() => {
        if (item.contentType === 'image' && !item.content && isRefusal(error)) {
          // The server read the file and refused it (not a picture it takes, too large): sending it again could never
          // work, so it leaves the conversation; the refusal says why, and the file is still on the phone.
          if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
          this.outgoing = this.outgoing.filter((candidate) => candidate.clientId !== item.clientId);
          return;
        }
        item.status = 'failed';
        item.progress = null;
      });
      this.options.onRefused?.(error);
    }
  }

  /** Merges messages in, and lets go of the sends they confirm. */
  private take(list: readonly CsMessage[]): void {
    if (list.length === 0) return;
    this.messages = mergeMessages(this.messages, list);
    // The server counts a reply as reading (and having) everything before it, without a cs.read of its own.
    const newestReply = newestIdOf(list.filter((message) => message.senderType === 'agent'));
    this.agentReadId = Math.max(this.agentReadId, newestReply);
    const confirmed = new Set(list.flatMap((message) => (message.senderType === 'player' && message.clientId ? [message.clientId] : [])));
    if (!this.outgoing.some((item) => confirmed.has(item.clientId))) return;
    for (const item of this.outgoing) if (confirmed.has(item.clientId) && item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    this.outgoing = this.outgoing.filter((item) => !confirmed.has(item.clientId));
  }
}

/** A refusal of what was sent (an envelope's 1001/1002), as against a connection, a timeout or a fault, which a retry may get past. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 1001 || error.code === 1002);
}
