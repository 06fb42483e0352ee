// A player's uploaded images: stored on local disk and recorded with their uploader, so only the uploader may use one.
import { type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { isStoredImage, storeImage } from './local-image-store';

/** Stores the image and records who uploaded it; returns its URL. */
export async function storePlayerImage(db: Kysely<Database>, dataDir: string, userId: number, bytes: Buffer, ext: string, now = new Date()): Promise<string> {
  const url = await storeImage(dataDir, bytes, ext, now);
  await db.insertInto('uploadedImage').values({ url, userId, createdAt: now.getTime() }).execute();
  return url;
}

/** Whether `url` names an image this server still holds and that `userId` uploaded: another player's URL is never one. */
export async function isOwnImage(db: Kysely<Database>, dataDir: string, userId: number, url: string): Promise<boolean> {
  if (!isStoredImage(dataDir, url)) return false;
  const row = await db.selectFrom('uploadedImage').select('userId').where('url', '=', url).executeTakeFirst();
  return row?.userId === userId;
}
