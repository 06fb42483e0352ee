/** The API's envelope, and the payload types the apps share, read from the generated contract (see ARCHITECTURE.md, "The API contract"). */
import type { ResponseData } from '@racing/shared/src/api/api-contract';

/** Every response body. Success is HTTP 200 with code 1000. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 1000;

/** Login and refresh answer; lifetimes are in seconds. Every login call answers the same pair. */
export type TokenPair = ResponseData<'/app/user/login/refreshToken', 'post'>;

/** GET /app/user/info/person: the player's profile; `phone` comes masked (138****0000), `currentBalance` in cents. */
export type UserInfo = ResponseData<'/app/user/info/person', 'get'>;

/** The paging every `page` call answers with. */
export type Pagination = ResponseData<'/app/notice/notice/page', 'post'>['pagination'];

/** One page of a `page` call; the item type is the call's own (see its ResponseData). */
export interface PageResult<T> {
  list: T[];
  pagination: Pagination;
}

/** The pagination of a list that scrolls by cursor: pass `cursor` back for the next page; null after the last one. */
export type CursorPagination = ResponseData<'/app/lottery/result/getList', 'get'>['pagination'];

/** One page of a list that scrolls by cursor (my bets, the bill, results). */
export interface CursorPage<T> {
  list: T[];
  pagination: CursorPagination;
}

/** How the user logged in; stored so the next login screen can offer the same method. */
export type LoginType = 'phone' | 'password' | 'oneClick' | string;
