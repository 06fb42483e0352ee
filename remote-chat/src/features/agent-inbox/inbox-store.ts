/**
 * The agent inbox's state (mobx): the queue and my sessions, the open conversation with its pages of messages and the
 * sends in flight, the player's card, the player's typing, and the socket that keeps all of it live. What the agent
 * reads is marked read while the conversation is on screen; what arrives elsewhere is acknowledged as delivered.
 */
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { OperatorPerson } from '@racing/shared/src/operator/operator-store';
import { MAX_PAGE_SIZE, MESSAGE_PAGE_SIZE, type InboxApi } from './api/inbox-api';
import type { CsAgentServerEvents, CsInboxItem, CsMessage, CsPlayerCard } from './api/inbox-types';
import { newClientId } from './client-id';
import { errorMessage } from './error-message';
import { placeSession, sortedLists } from './inbox-lists';
import { startInboxSocket, type InboxConnection, type InboxSocket, type LoadSocketClient } from './inbox-socket';
import { markReceipts, mergeMessages, newestId, oldestId } from './message-merge';
import { TypingSignal } from './typing-signal';

export const TEXT_MAX = 2000;
/** A "typing" the player never took back (a lost event) fades after this. */
export const PLAYER_TYPING_FADES_MS = 8_000;
/** Catching up after a reconnect reads at most this many pages; a longer gap reads the conversation again. */
const CATCH_UP_PAGES = 10;

export type InboxPane = 'list' | 'conversation' | 'card';

export interface PendingMessage {
  clientId: string;
  contentType: 'text' | 'image';
  /** The text, or for an image the local preview until it is uploaded. */
  content: string;
  status: 'sending' | 'failed';
  /** Upload progress of an image, 0..1; null once uploaded (or for text). */
  progress: number | null;
  /** An image not yet uploaded, kept for a retry. */
  file?: Blob;
  /** An uploaded image's URL: a retry only sends it again. */
  uploadedUrl?: string;
  error?: string;
}

export interface Conversation {
  sessionId: number;
  /** Oldest first. */
  messages: CsMessage[];
  pending: PendingMessage[];
  loaded: boolean;
  loading: boolean;
  loadingOlder: boolean;
  /** Older messages exist on the server. */
  hasMore: boolean;
  error: string | null;
  /** Missed events while the socket was down, or not followed while closed: catch up when opened. */
  stale: boolean;
}

export interface CardState {
  card: CsPlayerCard | null;
  loading: boolean;
  error: string | null;
}

export interface InboxStoreOptions {
  api: InboxApi;
  /** The signed-in agent. */
  me: OperatorPerson;
  /** The operator token now (read on every socket connect). */
  token: () => string | null;
  loadSocketClient?: LoadSocketClient;
}

const emptyConversation = (sessionId: number): Conversation => ({
  sessionId,
  messages: [],
  pending: [],
  loaded: false,
  loading: false,
  loadingOlder: false,
  hasMore: false,
  error: null,
  stale: false,
});

export class InboxStore {
  queue: CsInboxItem[] = [];
  mine: CsInboxItem[] = [];
  listsLoading = true;
  listsError: string | null = null;
  connection: InboxConnection = 'offline';
  openId: number | null = null;
  /** Which column a phone shows (a wide screen shows all three). */
  pane: InboxPane = 'list';
  /** Three columns fit: every column is on screen. */
  wide = true;
  documentVisible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  /** Sessions whose take, close or transfer is in flight. */
  busy = observable.set<number>();
  readonly conversations = observable.map<number, Conversation>();
  readonly cards = observable.map<number, CardState>();
  /** Sessions whose player is typing now. */
  readonly playerTyping = observable.set<number>();
  /** What the agent has typed and not sent, per session: switching conversations keeps it. */
  readonly drafts = observable.map<number, string>();
  /** The latest view of every session seen (a closed or transferred one stays readable while open). */
  private readonly known = observable.map<number, CsInboxItem>();

  private socket: InboxSocket | null = null;
  private readonly typing: TypingSignal;
  private readonly typingFades = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly readInFlight = new Set<number>();
  private stopReading: (() => void) | null = null;

