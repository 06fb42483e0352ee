// Uploads kept in the database (UPLOAD_STORAGE=database): what one server process stores, another serves byte for byte
// with the same headers and accepts as an avatar or a chat image; nothing lands on either process's disk. Both storages
// keep the same promises.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DIALECTS, get, post, startTestApp, type TestApp } from './support/test-app';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';
import { DatabaseFileStorage } from '../src/uploads/database-file-storage';
import { type FileStorage } from '../src/uploads/file-storage';
import { LocalFileStorage } from '../src/uploads/local-file-storage';

/** Enough of a JPEG for the server to take it as one: the type is judged by the first bytes. */
const TINY_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF not really'), Buffer.from([0xff, 0xd9])]);
const STORED_URL = /^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpg)$/;
const auth = (token: string) => ({ authorization: token, language: 'en' });

async function upload(t: TestApp, token: string, name: string, type: string, bytes: Buffer): Promise<string> {
  const file = multipartFile('file', name, type, bytes);
  const res = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: file.payload, headers: { ...file.headers, authorization: token } });
  const url = res.json().data;
  expect(url).toMatch(STORED_URL);
  return url;
}

describe.each(DIALECTS)('uploads kept in the database, two server processes (%s)', (dialect) => {
  // a and b share one database: on PostgreSQL a schema, on SQLite the file under one DATA_DIR.
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp(dialect, { UPLOAD_STORAGE: 'database' });
    b = await startTestApp(dialect, dialect === 'postgres' ? { DATABASE_SCHEMA: a.config.databaseSchema!, UPLOAD_STORAGE: 'database' } : { DATA_DIR: a.config.dataDir, UPLOAD_STORAGE: 'database' });
  });
  afterAll(async () => {
    // b first: a's close drops the schema (or the folder) both use.
    await b?.close();
    await a?.close();
  });

  it('says uploads go through the server and are kept in the database', async () => {
    expect((await get(b.app, '/api/app/base/comm/uploadMode')).body).toEqual({ code: 1000, message: 'success', data: { mode: 'local', type: 'database' } });
  });

  it('serves through b, byte for byte with the upload headers and its type, what a stored, and writes nothing to disk', async () => {
    const player = await a.createPlayer();
    for (const [name, type, bytes] of [['me.png', 'image/png', ONE_PIXEL_PNG], ['me.jpg', 'image/jpeg', TINY_JPEG]] as const) {
      const url = await upload(a, player.token, name, type, bytes);
      const served = await b.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': type,
        'content-security-policy': "default-src 'none'; img-src 'self'",
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(await b.app.db.selectFrom('storedFile').select(['contentType', 'size']).where('path', '=', url).executeTakeFirst()).toEqual({ contentType: type, size: bytes.length });
    }
    for (const t of [a, b]) expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it("takes through b, as the uploader's avatar, an image uploaded through a, and refuses it to another player", async () => {
    const owner = await a.createPlayer();
    const other = await a.createPlayer();
    const url = await upload(a, owner.token, 'me.png', 'image/png', ONE_PIXEL_PNG);
    expect((await post(b.app, '/api/app/user/info/updatePerson', { avatarUrl: url }, auth(owner.token))).body.code).toBe(1000);
    expect((await get(b.app, '/api/app/user/info/person', auth(owner.token))).body.data.avatarUrl).toBe(url);
    expect((await post(b.app, '/api/app/user/info/updatePerson', { avatarUrl: url }, auth(other.token))).body).toEqual({ code: 1002, message: 'The image address is not valid', data: null });
  });

  it('sends in chat through b an image uploaded through a', async () => {
    const player = await a.createPlayer();
    const url = await upload(a, player.token, 'chat.png', 'image/png', ONE_PIXEL_PNG);
    const sent = await post(b.app, '/api/app/cs/msg/send', { clientId: `upload-storage-${Date.now().toString(36)}`, contentType: 'image', content: url }, auth(player.token));
    expect(sent.body.data).toMatchObject({ contentType: 'image', content: url });
  });

  it('answers the 404 envelope, never a fault, for a path it does not hold or that is not one of ours', async () => {
    const player = await a.createPlayer();
    const stored = await upload(a, player.token, 'me.png', 'image/png', ONE_PIXEL_PNG);
    const paths = [
      `/uploads/2026-01/${'a'.repeat(32)}.png`,
      stored.replace(/\.png$/, '.jpg'),
      `${stored}/x`,
      '/uploads/',
      '/uploads/2026-01/x.png',
      `/uploads/2026-01/${'a'.repeat(32)}.svg`,
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/2026-01/%00.png',
      `/uploads/${'x'.repeat(5000)}`,
    ];
    for (const url of paths) {
      const res = await b.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code: 404 });
    }
  });
});

describe.each(DIALECTS)('every file storage keeps the same promises (%s)', (dialect) => {
  let t: TestApp;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-files-'));
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  const storages: Array<[string, () => FileStorage]> = [
    ['local', () => new LocalFileStorage(folder)],
    ['database', () => new DatabaseFileStorage(t.app.db, t.app.dbReader)],
  ];

  it.each(storages)('%s: answers a fresh URL in the stored month, holds and reads back exactly what it was given', async (_type, make) => {
    const files = make();
    const first = await files.put(ONE_PIXEL_PNG, 'png', new Date('2026-11-26T12:00:00Z'));
    const second = await files.put(ONE_PIXEL_PNG, 'png', new Date('2026-11-26T12:00:00Z'));
    expect(first).toMatch(/^\/uploads\/2026-11\/[0-9a-f]{32}\.png$/);
    expect(second).not.toBe(first);
    expect(await files.has(first)).toBe(true);
    expect(await files.read(first)).toEqual({ bytes: ONE_PIXEL_PNG, contentType: 'image/png' });
    const gif = await files.put(Buffer.from('GIF89a tiny'), 'gif', new Date('2026-12-01T00:00:00Z'));
    expect(await files.read(gif)).toEqual({ bytes: Buffer.from('GIF89a tiny'), contentType: 'image/gif' });
  });

  it.each(storages)('%s: holds nothing it did not write, nor any path outside its pattern', async (_type, make) => {
    const files = make();
    const stored = await files.put(ONE_PIXEL_PNG, 'png');
    for (const url of [`/uploads/2026-01/${'b'.repeat(32)}.png`, stored.replace('/uploads/', '/uploads/../'), `https://evil.example${stored}`, `${stored}?x`, '/uploads/../app.sqlite']) {
      expect({ url, has: await files.has(url), read: await files.read(url) }).toEqual({ url, has: false, read: undefined });
    }
  });
});
