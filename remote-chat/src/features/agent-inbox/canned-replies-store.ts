/** The agents' canned replies (mobx): read once when first wanted, then added, edited and deleted through the server. */
import { makeAutoObservable, runInAction } from '@racing/shared/src/state/mobx';
import type { CannedDraft, InboxApi } from './api/inbox-api';
import type { CsCannedReply } from './api/inbox-types';
import { errorMessage } from './error-message';

export const CANNED_TITLE_MAX = 40;
export const CANNED_CONTENT_MAX = 2000;

export class CannedRepliesStore {
  replies: CsCannedReply[] = [];
  loaded = false;
  loading = false;
  error: string | null = null;

  constructor(private readonly api: InboxApi) {
    makeAutoObservable<CannedRepliesStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Reads the list unless it is read already (`force` reads it again). */
  async load(force = false): Promise<void> {
    if (this.loading || (this.loaded && !force)) return;
    this.loading = true;
    this.error = null;
    try {
      const replies = await this.api.cannedList();
      runInAction(() => {
        this.replies = replies;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.error = errorMessage(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Adds (no id) or updates a reply; rejects with the server's refusal for the form to show. */
  async save(draft: CannedDraft, id?: number): Promise<void> {
    const clean = { title: draft.title.trim(), content: draft.content.trim() };
    const saved = id === undefined ? await this.api.cannedAdd(clean) : await this.api.cannedUpdate(id, clean);
    runInAction(() => {
      this.replies = id === undefined ? [...this.replies, saved] : this.replies.map((reply) => (reply.id === id ? saved : reply));
    });
  }

  async remove(id: number): Promise<void> {
    await this.api.cannedDelete(id);
    runInAction(() => {
      this.replies = this.replies.filter((reply) => reply.id !== id);
    });
  }
}
