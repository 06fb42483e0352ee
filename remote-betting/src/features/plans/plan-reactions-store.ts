/**
 * What the player did to plans and authors this session (mobx): likes and follows with the counts the server answered,
 * laid over any plan or author read before or after, so the hall, an author's page and a plan's page agree.
 */
import { makeAutoObservable, runInAction } from '@racing/shared/src/state/mobx';
import { followAuthor, likePlan, unfollowAuthor, type AuthorView, type PlanView } from '../../api/plan-api';

interface LikeState {
  liked: boolean;
  likes: number;
}

interface FollowState {
  following: boolean;
  fans: number;
}

export class PlanReactionsStore {
  likes = new Map<number, LikeState>();
  follows = new Map<number, FollowState>();
  /** `plan:<id>` or `author:<id>` while its call is on the way: the button waits. */
  pending = new Set<string>();
  /** Likes this player gave this session: an author's page reads the author again after one (their likes count changed). */
  likesGiven = 0;
  /** Slips published this session → their plan's id (the history shows a link instead of Publish). */
  published = new Map<number, number>();

  constructor(
    private readonly calls = { likePlan, followAuthor, unfollowAuthor },
  ) {
    makeAutoObservable<PlanReactionsStore, 'calls'>(this, { calls: false });
  }

  /** The plan as the player last left it: a like is never taken back, and the count is the larger one seen. */
  plan(plan: PlanView): PlanView {
    const like = this.likes.get(plan.id);
    return like ? { ...plan, liked: plan.liked || like.liked, likes: Math.max(plan.likes, like.likes) } : plan;
  }

  author(author: AuthorView): AuthorView {
    const follow = this.follows.get(author.id);
    return follow ? { ...author, following: follow.following, fans: follow.fans } : author;
  }

  /** The author's following state as last set here, or undefined when not touched this session. */
  followingOf(authorId: number): boolean | undefined {
    return this.follows.get(authorId)?.following;
  }

  isPending(kind: 'plan' | 'author', id: number): boolean {
    return this.pending.has(`${kind}:${id}`);
  }

  /** Likes the plan once; the server's refusal (own plan, too many) is thrown for the caller to show. */
  async like(plan: PlanView): Promise<void> {
    const key = `plan:${plan.id}`;
    if (this.pending.has(key) || this.plan(plan).liked || plan.mine) return;
    this.pending.add(key);
    try {
      const answer = await this.calls.likePlan(plan.id);
      runInAction(() => {
        this.likes.set(plan.id, { liked: answer.liked, likes: answer.likes });
        this.likesGiven += 1;
      });
    } finally {
      runInAction(() => this.pending.delete(key));
    }
  }

  markPublished(slipId: number, planId: number): void {
    this.published.set(slipId, planId);
  }

  /** Follows or unfollows the author; the answer carries their follower count. */
  async setFollowing(authorId: number, following: boolean): Promise<void> {
    const key = `author:${authorId}`;
    if (this.pending.has(key)) return;
    this.pending.add(key);
    try {
      const answer = following ? await this.calls.followAuthor(authorId) : await this.calls.unfollowAuthor(authorId);
      runInAction(() => this.follows.set(authorId, { following: answer.following, fans: answer.fans }));
    } finally {
      runInAction(() => this.pending.delete(key));
    }
  }
}

/** One for the app: the pages of the hall share it. */
export const planReactions = new PlanReactionsStore();
