// Uploaded images on this process's disk under DATA_DIR/uploads/<YYYY-MM>/<random>.<ext>: the embedded default, served by static-files.ts.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_TYPES, newStoredFileUrl, parseStoredFileUrl, type FileStorage, type StoredExt, type StoredFile } from './file-storage';

export class LocalFileStorage implements FileStorage {
  readonly type = 'local';
  readonly localDir: string;

  constructor(dataDir: string) {
    this.localDir = path.join(dataDir, 'uploads');
  }

  async put(bytes: Buffer, ext: StoredExt, now = new Date()): Promise<string> {
    const url = newStoredFileUrl(ext, now);
    const file = this.fileOf(url)!;
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // wx: a name collision fails instead of replacing someone's image.
    await fs.promises.writeFile(file, bytes, { flag: 'wx' });
    return url;
  }

  async has(url: string): Promise<boolean> {
    const file = this.fileOf(url);
    if (!file) return false;
    return fs.promises.access(file).then(
      () => true,
      () => false,
    );
  }

  async read(url: string): Promise<StoredFile | undefined> {
    const parsed = parseStoredFileUrl(url);
    if (!parsed) return undefined;
    try {
      return { bytes: await fs.promises.readFile(path.join(this.localDir, parsed.month, parsed.name)), contentType: CONTENT_TYPES[parsed.ext] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** The file a well-formed URL names; the URL's pattern keeps it inside the folder. */
  private fileOf(url: string): string | undefined {
    const parsed = parseStoredFileUrl(url);
    return parsed && path.join(this.localDir, parsed.month, parsed.name);
  }
}
