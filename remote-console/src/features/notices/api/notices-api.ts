/** The console's notice calls (/api/admin/notice/notice/*): one notice with a text per language, draft or published. */
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';
import type { AdminPage, PageQuery } from '../../../lib/use-admin-page';

/** The API's language codes of a notice's texts, in the order the editor shows them. */
export const NOTICE_LANGUAGES = ['zh-cn', 'zh-tw', 'en', 'es', 'fr'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

export interface NoticeText {
  title: string;
  content: string;
}

export type NoticeTexts = Partial<Record<NoticeLanguage, NoticeText>>;

export type NoticeStatus = 'draft' | 'published';

export interface Notice {
  id: number;
  status: NoticeStatus;
  pinned: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  texts: NoticeTexts;
  createTime: string;
  updateTime: string;
}

/** What the editor saves: everything but the status, which only publish and unpublish change. */
export interface NoticeDraft {
  pinned: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  texts: NoticeTexts;
}

export interface NoticePageQuery extends PageQuery {
  status?: NoticeStatus;
  keyWord?: string;
}

export function getNoticePage(query: NoticePageQuery): Promise<AdminPage<Notice>> {
  return adminPost<AdminPage<Notice>>('/notice/notice/page', query);
}

export function getNotice(id: number): Promise<Notice> {
  return adminGet<Notice>('/notice/notice/info', { id });
}

export function addNotice(draft: NoticeDraft): Promise<Notice> {
  return adminPost<Notice>('/notice/notice/add', draft);
}

export function updateNotice(id: number, draft: NoticeDraft): Promise<Notice> {
  return adminPost<Notice>('/notice/notice/update', { id, ...draft });
}

export function publishNotice(id: number): Promise<Notice> {
  return adminPost<Notice>('/notice/notice/publish', { id });
}

/** Back to draft. */
export function unpublishNotice(id: number): Promise<Notice> {
  return adminPost<Notice>('/notice/notice/unpublish', { id });
}

export function deleteNotices(ids: number[]): Promise<{ deleted: number }> {
  return adminPost<{ deleted: number }>('/notice/notice/delete', { ids });
}
