/** POST /api/admin/audit/log/page: the audit log, newest first. */
import { adminPost } from '@racing/shared/src/operator/admin-client';
import type { AdminPage, PageQuery } from '../../lib/use-admin-page';

export interface AuditRow {
  id: number;
  operatorId: number | null;
  operatorName: string;
  /** The action's permission key (`player:player:adjust`). */
  action: string;
  targetType: string;
  targetId: string | null;
  oldValue: unknown;
  newValue: unknown;
  reason: string | null;
  ip: string;
  createTime: string;
}

export interface AuditFilters {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  keyWord?: string;
  /** ISO moments: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

export const fetchAuditPage = (body: AuditFilters & PageQuery) => adminPost<AdminPage<AuditRow>>('/audit/log/page', body);

/** A value as one short line of JSON (`—` for none), for the table's cell; the expanded row shows it whole. */
export function compactJson(value: unknown, max = 80): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** Drops empty filters, so the server sees only what the operator chose. */
export function cleanFilters(filters: AuditFilters): AuditFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '').map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
}
