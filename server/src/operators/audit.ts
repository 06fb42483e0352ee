// The audit log: one append-only row per operator action that changes anything, written in the change's own transaction.
import { type FastifyRequest } from 'fastify';
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';

export interface AuditEntry {
  targetType: string;
  targetId?: string | number | null;
  /** Plain objects, stored as JSON. */
  oldValue?: unknown;
  newValue?: unknown;
  reason?: string | null;
  /** Defaults to the route's permission key. */
  action?: string;
  /** Who acted, when the request has no signed-in operator (a sign-in: its operator, or null and the username tried). */
  operatorId?: number | null;
  operatorName?: string;
}

/** A row written outside a request (the command line): who and from where are given. */
export interface AuditRow extends AuditEntry {
  action: string;
  operatorId: number | null;
  operatorName: string;
  ip: string;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

export async function writeAudit(db: Kysely<Database>, row: AuditRow, now = Date.now()): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      operatorId: row.operatorId,
      operatorName: row.operatorName.slice(0, 32),
      action: row.action.slice(0, 80),
      targetType: row.targetType.slice(0, 32),
      targetId: row.targetId === undefined || row.targetId === null ? null : String(row.targetId).slice(0, 64),
      oldValue: json(row.oldValue),
      newValue: json(row.newValue),
      reason: row.reason ? row.reason.slice(0, 255) : null,
      ip: row.ip.slice(0, 64),
      createdAt: now,
    })
    .execute();
}

/** Records the request's action; `db` may be the transaction that makes the change. Operator and IP come from the request. */
export async function recordAudit(db: Kysely<Database>, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const operator = request.operator;
  await writeAudit(db, {
    ...entry,
    action: entry.action ?? request.routeOptions.config.permission ?? request.routeOptions.url ?? 'unknown',
    operatorId: entry.operatorId !== undefined ? entry.operatorId : (operator?.id ?? null),
    operatorName: entry.operatorName ?? operator?.username ?? 'unknown',
    ip: request.ip,
  });
}
