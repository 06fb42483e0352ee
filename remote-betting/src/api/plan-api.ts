/**
 * The plan hall's calls (server/src/plans/CONTRACT.md): plans, their authors, likes, follows and publishing, on the
 * app's one typed api client (the generated contract checks each path, body and answer against these views).
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { CursorPage, PageResult } from '@racing/shared/src/api/api-types';

const client = api;

export interface PlanPick {
  oddsId: number;
  /** 0 is the sum of the first two places. */
  rankId: number;
  rankName: string;
  /** 0 numbers, 1 two-sided. */
  type: number;
  code: string;
  itemName: string;
  odds: number;
}

/** open: betting still open · closed: not settled yet · then the slip's outcome. */
export type PlanStatus = 'open' | 'closed' | 'won' | 'lost' | 'push' | 'refunded';

export const PLAN_STATUSES: readonly PlanStatus[] = ['open', 'closed', 'won', 'lost', 'push', 'refunded'];

export interface PlanAuthor {
  id: number;
  nickName: string;
  avatarUrl: string | null;
}

export interface PlanView {
  id: number;
  issue: string;
  createTime: string;
  author: PlanAuthor;
  note: string | null;
  /** The slip's total in cents, only when the author chose to show it. */
  stake: number | null;
  picks: PlanPick[];
  likes: number;
  copies: number;
  clicks: number;
  /** By me (false for guests). */
  liked: boolean;
  mine: boolean;
  /** Period open now, the author takes orders, and not mine. */
  copyable: boolean;
  status: PlanStatus;
  /** The period's ten places once drawn. */
  result: number[] | null;
  hits: number | null;
}

export interface AuthorView {
  id: number;
  nickName: string;
  avatarUrl: string | null;
  signature: string | null;
  fans: number;
  follows: number;
  likes: number;
  totalClicks: number;
  orderReceiving: boolean;
  following: boolean;
  mine: boolean;
  plans: number;
  hitRate: { won: number; of: number };
  streak: { kind: 'won' | 'lost'; length: number } | null;
}

export interface PlanPageQuery {
  page: number;
  size: number;
  /** Plans with a pick on that rank (0 = the sum). */
  rankId?: number;
  /** Plans of authors I follow (a guest gets an empty list). */
  following?: boolean;
  authorId?: number;
}

export interface PublishRequest {
  slipId: number;
  /** Up to 140 characters; empty is sent as nothing. */
  note?: string;
  showStake?: boolean;
}

export const PLAN_NOTE_MAX = 140;

export function getPlanPage(query: PlanPageQuery): Promise<PageResult<PlanView>> {
  return client.post('/app/plan/plan/page', query);
}

/**
 * One page of the hall for the paged-list hook, which follows cursors: the cursor is the next page's number, and
 * there is none once the pages seen hold the server's total (or a page came back short).
 */
export async function getPlanPageByCursor(query: Omit<PlanPageQuery, 'page'>, cursor: string | undefined): Promise<CursorPage<PlanView>> {
  const page = cursor ? Number(cursor) : 1;
  const result = await getPlanPage({ ...query, page });
  const seen = (page - 1) * query.size + result.list.length;
  const more = result.list.length === query.size && seen < result.pagination.total;
  return { list: result.list, pagination: { page, size: query.size, total: result.pagination.total, cursor: more ? String(page + 1) : null } };
}

export function getPlan(id: number): Promise<PlanView> {
  return client.get('/app/plan/plan/info', { id });
}

export function likePlan(id: number): Promise<{ id: number; likes: number; liked: true }> {
  return client.post('/app/plan/plan/like', { id });
}

export function publishPlan(request: PublishRequest): Promise<PlanView> {
  return client.post('/app/plan/plan/publish', request);
}

export function getAuthor(id: number): Promise<AuthorView> {
  return client.get('/app/plan/author/info', { id });
}

export function followAuthor(id: number): Promise<{ id: number; following: boolean; fans: number }> {
  return client.post('/app/plan/author/follow', { id });
}

export function unfollowAuthor(id: number): Promise<{ id: number; following: boolean; fans: number }> {
  return client.post('/app/plan/author/unfollow', { id });
}
