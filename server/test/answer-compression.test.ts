// The API's longer answers go compressed to a client that accepts it (brotli, else gzip); short ones, and a client that
// does not accept it, get the text as it is. Either way the answer says it varies with Accept-Encoding.
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';
import { COMPRESS_MIN_CHARS } from '../src/plugins/app/answer-compression';

describe('answer compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  const playItems = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/app/bet/rank/playItems', payload: {}, headers: { language: 'fr', ...headers } });

  it('sends the play items (a long answer) as brotli to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await playItems({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_CHARS);
    expect(plain.json().code).toBe(1000);

    const br = await playItems({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    for (const answer of [plain, br]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends gzip where brotli is not accepted, and the text as it is where nothing is (q=0 is a refusal)', async () => {
    const plain = await playItems({});
    const gzip = await playItems({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const refused = await playItems({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('sends a short answer (an error envelope, a small read) as it is', async () => {
    for (const answer of [
      await t.app.inject({ method: 'GET', url: '/api/app/nothing/here', headers: { 'accept-encoding': 'br' } }),
      await t.app.inject({ method: 'GET', url: '/api/app/lottery/result/current', headers: { 'accept-encoding': 'br' } }),
    ]) {
      expect(answer.body.length).toBeLessThan(COMPRESS_MIN_CHARS);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json().code).toBeDefined();
    }
  });
});
