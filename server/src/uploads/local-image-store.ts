// Uploaded images on local disk under DATA_DIR/uploads/<YYYY-MM>/<random>.<ext>, served back at the same path under /uploads/.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** The URL of an image this store wrote: nothing else (no other path, no other host) is ever one of ours. */
const STORED_IMAGE_URL = /^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** The folder the images live in; static-files.ts serves it at /uploads/. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Writes an image (its type already checked from its bytes) under a fresh random name; returns its URL. */
export async function storeImage(dataDir: string, bytes: Buffer, ext: string, now = new Date()): Promise<string> {
  const month = now.toISOString().slice(0, 7);
  const dir = path.join(uploadsDir(dataDir), month);
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  // wx: a name collision fails instead of replacing someone's image.
  await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `/uploads/${month}/${name}`;
}

/** Whether `url` names an image this store wrote and still holds. */
export function isStoredImage(dataDir: string, url: string): boolean {
  return STORED_IMAGE_URL.test(url) && fs.existsSync(path.join(dataDir, url));
}