  constructor(private readonly options: InboxStoreOptions) {
    this.typing = new TypingSignal((sessionId, typing) => this.socket?.emit('cs.typing', { sessionId, typing }));
    makeAutoObservable<InboxStore, 'options' | 'socket' | 'typing' | 'typingFades' | 'readInFlight' | 'stopReading'>(
      this,
      { options: false, socket: false, typing: false, typingFades: false, readInFlight: false, stopReading: false },
      { autoBind: true },
    );
  }

  get me(): OperatorPerson {
    return this.options.me;
  }

  get api(): InboxApi {
    return this.options.api;
  }

  /** The session's latest view: from the lists, else as last seen. */
  item(id: number): CsInboxItem | undefined {
    return this.mine.find((item) => item.id === id) ?? this.queue.find((item) => item.id === id) ?? this.known.get(id);
  }

  get openItem(): CsInboxItem | undefined {
    return this.openId === null ? undefined : this.item(this.openId);
  }

  get openConversation(): Conversation | undefined {
    return this.openId === null ? undefined : this.conversations.get(this.openId);
  }

  /** The open session is active and mine: the agent may write, transfer and close. */
  get canWrite(): boolean {
    const item = this.openItem;
    return item !== undefined && item.status === 'active' && item.agent?.id === this.me.id;
  }

  /** The agent has the open conversation in front of them. */
  get conversationVisible(): boolean {
    return this.openId !== null && this.documentVisible && (this.wide || this.pane === 'conversation');
  }

  /** What marking read waits for: changes when the open, visible, mine conversation has unread player messages loaded. */
  get readWanted(): string | null {
    const item = this.openItem;
    const conversation = this.openConversation;
    if (!this.conversationVisible || !this.canWrite || !item || item.unread <= 0 || !conversation?.loaded) return null;
    return `${item.id}:${newestId(conversation.messages) ?? 0}:${item.unread}`;
  }

  start(): void {
    void this.loadLists();
    this.stopReading = reaction(
      () => this.readWanted,
      (wanted) => {
        if (wanted && this.openId !== null) void this.markRead(this.openId);
      },
      { fireImmediately: true },
    );
    this.socket = startInboxSocket({
      token: this.options.token,
      checkSession: () => this.api.mine(),
      onConnection: this.setConnection,
      onConnect: this.resync,
      loadClient: this.options.loadSocketClient,
      events: {
        'cs.message': this.onMessage,
        'cs.session': this.onSession,
        'cs.read': this.onRead,
        'cs.delivered': this.onDelivered,
        'cs.typing': this.onTyping,
      },
    });
  }

  stop(): void {
    this.typing.stop();
    this.stopReading?.();
    this.socket?.stop();
    this.socket = null;
    this.typingFades.forEach((timer) => clearTimeout(timer));
    this.typingFades.clear();
  }

  setConnection(state: InboxConnection): void {
    this.connection = state;
  }

  setWide(wide: boolean): void {
    this.wide = wide;
  }

  setDocumentVisible(visible: boolean): void {
    this.documentVisible = visible;
  }

  showPane(pane: InboxPane): void {
    this.pane = pane;
  }

  async loadLists(): Promise<void> {
    this.listsLoading = true;
    try {
      const [queue, mine] = await Promise.all([this.api.queue(), this.api.mine()]);
      runInAction(() => {
        const lists = sortedLists(queue, mine);
        this.queue = lists.queue;
        this.mine = lists.mine;
        for (const item of [...queue, ...mine]) this.known.set(item.id, item);
        this.listsError = null;
      });
    } catch (error) {
      runInAction(() => (this.listsError = errorMessage(error)));
    } finally {
      runInAction(() => (this.listsLoading = false));
    }
  }

  /** After a (re)connect: the lists again, the open conversation caught up, the others caught up when next opened. */
  resync(): void {
    void this.loadLists();
    for (const conversation of this.conversations.values()) if (conversation.sessionId !== this.openId && conversation.loaded) conversation.stale = true;
    if (this.openId !== null) void this.catchUp(this.openId);
  }

