// Tells a conflict on one named unique key apart from every other database error, on SQLite and on PostgreSQL.

/** A unique key that code expects to collide on (two requests racing for one phone, say); each dialect reports it its own way. */
export interface UniqueKey {
  /** PostgreSQL: the unique constraint or index name, as the error's `constraint` field carries it. */
  constraint: string;
  /** SQLite names no constraint: it lists the key's columns ("UNIQUE constraint failed: app_user.phone"). */
  table: string;
  columns: readonly string[];
}

/** The keys the code relies on, named as the migrations create them; test/unique-violation.test.ts checks each on both dialects. */
export const UNIQUE_KEYS = {
  /** app_user.phone: one account per mobile number (PostgreSQL's name for a column-level UNIQUE). */
  playerPhone: { constraint: 'app_user_phone_key', table: 'app_user', columns: ['phone'] },
  /** app_user.invite_code: each code names one player (two players drawing the same code: the later one draws again). */
  inviteCode: { constraint: 'app_user_invite_code_key', table: 'app_user', columns: ['invite_code'] },
} as const satisfies Record<string, UniqueKey>;

/** PostgreSQL's SQLSTATE for unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';

/**
 * True only when `error` is a unique violation of `key`. Anything else — another key, another constraint, a lost
 * connection, a full disk — is a fault for the caller to rethrow, never a business answer.
 */
export function isUniqueViolation(error: unknown, key: UniqueKey): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === PG_UNIQUE_VIOLATION) return constraint === key.constraint;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return message === `UNIQUE constraint failed: ${key.columns.map((column) => `${key.table}.${column}`).join(', ')}`;
  return false;
}
