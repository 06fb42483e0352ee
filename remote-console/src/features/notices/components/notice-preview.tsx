/** A notice as a player's phone shows it (the notice page's title, date and plain-text content), for one language. */
import { formatDate } from '@racing/shared/src/format/format-date';
import type { Language } from '@racing/shared/src/i18n/languages';

export interface NoticePreviewProps {
  title: string;
  content: string;
  /** The date the player reads: the start of the publish window, or now for a notice not yet dated. */
  date: string | Date;
  /** The app language the player reads it in: the date is written in it. */
  language: Language;
}

/** 375 px: the phone width the player pages are designed for. */
const PHONE_WIDTH = 375;

export function NoticePreview({ title, content, date, language }: NoticePreviewProps) {
  return (
    <div
      data-testid="notice-preview-phone"
      lang={language}
      style={{ width: PHONE_WIDTH, maxWidth: '100%', margin: '0 auto', border: '1px solid #e5e5e5', borderRadius: 16, overflow: 'hidden' }}
    >
      <article style={{ padding: 16, background: '#fff', minHeight: 360 }}>
        <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{title}</h2>
        <p style={{ color: '#6b6b6b', fontSize: 12, margin: '0 0 16px' }}>{formatDate(date, 'dateTime', language)}</p>
        <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6, fontSize: 15 }}>{content}</div>
      </article>
    </div>
  );
}
