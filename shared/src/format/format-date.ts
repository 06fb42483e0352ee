/** The one date formatter: a date, timestamp or server date string to local "YYYY-MM-DD HH:mm:ss" (or a shorter pattern). */

export type DatePattern = 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD HH:mm' | 'YYYY-MM-DD' | 'MM-DD HH:mm' | 'HH:mm:ss' | 'HH:mm';

const pad = (value: number) => String(value).padStart(2, '0');

export function formatDate(value: Date | string | number | null | undefined, pattern: DatePattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (value === null || value === undefined || value === '') return '';
  // Server dates like "2024-05-01 12:00:00" are not ISO for every engine: make them so.
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
}
