/**
 * One conversation as the agent has it (mobx): its messages oldest first, read a page at a time (the latest, older ones
 * on scroll up, newer ones to catch up after a reconnect), and the agent's sends until the server has stored them
 * (an image uploaded first, with its progress; a failed send kept for a retry under the same client id).
 */
import { makeAutoObservable, runInAction } from '@racing/shared/src/state/mobx';
import { MESSAGE_PAGE_SIZE, type InboxApi } from './api/inbox-api';
import type { CsMessage } from '@racing/shared/src/cs/cs-types';
import { newClientId } from './client-id';
import { errorMessage } from './error-message';
import { markReceipts, mergeMessages, newestId, oldestId } from './message-merge';

/** Catching up after a reconnect reads pages of this size, at most this many; a longer gap reads the latest page again. */
const CATCH_UP_PAGE_SIZE = 50;
const CATCH_UP_PAGES = 10;

export interface PendingMessage {
  clientId: string;
  contentType: 'text' | 'image';
  /** The text, or for an image its local preview until it is uploaded ('' when the browser makes none). */
  content: string;
  status: 'sending' | 'failed';
  /** Upload progress of an image, 0..1; null once uploaded (and for text). */
  progress: number | null;
  /** An image not yet uploaded, kept for a retry. */
  file?: Blob;
  /** An uploaded image's address: a retry only sends it again. */
  uploadedUrl?: string;
  error?: string;
}

const revokePreview = (pending: PendingMessage) => {
  if (pending.contentType === 'image' && pending.content && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(pending.content);
};

export class ConversationStore {
  /** Oldest first. */
  messages: CsMessage[] = [];
  pending: PendingMessage[] = [];
  loaded = false;
  loading = false;
  loadingOlder = false;
  /** Older messages exist on the server. */
  hasMore = false;
  error: string | null = null;
  /** Events were missed (the socket was down) while it was not open: catch up when it opens again. */
  stale = false;

  constructor(
    readonly sessionId: number,
    private readonly api: InboxApi,
  ) {
    makeAutoObservable<ConversationStore, 'api'>(this, { sessionId: false, api: false }, { autoBind: true });
  }

  get newestId(): number | undefined {
    return newestId(this.messages);
  }

  /** The latest page. */
  async loadLatest(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.error = null;
    try {
      const page = await this.api.messages({ sessionId: this.sessionId, size: MESSAGE_PAGE_SIZE });
      runInAction(() => {
        this.add(page.list);
        this.hasMore = page.hasMore;
        this.loaded = true;
        this.stale = false;
      });
    } catch (error) {
      runInAction(() => (this.error = errorMessage(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Scrolled to the top: the page before the oldest message shown. */
  async loadOlder(): Promise<void> {
    const before = oldestId(this.messages);
    if (before === undefined || !this.hasMore || this.loadingOlder) return;
    this.loadingOlder = true;
    try {
      const page = await this.api.messages({ sessionId: this.sessionId, size: MESSAGE_PAGE_SIZE, beforeId: before });
      runInAction(() => {
        this.add(page.list);
        this.hasMore = page.hasMore;
      });
    } catch (error) {
      runInAction(() => (this.error = errorMessage(error)));
    } finally {
      runInAction(() => (this.loadingOlder = false));
    }
  }

  /** Everything newer than the newest message held, page after page (`afterId`). */
  async catchUp(): Promise<void> {
    if (this.newestId === undefined) return this.loadLatest();
    this.error = null;
    try {
      for (let pages = 0; pages < CATCH_UP_PAGES; pages += 1) {
        const page = await this.api.messages({ sessionId: this.sessionId, size: CATCH_UP_PAGE_SIZE, afterId: this.newestId });
        this.add(page.list);
        if (!page.hasMore) {
          runInAction(() => (this.stale = false));
          return;
        }
      }
      // Too far behind: the latest page again, and older ones on scroll.
      runInAction(() => {
        this.messages = [];
        this.loaded = false;
      });
      await this.loadLatest();
    } catch (error) {
      runInAction(() => (this.error = errorMessage(error)));
    }
  }

  /** Messages from a page, a send's answer or the socket; a send the server has stored is no longer pending. */
  add(messages: readonly CsMessage[]): void {
    this.messages = mergeMessages(this.messages, messages);
    const stored = new Set(messages.map((message) => message.clientId).filter(Boolean));
    if (!this.pending.some((pending) => stored.has(pending.clientId))) return;
    this.pending.filter((pending) => stored.has(pending.clientId)).forEach(revokePreview);
    this.pending = this.pending.filter((pending) => !stored.has(pending.clientId));
  }

  /** The player's device has (`delivered`) or the player has read (`read`) the agents' messages up to `upToId`. */
  receipt(kind: 'delivered' | 'read', upToId: number): void {
    this.messages = markReceipts(this.messages, kind, upToId);
  }

  /** Queues a text and sends it; answers the stored message, or null when it failed (kept for a retry). */
  sendText(content: string): Promise<CsMessage | null> {
    return this.queue({ clientId: newClientId(), contentType: 'text', content, status: 'sending', progress: null });
  }

  /** Queues an image, uploads it with its progress, then sends its address. */
  sendImage(file: Blob): Promise<CsMessage | null> {
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    return this.queue({ clientId: newClientId(), contentType: 'image', content: preview, status: 'sending', progress: 0, file });
  }

  /** Tries a failed send again under the same client id (the server keeps one message). */
  retry(clientId: string): Promise<CsMessage | null> {
    const pending = this.pendingOf(clientId);
    if (!pending || pending.status !== 'failed') return Promise.resolve(null);
    pending.status = 'sending';
    pending.error = undefined;
    return this.deliver(clientId);
  }

  /** Drops a failed send the agent gives up on. */
  discard(clientId: string): void {
    const pending = this.pendingOf(clientId);
    if (pending) revokePreview(pending);
    this.pending = this.pending.filter((message) => message.clientId !== clientId);
  }

  private pendingOf(clientId: string): PendingMessage | undefined {
    return this.pending.find((message) => message.clientId === clientId);
  }

  private queue(pending: PendingMessage): Promise<CsMessage | null> {
    this.pending.push(pending);
    return this.deliver(pending.clientId);
  }

  private async deliver(clientId: string): Promise<CsMessage | null> {
    const first = this.pendingOf(clientId);
    if (!first) return null;
    try {
      let content = first.contentType === 'image' ? first.uploadedUrl : first.content;
      if (content === undefined) {
        const url = await this.api.uploadImage(first.file!, (fraction) => this.setProgress(clientId, fraction));
        runInAction(() => Object.assign(this.pendingOf(clientId) ?? {}, { uploadedUrl: url, progress: null, file: undefined }));
        content = url;
      }
      const message = await this.api.send({ sessionId: this.sessionId, clientId, contentType: first.contentType, content });
      this.add([message]);
      return message;
    } catch (error) {
      runInAction(() => Object.assign(this.pendingOf(clientId) ?? {}, { status: 'failed', error: errorMessage(error) }));
      return null;
    }
  }

  private setProgress(clientId: string, fraction: number): void {
    const pending = this.pendingOf(clientId);
    if (pending) pending.progress = fraction;
  }
}
