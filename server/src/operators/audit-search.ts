// Reads the audit log for the console: newest first, filtered by operator, action (or an action prefix ending in *),
// target, a word in the operator name, values or reason, and a time range.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { containsPattern, prefixPattern } from '../http/like-pattern';
import { isoTime } from '../http/time';

export interface AuditFilter {
  page: number;
  size: number;
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  keyWord?: string;
  /** Epoch ms: from inclusive, to exclusive. */
  fromMs?: number;
  toMs?: number;
}

/** A value column read back: its JSON, or the text itself when it is not JSON. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function searchAudit(db: Kysely<Database>, filter: AuditFilter) {
  const { page, size, operatorId, action, targetType, targetId, fromMs, toMs } = filter;
  let query = db.selectFrom('auditLog');
  if (operatorId !== undefined) query = query.where('operatorId', '=', operatorId);
  if (action) {
    query = action.endsWith('*') ? query.where(sql<boolean>`action like ${prefixPattern(action.slice(0, -1))} escape '\\'`) : query.where('action', '=', action);
  }
  if (targetType) query = query.where('targetType', '=', targetType);
  if (targetId) query = query.where('targetId', '=', targetId);
  if (fromMs !== undefined) query = query.where('createdAt', '>=', fromMs);
  if (toMs !== undefined) query = query.where('createdAt', '<', toMs);
  const word = filter.keyWord?.trim();
  if (word) {
    const like = containsPattern(word.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(operator_name) like ${like} escape '\\' or lower(coalesce(old_value, '')) like ${like} escape '\\' or lower(coalesce(new_value, '')) like ${like} escape '\\' or lower(coalesce(reason, '')) like ${like} escape '\\')`,
    );
  }
  const [rows, counted] = await Promise.all([
    query.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      operatorId: row.operatorId,
      operatorName: row.operatorName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      oldValue: parsed(row.oldValue),
      newValue: parsed(row.newValue),
      reason: row.reason,
      ip: row.ip,
      createTime: isoTime(row.createdAt)!,
    })),
    pagination: { page, size, total: Number(counted.n) },
  };
}
