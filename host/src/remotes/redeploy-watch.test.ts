/** A remote redeployed under the open app: noticed by comparing the manifest in use with the server's, and reloaded once. */
import { earlyManifestPlugin, forgetFetchedManifests } from './early-fetches';
import { forgetManifestsInUse, reloadIfRedeployed, remotesRedeployed } from './redeploy-watch';

const MANIFEST = 'http://localhost/remotes/profile/mf-manifest.json';
const OLD_BUILD = { metaData: { name: 'remote_profile' }, exposes: [{ assets: { js: { sync: ['my.11111111.js'] } } }] };
const NEW_BUILD = { metaData: { name: 'remote_profile' }, exposes: [{ assets: { js: { sync: ['my.22222222.js'] } } }] };

const jsonResponse = (body: unknown, ok = true): Response => ({ ok, json: async () => body, clone: () => jsonResponse(body, ok) }) as Response;
const networkFetch = jest.fn();
const reload = jest.fn();

beforeEach(() => {
  window.fetch = networkFetch;
  networkFetch.mockReset();
  reload.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => {
  forgetManifestsInUse();
  forgetFetchedManifests();
});

/** The federation runtime loads the remote: its manifest is the build in use. */
async function loadRemoteFrom(build: unknown) {
  networkFetch.mockResolvedValueOnce(jsonResponse(build));
  await earlyManifestPlugin().fetch!(MANIFEST, {});
  await new Promise((resolve) => setTimeout(resolve, 0));
}

it('sees nothing to do before any remote is in use, without asking the server', async () => {
  expect(await remotesRedeployed()).toBe(false);
  expect(networkFetch).not.toHaveBeenCalled();
});

it('sees no redeploy while the server has the build in use', async () => {
  await loadRemoteFrom(OLD_BUILD);
  networkFetch.mockResolvedValue(jsonResponse(OLD_BUILD));
  expect(await reloadIfRedeployed(reload)).toBe(false);
  expect(networkFetch).toHaveBeenLastCalledWith(MANIFEST, { cache: 'no-cache' });
  expect(reload).not.toHaveBeenCalled();
});

it('reloads the page once when the server has another build, and not again straight after', async () => {
  await loadRemoteFrom(OLD_BUILD);
  networkFetch.mockResolvedValue(jsonResponse(NEW_BUILD));
  expect(await reloadIfRedeployed(reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  // Had the reload not settled it (the page is still here), a second one would be a loop: the retry screen instead.
  expect(await reloadIfRedeployed(reload)).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('takes a remote that cannot be reached for a network failure, not a redeploy', async () => {
  await loadRemoteFrom(OLD_BUILD);
  networkFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  expect(await reloadIfRedeployed(reload)).toBe(false);
  networkFetch.mockResolvedValueOnce(jsonResponse({ code: 404 }, false));
  expect(await reloadIfRedeployed(reload)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

it('asks once for several checks at the same moment (a navigation and a failed chunk)', async () => {
  await loadRemoteFrom(OLD_BUILD);
  networkFetch.mockResolvedValue(jsonResponse(NEW_BUILD));
  const answers = await Promise.all([remotesRedeployed(), remotesRedeployed()]);
  expect(answers).toEqual([true, true]);
  expect(networkFetch).toHaveBeenCalledTimes(2); // the load, then one check
});
