/**
 * The plan hall's calls (server/src/plans/CONTRACT.md): plans, their authors, likes, follows and publishing, on the
 * app's one typed api client (the generated contract checks each path, body and answer against these views).
 */
import { api } from '@racing/shared/src/api/app-api-client';
import type { CursorPage, PageResult } from '@racing/shared/src/api/api-types';
import type { ResponseData } from '@racing/shared/src/api/api-contract';

/** A plan as the hall shows it (server/src/plans/plan-schemas.ts). */
export type PlanView = ResponseData<'/app/plan/plan/info', 'get'>;
/** One pick: rankId 0 is the sum of the first two places; type 0 numbers, 1 two-sided. */
export type PlanPick = PlanView['picks'][number];
export type PlanAuthor = PlanView['author'];
/** open: betting still open · closed: not settled yet · then the slip's outcome. */
export type PlanStatus = PlanView['status'];
export type AuthorView = ResponseData<'/app/plan/author/info', 'get'>;
export type FollowAnswer = ResponseData<'/app/plan/author/follow', 'post'>;

export const PLAN_STATUSES: readonly PlanStatus[] = ['open', 'closed', 'won', 'lost', 'push', 'refunded'];

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
  return api.post('/app/plan/plan/page', query);
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
  return api.get('/app/plan/plan/info', { id });
}

export function likePlan(id: number): Promise<{ id: number; likes: number; liked: true }> {
  return api.post('/app/plan/plan/like', { id });
}

export function publishPlan(request: PublishRequest): Promise<PlanView> {
  return api.post('/app/plan/plan/publish', request);
}

export function getAuthor(id: number): Promise<AuthorView> {
  return api.get('/app/plan/author/info', { id });
}

export function followAuthor(id: number): Promise<FollowAnswer> {
  return api.post('/app/plan/author/follow', { id });
}

export function unfollowAuthor(id: number): Promise<FollowAnswer> {
  return api.post('/app/plan/author/unfollow', { id });
}
