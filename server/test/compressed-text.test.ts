// The encoding chosen from Accept-Encoding, and a compressed text kept until the text changes.
import zlib from 'node:zlib';
import { acceptedEncoding, textCompressor } from '../src/web/compressed-text';

describe('compressed text', () => {
  it('prefers brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR ; q=1')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('compresses a text once per encoding and again only when it changes', () => {
    const compress = textCompressor();
    const text = JSON.stringify({ remote_betting: '/remotes/betting/mf-manifest.json', note: 'x'.repeat(500) });
    const br = compress(text, 'br');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 4);
    expect(compress(text, 'br')).toBe(br);
    expect(zlib.gunzipSync(compress(text, 'gzip')).toString()).toBe(text);
    const changed = `${text} `;
    expect(zlib.brotliDecompressSync(compress(changed, 'br')).toString()).toBe(changed);
  });
});
