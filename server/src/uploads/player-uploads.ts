// A player's uploaded images: kept in the file storage and recorded with their uploader, so only the uploader may use one.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { type FileStorage, type StoredExt } from './file-storage';

/** Stores the image and records who uploaded it; returns its URL. */
export async function storePlayerImage(db: Kysely<Database>, files: FileStorage, userId: number, bytes: Buffer, ext: StoredExt, now = new Date()): Promise<string> {
  const url = await files.put(bytes, ext, now);
  await db.insertInto('uploadedImage').values({ url, userId, createdAt: now.getTime() }).execute();
  return url;
}

/** Whether `url` names an image the storage still holds and that `userId` uploaded: another player's URL is never one. */
export async function isOwnImage(db: Kysely<Database>, files: FileStorage, userId: number, url: string): Promise<boolean> {
  if (!(await files.has(url))) return false;
  const row = await db.selectFrom('uploadedImage').select('userId').where('url', '=', url).executeTakeFirst();
  return row?.userId === userId;
}
