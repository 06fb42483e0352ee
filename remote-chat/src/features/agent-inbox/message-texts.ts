/** How a message reads where it is not a bubble: a system line translated (`inbox:system.<key>`), a list row's preview, a row's time. */
import type { TFunction } from 'i18next';
import { formatDate, toDate } from '@racing/shared/src/format/format-date';
import { CS_SYSTEM_KEYS, type CsMessage } from '@racing/shared/src/cs/cs-types';

const SYSTEM_KEYS: ReadonlySet<string> = new Set(CS_SYSTEM_KEYS);

/** A message's system part, its key read as any string: a newer server may send a key this build does not know. */
type SystemPart = { key: string; params: NonNullable<CsMessage['system']>['params'] } | null;

export function systemLine(t: TFunction, system: SystemPart): string {
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
