// A small text the server makes at run time (remotes.json) sent compressed when the browser accepts it: it sits on the
// first screen's critical path, where every kilobyte waits on the player's slowest link.
import zlib from 'node:zlib';

export type TextEncoding = 'br' | 'gzip';

/** The best encoding an Accept-Encoding header allows (brotli, then gzip), or null for the text as it is. */
export function acceptedEncoding(header: string | undefined): TextEncoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)).find(Boolean);
    if (quality && !(Number(quality[1]) > 0)) continue; // q=0: explicitly refused
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses texts, keeping the last one's result per encoding: the served remotes.json changes only on a deploy, and
 * is asked for on every page load.
 */
export function textCompressor(): (text: string, encoding: TextEncoding) => Buffer {
  const last = new Map<TextEncoding, { text: string; body: Buffer }>();
  return (text, encoding) => {
    const kept = last.get(encoding);
    if (kept && kept.text === text) return kept.body;
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
        : zlib.gzipSync(text, { level: 9 });
    last.set(encoding, { text, body });
    return body;
  };
}