  /** Opens a session's conversation (a queued one read-only, to see what the player asks before taking it). */
  open(id: number): void {
    if (this.openId !== id) this.typing.stop();
    this.openId = id;
    this.pane = 'conversation';
    const conversation = this.conversation(id);
    if (!conversation.loaded) void this.loadLatest(id);
    else if (conversation.stale) void this.catchUp(id);
    void this.loadCard(id);
  }

  private conversation(id: number): Conversation {
    let conversation = this.conversations.get(id);
    if (!conversation) {
      this.conversations.set(id, emptyConversation(id));
      conversation = this.conversations.get(id)!;
    }
    return conversation;
  }

  private place(item: CsInboxItem): void {
    const lists = placeSession({ queue: this.queue, mine: this.mine }, item, this.me.id);
    this.queue = lists.queue;
    this.mine = lists.mine;
    this.known.set(item.id, item);
  }

  private setUnread(id: number, unread: number): void {
    const item = this.item(id);
    if (item && item.unread !== unread) this.place({ ...item, unread });
  }

  async loadLatest(id: number): Promise<void> {
    const conversation = this.conversation(id);
    if (conversation.loading) return;
    conversation.loading = true;
    conversation.error = null;
    try {
      const page = await this.api.messages({ sessionId: id, size: MESSAGE_PAGE_SIZE });
      runInAction(() => {
        conversation.messages = mergeMessages(conversation.messages, page.list);
        conversation.hasMore = page.hasMore;
        conversation.loaded = true;
        conversation.stale = false;
        this.dropSent(conversation);
      });
    } catch (error) {
      runInAction(() => (conversation.error = errorMessage(error)));
    } finally {
      runInAction(() => (conversation.loading = false));
    }
  }

  /** Scrolled to the top: the page before the oldest message shown. */
  async loadOlder(id: number): Promise<void> {
    const conversation = this.conversations.get(id);
    const before = conversation && oldestId(conversation.messages);
    if (!conversation || before === undefined || !conversation.hasMore || conversation.loadingOlder) return;
    conversation.loadingOlder = true;
    try {
      const page = await this.api.messages({ sessionId: id, size: MESSAGE_PAGE_SIZE, beforeId: before });
      runInAction(() => {
        conversation.messages = mergeMessages(conversation.messages, page.list);
        conversation.hasMore = page.hasMore;
      });
    } catch (error) {
      runInAction(() => (conversation.error = errorMessage(error)));
    } finally {
      runInAction(() => (conversation.loadingOlder = false));
    }
  }

  /** Everything newer than the newest message held, page after page. */
  async catchUp(id: number): Promise<void> {
    const conversation = this.conversation(id);
    const after = newestId(conversation.messages);
    if (after === undefined) return this.loadLatest(id);
    try {
      for (let pages = 0, from = after; pages < CATCH_UP_PAGES; pages += 1) {
        const page = await this.api.messages({ sessionId: id, size: MAX_PAGE_SIZE, afterId: from });
        runInAction(() => {
          conversation.messages = mergeMessages(conversation.messages, page.list);
          this.dropSent(conversation);
        });
        from = newestId(conversation.messages) ?? from;
        if (!page.hasMore) {
          runInAction(() => (conversation.stale = false));
          return;
        }
      }
      // Too far behind: the latest page again, and older ones on scroll.
      runInAction(() => {
        conversation.messages = [];
        conversation.loaded = false;
      });
      await this.loadLatest(id);
    } catch (error) {
      runInAction(() => (conversation.error = errorMessage(error)));
    }
  }

  async loadCard(id: number): Promise<void> {
    const previous = this.cards.get(id);
    this.cards.set(id, { card: previous?.card ?? null, loading: true, error: null });
    try {
      const info = await this.api.info(id);
      runInAction(() => {
        this.cards.set(id, { card: info.player, loading: false, error: null });
        // Only a session in neither list takes the info's view: the lists follow the socket, which is newer.
        if (!this.mine.some((item) => item.id === id) && !this.queue.some((item) => item.id === id)) this.known.set(id, info.session);
      });
    } catch (error) {
      runInAction(() => this.cards.set(id, { card: previous?.card ?? null, loading: false, error: errorMessage(error) }));
    }
  }

