// The Content-Security-Policy of the host's index.html: its own inline scripts by hash, and the origins remotes.json names.
import crypto from 'node:crypto';
import fs from 'node:fs';

/** The build's inline scripts (the boot script and the first paint's): no `src`, text hashed as the browser does. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

type Cached = { key: string; policy: string };
let cached: Cached | null = null;

const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** Origins of remotes deployed elsewhere (absolute URLs in remotes.json); same-origin entries need nothing more than 'self'. */
function remoteOrigins(remotesJsonText: string): string[] {
  let remotes: unknown;
  try {
    remotes = JSON.parse(remotesJsonText);
  } catch {
    return [];
  }
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes as Record<string, unknown>)) {
    // An entry is its manifest's URL, or an object naming it (with a path prefix, say).
    const manifest = typeof entry === 'string' ? entry : (entry as { manifest?: unknown } | null)?.manifest;
    if (typeof manifest !== 'string') continue;
    try {
      const url = new URL(manifest);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // A relative URL: this origin.
    }
  }
  return [...origins].sort();
}

/**
 * The policy for the current builds and remotes.json, worked out again only when either file changed. Scripts: this
 * origin, the remotes' origins and the exact inline scripts of this build; no eval. Styles: this origin, the remotes'
 * origins (a production remote's stylesheets) and inline (React style attributes, the host's style-loader <style>
 * tags). Images: this origin plus data:/blob: (captcha pictures, previews), and PUBLIC_URL's origin when configured
 * (uploads are answered under it, and the page may be served under another name).
 */
export function hostPagePolicy(indexHtmlFile: string, remotesJsonFile: string, publicUrl?: string): string {
  const key = `${indexHtmlFile}:${mtime(indexHtmlFile)}:${remotesJsonFile}:${mtime(remotesJsonFile)}:${publicUrl ?? ''}`;
  if (cached?.key === key) return cached.policy;
  const html = fs.existsSync(indexHtmlFile) ? fs.readFileSync(indexHtmlFile, 'utf8') : '';
  const origins = remoteOrigins(fs.existsSync(remotesJsonFile) ? fs.readFileSync(remotesJsonFile, 'utf8') : '{}');
  const policy = [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScriptHashes(html), ...origins].join(' ')}`,
    `style-src ${["'self'", "'unsafe-inline'", ...origins].join(' ')}`,
    `img-src ${["'self'", 'data:', 'blob:', ...(publicUrl ? [publicUrl] : [])].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...origins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
  cached = { key, policy };
  return policy;
}
