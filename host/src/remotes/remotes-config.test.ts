/** remotes.json is ops' file: whatever it holds, the host keeps only well-formed remotes and route declarations. */
import { parseRemotesConfig } from './remotes-config';

const trend = { path: '/pages/trend/index', page: 'trend-page', titleKey: 'titles.trend' };

it('takes a manifest URL, or the server-inlined manifest and routes, in the file order', () => {
  const config = parseRemotesConfig({
    remote_b: '/remotes/b/mf-manifest.json',
    remote_a: { manifest: '/remotes/a/mf-manifest.json', routes: [trend] },
  });
  expect(Object.keys(config)).toEqual(['remote_b', 'remote_a']);
  expect(config.remote_b).toEqual({ manifest: '/remotes/b/mf-manifest.json' });
  expect(config.remote_a.routes).toEqual([expect.objectContaining(trend)]);
});

it('drops what is not a remote: empty URLs, bad names, wrong shapes, a file that is not an object', () => {
  const file = JSON.parse('{"remote_ok": "/ok.json", "empty": " ", "bad name": "/x.json", "__proto__": {"manifest": "/p.json"}, "wrong": 42, "noManifest": {"routes": []}}');
  const config = parseRemotesConfig(file);
  expect(config).toEqual({ remote_ok: { manifest: '/ok.json' } });
  expect(Object.getPrototypeOf(config)).toBe(Object.prototype);
  for (const json of [null, 'text', [], 7]) expect(parseRemotesConfig(json)).toEqual({});
});

it('keeps only well-formed route declarations, and their known fields', () => {
  const config = parseRemotesConfig({
    remote_a: {
      manifest: '/a.json',
      routes: [trend, { path: 'no-slash', page: 'x', titleKey: 'y' }, { path: '/no-page', titleKey: 'y' }, 'junk', { ...trend, path: '/t', tab: { order: 'first' }, maxWidth: -1, evil: true }],
    },
  });
  expect(config.remote_a.routes).toEqual([
    expect.objectContaining(trend),
    { path: '/t', page: 'trend-page', titleKey: 'titles.trend', requiresLogin: undefined, tab: undefined, maxWidth: undefined, customNavBar: undefined },
  ]);
});