  async markRead(id: number): Promise<void> {
    const conversation = this.conversations.get(id);
    const upToId = conversation && newestId(conversation.messages);
    if (upToId === undefined || this.readInFlight.has(id)) return;
    this.readInFlight.add(id);
    try {
      const left = await this.api.read(id, upToId);
      this.setUnread(id, left);
    } catch {
      // The badge stays; the next message or visit tries again.
    } finally {
      this.readInFlight.delete(id);
    }
  }

  /** Runs a session action (take, close, transfer) once at a time; answers the server's refusal, or null. */
  private async act(id: number, call: () => Promise<CsInboxItem>): Promise<string | null> {
    if (this.busy.has(id)) return null;
    this.busy.add(id);
    try {
      const item = await call();
      this.place(item);
      return null;
    } catch (error) {
      return errorMessage(error);
    } finally {
      runInAction(() => this.busy.delete(id));
    }
  }

  /** Takes a waiting session and opens it; answers the server's refusal (I am full, someone was faster) or null. */
  async take(id: number): Promise<string | null> {
    const failure = await this.act(id, () => this.api.take(id));
    if (!failure) this.open(id);
    return failure;
  }

  async close(id: number): Promise<string | null> {
    if (this.openId === id) this.typing.stop();
    return this.act(id, () => this.api.close(id));
  }

  async transfer(id: number, toOperatorId: number): Promise<string | null> {
    if (this.openId === id) this.typing.stop();
    return this.act(id, () => this.api.transfer(id, toOperatorId));
  }

  get draft(): string {
    return this.openId === null ? '' : (this.drafts.get(this.openId) ?? '');
  }

  /** The agent typed in the open conversation's composer. */
  setDraft(text: string): void {
    if (this.openId === null) return;
    this.drafts.set(this.openId, text);
    if (this.canWrite && text.trim() !== '') this.typing.typed(this.openId);
  }

  /** Sends the draft (trimmed, 1..2000 characters) to the open session; false when there is nothing to send. */
  sendDraft(): boolean {
    const content = this.draft.trim();
    if (this.openId === null || !this.canWrite || content === '' || content.length > TEXT_MAX) return false;
    this.typing.stop();
    this.drafts.delete(this.openId);
    const pending: PendingMessage = { clientId: newClientId(), contentType: 'text', content, status: 'sending', progress: null };
    this.conversation(this.openId).pending.push(pending);
    void this.deliver(this.openId, pending.clientId);
    return true;
  }

  /** Uploads an image (with progress) and sends it to the open session. */
  sendImage(file: Blob): void {
    if (this.openId === null || !this.canWrite) return;
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    const pending: PendingMessage = { clientId: newClientId(), contentType: 'image', content: preview, status: 'sending', progress: 0, file };
    this.conversation(this.openId).pending.push(pending);
    void this.deliver(this.openId, pending.clientId);
  }

  /** Tries a failed send again, with the same client id (the server keeps one message). */
  retry(sessionId: number, clientId: string): void {
    const pending = this.conversations.get(sessionId)?.pending.find((message) => message.clientId === clientId);
    if (!pending || pending.status !== 'failed') return;
    pending.status = 'sending';
    pending.error = undefined;
    void this.deliver(sessionId, clientId);
  }

