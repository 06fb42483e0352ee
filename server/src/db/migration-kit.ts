// What a versioned migration needs to write one schema for both SQLite and PostgreSQL.
import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { type Dialect } from './database';

export interface Migration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

type ColumnBuild = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** An auto-incrementing primary key in either dialect; `big` for tables that may pass 2^31 rows (bets, ledger). */
export function idColumn(dialect: Dialect, big = false): { type: 'integer' | 'serial' | 'bigserial'; build: ColumnBuild } {
  if (dialect === 'postgres') return { type: big ? 'bigserial' : 'serial', build: (c) => c.primaryKey() };
  return { type: 'integer', build: (c) => c.primaryKey().autoIncrement() };
}

/** 64-bit integers for cents and epoch milliseconds (SQLite integers are already 64-bit). */
export function bigintType(dialect: Dialect): 'integer' | 'bigint' {
  return dialect === 'postgres' ? 'bigint' : 'integer';
}
