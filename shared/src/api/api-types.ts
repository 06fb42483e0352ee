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

/** GET /app/user/info/person. */
export interface UserInfo {
  id: number;
  nickname?: string;
  avatar?: string | null;
  /** Masked by the server: 138****0000. */
  phone?: string | null;
  signature?: string | null;
  totalClicks?: number;
  likes?: number;
  follows?: number;
  fans?: number;
  /** Integer cents. */
  currentBalance: number;
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
