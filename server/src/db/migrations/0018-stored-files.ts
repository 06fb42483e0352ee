// Uploaded files kept in the database (UPLOAD_STORAGE=database), so every server process behind the proxy serves what any one of them stored.
import { type Kysely } from 'kysely';
import { type Migration, bigintType } from '../migration-kit';

export const storedFiles: Migration = {
  async up(db: Kysely<unknown>, dialect) {
    // Who may use a file is recorded apart (uploaded_image, operator_upload): this table is storage only, keyed by URL.
    await db.schema
      .createTable('stored_file')
      .addColumn('path', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', bigintType(dialect), (c) => c.notNull())
      .execute();
  },
};
