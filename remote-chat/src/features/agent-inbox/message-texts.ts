/** How a message reads where it is not a bubble: a system line translated (`inbox:system.<key>`), a list row's preview, a row's time. */
import type { TFunction } from 'i18next';
import { formatDate, toDate } from '@racing/shared/src/format/format-date';
import type { CsMessage } from './api/inbox-types';

const SYSTEM_KEYS = new Set(['agentJoined', 'transferred', 'closed', 'away']);

export function systemLine(t: TFunction, system: CsMessage['system']): string {
  if (!system || !SYSTEM_KEYS.has(system.key)) return t('inbox:system.unknown');
  return t(`inbox:system.${system.key}`, system.params);
}

/** One line for a session row: the text, "[Image]", or the system line; an agent's own words marked as theirs. */
export function messagePreview(t: TFunction, message: CsMessage | null): string {
  if (!message) return t('inbox:lists.noMessages');
  if (message.contentType === 'system' || message.senderType === 'system') return systemLine(t, message.system);
  const text = message.contentType === 'image' ? t('inbox:preview.image') : message.content.replace(/\s+/g, ' ').trim();
  return message.senderType === 'agent' ? t('inbox:preview.agent', { text }) : text;
}

/** A clock for today, else the day and the clock. */
export function rowTime(value: string, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  return date.toDateString() === now.toDateString() ? formatDate(date, 'HH:mm') : formatDate(date, 'shortDateTime');
}

/** Whether two times fall on different days (a date line between their messages). */
export function differentDay(a: string, b: string): boolean {
  return toDate(a)?.toDateString() !== toDate(b)?.toDateString();
}

/** An image URL the bubble may load: one of ours (`/uploads/…`) or an http(s) address, never `javascript:` or `data:`. */
export function safeImageUrl(url: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null;
}
