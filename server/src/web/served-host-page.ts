// index.html as served: the host's built page with the served remotes.json inlined, so the boot script has it at once
// instead of asking for it in a round trip of its own before anything of the opened route can be fetched.
import fs from 'node:fs';

/** The element the host build leaves empty for it (scripts/webpack/host-boot-script.js writes it before the boot script). */
export const REMOTES_SLOT = '<script type="application/json" id="remotes-json"></script>';

const pages = new Map<string, { mtimeMs: number; text: string }>();

/** The built page, read again only when it changed on disk; null when there is none. */
export async function readHostPage(file: string): Promise<string | null> {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const kept = pages.get(file);
  if (kept && kept.mtimeMs === stat.mtimeMs) return kept.text;
  const text = await fs.promises.readFile(file, 'utf8').catch(() => null);
  if (text !== null) pages.set(file, { mtimeMs: stat.mtimeMs, text });
  return text;
}

/**
 * The page with `remotesJsonText` in its slot. Only a JSON object is inlined: anything else leaves the slot empty, and
 * the host fetches remotes.json and handles it as before (its error screen). Every `<` is written `\u003c`, the same
 * string to JSON, so no text in remotes.json can close the element early. A page without the slot (a build before
 * it, a development page) is sent as it is.
 */
export function withRemotesInlined(html: string, remotesJsonText: string): string {
  if (!html.includes(REMOTES_SLOT)) return html;
  let parsed: unknown;
  try {
    parsed = JSON.parse(remotesJsonText);
  } catch {
    return html;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return html;
  const element = `<script type="application/json" id="remotes-json">${remotesJsonText.replace(/</g, '\\u003c')}</script>`;
  // A function, so `$&` and the like in the text are not replacement patterns.
  return html.replace(REMOTES_SLOT, () => element);
}
