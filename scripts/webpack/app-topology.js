/**
 * The topology: which remotes exist and where each one is served. The one place that lists them; the package folder
 * (`remote-<id>`), federation name (`remote_<id>`), production URL (`/remotes/<id>/`) and dev port all follow from it.
 * The routes are not here: each remote declares its own (`src/routes.ts`) and the host learns them at run time.
 */
const API_SERVER_URL = process.env.API_SERVER_URL || 'http://localhost:8080';
const HOST_DEV_PORT = 3000;

/** Adding a remote: a line here, and its folder. */
const REMOTE_IDS = ['auth', 'betting', 'profile', 'chat', 'console'];

/**
 * Remotes the host learns only when a path under their prefix is opened: remotes.json names the prefix, the server does
 * not inline their routes, and the host fetches nothing of them before (the operator console is never on a player's screen).
 */
const PATH_PREFIXES = { console: '/console' };

const REMOTES = REMOTE_IDS.map((id, index) => ({
  id,
  /** Federation name: the key in remotes.json and the prefix of `loadRemote` ids. */
  name: `remote_${id}`,
  /** Package folder at the repository root. */
  dir: `remote-${id}`,
  devPort: HOST_DEV_PORT + 1 + index,
  pathPrefix: PATH_PREFIXES[id],
}));

const remoteByName = (name) => REMOTES.find((remote) => remote.name === name);

function devServerPort(appName) {
  if (appName === 'host') return HOST_DEV_PORT;
  const remote = remoteByName(appName);
  if (!remote) throw new Error(`${appName} is not in scripts/webpack/app-topology.js`);
  return remote.devPort;
}

/** A remotes.json entry: the manifest URL, or `{ manifest, pathPrefix }` for a remote learnt only under its prefix. */
const remotesJsonEntry = (remote, manifest) => (remote.pathPrefix ? { manifest, pathPrefix: remote.pathPrefix } : manifest);

/** Relative URLs, so the same host build works on any origin; the server serves `remote-<id>/dist` at `/remotes/<id>/`. */
function productionRemotesJson() {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, remotesJsonEntry(remote, `/remotes/${remote.id}/mf-manifest.json`)]));
}

function devRemotesJson() {
  return Object.fromEntries(REMOTES.map((remote) => [remote.name, remotesJsonEntry(remote, `http://localhost:${remote.devPort}/mf-manifest.json`)]));
}

module.exports = { API_SERVER_URL, REMOTES, devServerPort, productionRemotesJson, devRemotesJson };
