/** What index.html's boot script fetched is used once; anything after it, or anything that failed, goes to the network. */
import { earlyManifestPlugin, forgetFetchedManifests, readManifest } from './early-fetches';
import { fetchRemotesConfig } from './remotes-config';

// jsdom has no fetch Response: just enough of one for a JSON body.
globalThis.Response ??= class {
  constructor(private readonly body: string) {}
  json() {
    return Promise.resolve(JSON.parse(this.body));
  }
} as unknown as typeof Response;

const MANIFEST = 'http://localhost/remotes/betting/mf-manifest.json';
const networkFetch = jest.fn();

beforeEach(() => {
  window.fetch = networkFetch;
  networkFetch.mockReset();
});
afterEach(() => {
  delete window.__racingEarly__;
  forgetFetchedManifests();
});

const jsonResponse = (body: unknown): Response => ({ ok: true, json: async () => body, clone: () => jsonResponse(body) }) as Response;
const manifestFetch = (url: string) => earlyManifestPlugin().fetch!(url, {});

it('reads remotes.json from the boot script once, then from the network', async () => {
  window.__racingEarly__ = { remotesJson: Promise.resolve({ remote_betting: '/early.json' }), manifests: {} };
  networkFetch.mockResolvedValue(jsonResponse({ remote_betting: '/network.json' }));
  expect(await fetchRemotesConfig()).toEqual({ remote_betting: { manifest: '/early.json' } });
  expect(networkFetch).not.toHaveBeenCalled();
  expect(await fetchRemotesConfig()).toEqual({ remote_betting: { manifest: '/network.json' } });
  expect(networkFetch).toHaveBeenCalledWith('./remotes.json', { cache: 'no-store' });
});

it('reads remotes.json from the network when the early read failed', async () => {
  window.__racingEarly__ = { remotesJson: Promise.reject(new Error('HTTP 502')), manifests: {} };
  networkFetch.mockResolvedValue(jsonResponse({ remote_auth: '/auth.json' }));
  expect(await fetchRemotesConfig()).toEqual({ remote_auth: { manifest: '/auth.json' } });
});

it("answers the runtime's first manifest request from the boot script, a relative URL included, and only once", async () => {
  window.__racingEarly__ = { manifests: { [MANIFEST]: Promise.resolve({ metaData: { name: 'remote_betting' } }) } };
  const answer = await manifestFetch('/remotes/betting/mf-manifest.json');
  expect(await (answer as Response).json()).toEqual({ metaData: { name: 'remote_betting' } });
  expect(networkFetch).not.toHaveBeenCalled();
  // A second load of the remote (a retry) asks the network.
  networkFetch.mockResolvedValue(jsonResponse({ metaData: { name: 'remote_betting' } }));
  await manifestFetch(MANIFEST);
  expect(networkFetch).toHaveBeenCalledWith(MANIFEST, {});
});

it('lets the runtime fetch a manifest the boot script could not get (a dead remote still fails on its own)', async () => {
  window.__racingEarly__ = { manifests: { [MANIFEST]: Promise.reject(new Error('connection refused')) } };
  networkFetch.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(manifestFetch(MANIFEST)).rejects.toThrow('Failed to fetch');
  expect(networkFetch).toHaveBeenCalledWith(MANIFEST, {});
});

it('fetches a manifest nobody read before from the network, as the runtime itself would', async () => {
  networkFetch.mockResolvedValue(jsonResponse({ routes: [] }));
  const answer = await manifestFetch(MANIFEST);
  expect(await (answer as Response).json()).toEqual({ routes: [] });
  expect(networkFetch).toHaveBeenCalledWith(MANIFEST, {});
});

it('gives the runtime the manifest the host read for its routes, so it is fetched once', async () => {
  networkFetch.mockResolvedValue(jsonResponse({ metaData: { name: 'remote_betting' }, routes: [] }));
  expect(await readManifest('/remotes/betting/mf-manifest.json')).toEqual({ metaData: { name: 'remote_betting' }, routes: [] });
  const answer = await manifestFetch(MANIFEST);
  expect(await (answer as Response).json()).toEqual({ metaData: { name: 'remote_betting' }, routes: [] });
  expect(networkFetch).toHaveBeenCalledTimes(1);
  await manifestFetch(MANIFEST);
  expect(networkFetch).toHaveBeenCalledTimes(2);
});

it('reads a manifest afresh on a retry instead of the failed early answer', async () => {
  window.__racingEarly__ = { manifests: { [MANIFEST]: Promise.reject(new Error('connection refused')) } };
  networkFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(readManifest(MANIFEST)).rejects.toThrow('Failed to fetch');
  networkFetch.mockResolvedValueOnce(jsonResponse({ routes: [] }));
  expect(await readManifest(MANIFEST, { fresh: true })).toEqual({ routes: [] });
});
