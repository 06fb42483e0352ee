/**
 * The agent inbox's state (mobx): the queue and my sessions, the open conversation (see conversation-store.ts), the
 * player's card, drafts, the player's typing, and the socket that keeps all of it live. What the agent reads is
 * marked read while the conversation is on screen; what arrives elsewhere is acknowledged as delivered.
 */
import { makeAutoObservable, observable, reaction, runInAction } from '@racing/shared/src/state/mobx';
import type { OperatorPerson } from '@racing/shared/src/operator/operator-store';
import type { InboxApi } from './api/inbox-api';
import type { CsMessage } from '@racing/shared/src/cs/cs-types';
import type { CsAgentServerEvents, CsInboxItem, CsPlayerCard } from './api/inbox-types';
import { ConversationStore } from './conversation-store';
import { errorMessage } from './error-message';
import { placeSession, sortedLists } from './inbox-lists';
import { startInboxSocket, type InboxConnection, type InboxSocket, type LoadSocketClient } from './inbox-socket';
import { TypingSignal } from './typing-signal';

export type { PendingMessage } from './conversation-store';

export const TEXT_MAX = 2000;
/** A "typing" the player never took back (a lost event) fades after this. */
export const PLAYER_TYPING_FADES_MS = 8_000;

export type InboxPane = 'list' | 'conversation' | 'card';

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
  readonly busy = observable.set<number>();
  readonly conversations = observable.map<number, ConversationStore>({}, { deep: false });
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

  get openConversation(): ConversationStore | undefined {
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
    return `${item.id}:${conversation.newestId ?? 0}:${item.unread}`;
  }

  get draft(): string {
    return this.openId === null ? '' : (this.drafts.get(this.openId) ?? '');
  }

  start(): void {
    void this.loadLists();
    this.stopReading = reaction(
      () => this.readWanted,
      (wanted) => {
        if (wanted && this.openId !== null) void this.markRead(this.openId);
      },
    );
    this.socket = startInboxSocket({
      token: this.options.token,
      // A refused handshake: any call checks the session (a 401 signs out and goes to sign-in).
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
    if (this.openId !== null) void this.conversation(this.openId).catchUp();
  }

  /** Opens a session's conversation (a queued one read-only, to see what the player asks before taking it). */
  open(id: number): void {
    if (this.openId !== id) this.typing.stop();
    this.openId = id;
    this.pane = 'conversation';
    const conversation = this.conversation(id);
    if (!conversation.loaded) void conversation.loadLatest();
    else if (conversation.stale) void conversation.catchUp();
    void this.loadCard(id);
  }

  private conversation(id: number): ConversationStore {
    let conversation = this.conversations.get(id);
    if (!conversation) {
      conversation = new ConversationStore(id, this.api);
      this.conversations.set(id, conversation);
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

  /** Marks the session read up to the newest message shown; its unread count takes what the server says is left. */
  async markRead(id: number): Promise<void> {
    const upToId = this.conversations.get(id)?.newestId;
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
      this.place(await call());
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

  /** The agent typed in the open conversation's reply box. */
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
    void this.conversation(this.openId).sendText(content).then(this.sent);
    return true;
  }

  /** Uploads an image (with progress) and sends it to the open session. */
  sendImage(file: Blob): void {
    if (this.openId === null || !this.canWrite) return;
    void this.conversation(this.openId).sendImage(file).then(this.sent);
  }

  retry(sessionId: number, clientId: string): void {
    void this.conversations.get(sessionId)?.retry(clientId).then(this.sent);
  }

  /** A send the server stored: the list shows it as the session's latest. */
  private sent(message: CsMessage | null): void {
    const item = message && this.item(message.sessionId);
    if (message && item && (item.lastMessage?.id ?? 0) < message.id) this.place({ ...item, lastMessage: message, updateTime: message.createTime });
  }

  private onMessage({ message, session }: CsAgentServerEvents['cs.message']): void {
    const conversation = this.conversations.get(message.sessionId);
    if (conversation?.loaded) conversation.add([message]);
    this.place(session);
    if (message.senderType !== 'player') return;
    this.setPlayerTyping(message.sessionId, false);
    const reading = message.sessionId === this.openId && this.conversationVisible;
    // On this device but not read yet: the player sees it delivered. (Read on screen, marking read says both.)
    if (!reading && session.agent?.id === this.me.id) this.socket?.emit('cs.delivered', { sessionId: message.sessionId, upToId: message.id });
  }

  private onSession({ session }: CsAgentServerEvents['cs.session']): void {
    this.place(session);
    if (session.status === 'closed') this.setPlayerTyping(session.id, false);
  }

  private onRead({ sessionId, side, upToId }: CsAgentServerEvents['cs.read']): void {
    const item = this.item(sessionId);
    if (side === 'player') {
      this.conversations.get(sessionId)?.receipt('read', upToId);
      if (item && upToId > item.playerReadId) this.place({ ...item, playerReadId: upToId });
    } else if (item && item.unread > 0 && item.lastMessage && item.lastMessage.id <= upToId) {
      // Read on the agent's side elsewhere (another tab): nothing up to upToId is unread any more.
      this.setUnread(sessionId, 0);
    }
  }

  private onDelivered({ sessionId, side, upToId }: CsAgentServerEvents['cs.delivered']): void {
    if (side === 'player') this.conversations.get(sessionId)?.receipt('delivered', upToId);
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
