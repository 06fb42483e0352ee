// The host page as served: the served remotes.json written into the slot the build leaves for it, safely.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES_SLOT, readHostPage, withRemotesInlined } from '../src/web/served-host-page';

describe('served host page', () => {
  const page = `<!doctype html><head>${REMOTES_SLOT}<script>boot()</script></head><title>host</title>`;
  const inlined = (html: string) => html.match(/<script type="application\/json" id="remotes-json">([\s\S]*?)<\/script>/)?.[1];

  it('writes remotes.json into the slot, the same JSON when read back', () => {
    const remotes = JSON.stringify({ remote_betting: { manifest: '/remotes/betting/mf-manifest.json', routes: [{ path: '/' }] } });
    const html = withRemotesInlined(page, remotes);
    expect(JSON.parse(inlined(html) ?? '')).toEqual(JSON.parse(remotes));
    expect(html).toContain('<script>boot()</script>');
  });

  it('cannot be closed early by a text in remotes.json, and `$` patterns stay text', () => {
    const remotes = JSON.stringify({ remote_x: '/x/</script><script>alert(1)</script>', remote_y: "$& $' $`" });
    const html = withRemotesInlined(page, remotes);
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the slot's own and the boot script's
    expect(JSON.parse(inlined(html) ?? '')).toEqual(JSON.parse(remotes));
  });

  it('leaves the slot empty for anything but a JSON object (the host fetches the file and reports it), and a page without a slot as it is', () => {
    for (const text of ['not json', '[]', '"x"', 'null']) expect(withRemotesInlined(page, text)).toBe(page);
    const old = '<!doctype html><script>boot()</script>';
    expect(withRemotesInlined(old, '{"remote_a":"/a.json"}')).toBe(old);
  });

  it('reads the built page again only when it changed, and answers null when there is none', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-host-page-'));
    try {
      const file = path.join(dir, 'index.html');
      expect(await readHostPage(file)).toBeNull();
      fs.writeFileSync(file, 'one');
      expect(await readHostPage(file)).toBe('one');
      fs.writeFileSync(file, 'two');
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      expect(await readHostPage(file)).toBe('two');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