  /** Drops a failed send the agent gives up on. */
  discard(sessionId: number, clientId: string): void {
    const conversation = this.conversations.get(sessionId);
    if (!conversation) return;
    const pending = conversation.pending.find((message) => message.clientId === clientId);
    if (pending?.contentType === 'image' && pending.content && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(pending.content);
    conversation.pending = conversation.pending.filter((message) => message.clientId !== clientId);
  }

  private async deliver(sessionId: number, clientId: string): Promise<void> {
    const pending = () => this.conversations.get(sessionId)?.pending.find((message) => message.clientId === clientId);
    const first = pending();
    if (!first) return;
    try {
      let content = first.contentType === 'image' ? first.uploadedUrl : first.content;
      if (content === undefined) {
        const url = await this.api.uploadImage(first.file!, (fraction) => runInAction(() => pending() && (pending()!.progress = fraction)));
        runInAction(() => {
          const current = pending();
          if (current) Object.assign(current, { uploadedUrl: url, progress: null, file: undefined });
        });
        content = url;
      }
      const message = await this.api.send({ sessionId, clientId, contentType: first.contentType, content });
      this.received(message);
    } catch (error) {
      runInAction(() => {
        const current = pending();
        if (current) Object.assign(current, { status: 'failed', error: errorMessage(error) });
      });
    }
  }

  /** A message of a session: into its conversation (if followed), a send it answers no longer pending, the list's preview. */
  private received(message: CsMessage, session?: CsInboxItem): void {
    const conversation = this.conversations.get(message.sessionId);
    if (conversation?.loaded) {
      conversation.messages = mergeMessages(conversation.messages, [message]);
      this.dropSent(conversation);
    } else if (conversation) {
      conversation.pending = conversation.pending.filter((pending) => pending.clientId !== message.clientId);
    }
    const item = session ?? this.item(message.sessionId);
    if (item) this.place(session ?? { ...item, lastMessage: message, updateTime: message.createTime });
  }

  /** Sends the server has stored are shown as its messages, not as pending ones. */
  private dropSent(conversation: Conversation): void {
    const stored = new Set(conversation.messages.map((message) => message.clientId).filter(Boolean));
    if (!conversation.pending.some((pending) => stored.has(pending.clientId))) return;
    for (const pending of conversation.pending) {
      if (stored.has(pending.clientId) && pending.contentType === 'image' && pending.content && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(pending.content);
    }
    conversation.pending = conversation.pending.filter((pending) => !stored.has(pending.clientId));
  }

  private onMessage({ message, session }: CsAgentServerEvents['cs.message']): void {
    this.received(message, session);
    if (message.senderType !== 'player') return;
    this.setPlayerTyping(message.sessionId, false);
    const reading = message.sessionId === this.openId && this.conversationVisible;
    // On this device but not read yet: the player sees it delivered. (Read on screen, marking read says both.)
    if (!reading && (session ?? this.item(message.sessionId))?.agent?.id === this.me.id) {
      this.socket?.emit('cs.delivered', { sessionId: message.sessionId, upToId: message.id });
    }
  }

  private onSession({ session }: CsAgentServerEvents['cs.session']): void {
    this.place(session);
    if (session.status === 'closed') this.setPlayerTyping(session.id, false);
  }

  private onRead({ sessionId, side, upToId }: CsAgentServerEvents['cs.read']): void {
    const conversation = this.conversations.get(sessionId);
    if (side === 'player') {
      if (conversation) conversation.messages = markReceipts(conversation.messages, 'read', upToId);
      const item = this.item(sessionId);
      if (item && upToId > item.playerReadId) this.place({ ...item, playerReadId: upToId });
      return;
    }
    // Read by the agent side elsewhere (another tab): nothing older than upToId is unread any more.
    const item = this.item(sessionId);
    if (item && item.unread > 0 && item.lastMessage && item.lastMessage.id <= upToId) this.setUnread(sessionId, 0);
  }

  private onDelivered({ sessionId, side, upToId }: CsAgentServerEvents['cs.delivered']): void {
    const conversation = this.conversations.get(sessionId);
    if (side === 'player' && conversation) conversation.messages = markReceipts(conversation.messages, 'delivered', upToId);
  }

  private onTyping({ sessionId, side, typing }: CsAgentServerEvents['cs.typing']): void {
    if (side === 'player') this.setPlayerTyping(sessionId, typing);
  }

  private setPlayerTyping(sessionId: number, typing: boolean): void {
    clearTimeout(this.typingFades.get(sessionId));
    this.typingFades.delete(sessionId);
    if (!typing) {
      this.playerTyping.delete(sessionId);
      return;
    }
    this.playerTyping.add(sessionId);
    this.typingFades.set(
      sessionId,
      setTimeout(() => this.setPlayerTyping(sessionId, false), PLAYER_TYPING_FADES_MS),
    );
  }
}
