// Uploaded images kept in the database's stored_file table: what one server process stored, every other one serves (scale-out).
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { CONTENT_TYPES, newStoredFileUrl, parseStoredFileUrl, type FileStorage, type StoredExt, type StoredFile } from './file-storage';

export class DatabaseFileStorage implements FileStorage {
  readonly type = 'database';

  /** `reader` serves reads that must not queue behind writes (on SQLite, its query-only connection). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly reader: Kysely<Database> = db,
  ) {}

  async put(bytes: Buffer, ext: StoredExt, now = new Date()): Promise<string> {
    const url = newStoredFileUrl(ext, now);
    // The key is the URL: a name collision (128 random bits) fails instead of replacing someone's image.
    await this.db.insertInto('storedFile').values({ path: url, contentType: CONTENT_TYPES[ext], size: bytes.length, bytes, createdAt: now.getTime() }).execute();
    return url;
  }

  async has(url: string): Promise<boolean> {
    if (!parseStoredFileUrl(url)) return false;
    return (await this.reader.selectFrom('storedFile').select('path').where('path', '=', url).executeTakeFirst()) !== undefined;
  }

  async read(url: string): Promise<StoredFile | undefined> {
    if (!parseStoredFileUrl(url)) return undefined;
    const row = await this.reader.selectFrom('storedFile').select(['bytes', 'contentType']).where('path', '=', url).executeTakeFirst();
    return row && { bytes: row.bytes, contentType: row.contentType };
  }
}
