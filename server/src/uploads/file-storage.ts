// Where uploaded images live, behind one interface every caller uses: local disk (the embedded default) or the database (scale-out, reachable from every process).
import { randomBytes } from 'node:crypto';
import { type ImageType } from '../domain/image-type';

export type StoredExt = ImageType['ext'];
export type FileStorageType = 'local' | 'database';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Three calls keyed by the file's URL, nothing about folders or rows: an S3-compatible bucket (the URL's path as the
 * object key) would be one more implementation, served through `read` or by a redirect to the bucket.
 */
export interface FileStorage {
  /** What `uploadMode` reports as `type`. */
  readonly type: FileStorageType;
  /** The folder the files are in when this process can serve them from disk itself (@fastify/static); else they are served through `read`. */
  readonly localDir?: string;
  /** Keeps the bytes (their type already checked) under a fresh random name; answers its URL, /uploads/YYYY-MM/<32 hex>.<ext>. */
  put(bytes: Buffer, ext: StoredExt, now?: Date): Promise<string>;
  /** Whether `url` names a file this storage wrote and still holds: no other path, no other host is ever one of ours. */
  has(url: string): Promise<boolean>;
  /** The file behind `url`, or undefined for anything this storage does not hold (a malformed path included). */
  read(url: string): Promise<StoredFile | undefined>;
}

/** The URL of a stored file; its month and name are the only parts that vary. */
const STORED_FILE_URL = /^\/uploads\/(\d{4}-\d{2})\/([0-9a-f]{32})\.(png|jpg|gif|webp)$/;

export const CONTENT_TYPES: Record<StoredExt, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** Headers of every served upload, whichever storage holds it: no script may run in one, and its name never changes content. */
export const UPLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self'",
  'Cache-Control': 'public, max-age=31536000, immutable',
} as const;

/** A fresh URL for a file stored at `now`: the month it was stored in and 128 random bits (unguessable, never reused). */
export function newStoredFileUrl(ext: StoredExt, now: Date): string {
  return `/uploads/${now.toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The parts of a well-formed stored-file URL, or undefined for any other text (traversal, another host, another extension). */
export function parseStoredFileUrl(url: string): { month: string; name: string; ext: StoredExt } | undefined {
  const match = STORED_FILE_URL.exec(url);
  if (!match) return undefined;
  return { month: match[1], name: `${match[2]}.${match[3]}`, ext: match[3] as StoredExt };
}
