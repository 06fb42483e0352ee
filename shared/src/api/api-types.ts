/** Shapes of the API's envelope and of the payloads the apps share (see ARCHITECTURE.md, "The API contract"). */

/** Every response body. Success is HTTP 200 with code 1000. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 1000;

/** Login and refresh answer; lifetimes are in seconds. */
export interface TokenPair {
  token: string;
  expire: number;
  refreshToken: string;
  refreshExpire: number;
}

export interface UserInfo {
  id: number;
  nickName?: string;
  avatarUrl?: string;
  phone?: string;
  description?: string;
  /** Integer cents. */
  currentBalance: number;
  clicks?: number;
  likes?: number;
  follows?: number;
  fans?: number;
  [field: string]: unknown;
}

export interface Pagination {
  page: number;
  size: number;
  total: number;
}

export interface PageResult<T> {
  list: T[];
  pagination: Pagination;
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  createTime: string;
  updateTime?: string;
  [field: string]: unknown;
}

/** How the user logged in; stored so the next login screen can offer the same method. */
export type LoginType = 'phone' | 'password' | 'oneClick' | string;
