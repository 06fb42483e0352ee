/** The shared-singleton table every app uses: same keys everywhere, required versions read from the app's package.json. */
const sharedPackageJson = require('../../shared/package.json');

/** Library share keys, each mapped to the package whose version range it follows. */
const LIBRARY_KEYS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  mobx: 'mobx',
  'mobx-react-lite': 'mobx-react-lite',
  axios: 'axios',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
};

/**
 * react-router-dom is deliberately absent: shared whole it costs ~60 KB gzip on the first screen. Every app imports it
 * through `@racing/shared/src/routing/router`, which re-exports what the apps use; that module is a singleton under
 * `@racing/shared/`, so there is still exactly one router at run time, bundled tree-shaken.
 */
const ROUTER_PACKAGE = 'react-router-dom';

/**
 * Project modules each app bundles for itself instead of sharing. They keep nothing at module level (plain functions,
 * constants, hooks, components), so a copy in each remote behaves exactly as one shared copy would, and the host never
 * imports them, so no page would have had them from the host's start-up scripts. Shared, each was an async chunk of its
 * own (two, with its fallback) that a page fetched only after its remote entry had been read: the login page waited on
 * fifteen requests of under 1 KB each. Bundled, they travel inside the page's own chunk. Whatever they import from
 * `@racing/shared/` is still the shared singleton. shared-singletons.test.js checks both conditions for every entry.
 */
const PER_APP_MODULES = [
  'api/use-api-data',
  'api/use-paged-list',
  'format/format-date',
  'format/format-number',
  'format/parse-money-input',
  'params/get-text-param',
  'platform/host-environment',
  'session/credential-rules',
  'session/recent-accounts',
  'session/sms-cooldown',
  'session/use-sms-code-request',
  'ui/lazy-part',
  'ui/page-state',
  'ui/use-countdown',
];

/** The part of a `@racing/shared/` request after the prefix that names a per-app module ("src/ui/page-state"). The
 * names hold only letters, "-" and "/", none of them special in a pattern. */
const PER_APP_REQUEST = new RegExp(`^src/(${PER_APP_MODULES.join('|')})$`);

/**
 * `eager`: bundle the shared modules into the app's entry instead of one async chunk each. The host loads every one of
 * them at start anyway; ~25 chunks would queue behind the browser's six connections per origin on a slow network. (The
 * host's entry is still a few files, split by library: HOST_START_CHUNKS in create-config.js.)
 */
function createSharedSingletons(appPackageJson, { eager = false } = {}) {
  const deps = appPackageJson.dependencies || {};
  if (!deps[ROUTER_PACKAGE]) throw new Error(`${appPackageJson.name} must depend on ${ROUTER_PACKAGE} (bundled into @racing/shared/src/routing/router)`);
  const shared = {};
  for (const [key, packageName] of Object.entries(LIBRARY_KEYS)) {
    if (!deps[packageName]) throw new Error(`${appPackageJson.name} must depend on ${packageName} (shared singleton ${key})`);
    shared[key] = { singleton: true, eager, requiredVersion: deps[packageName] };
  }
  // The trailing slash shares every deep import (`@racing/shared/src/...`) as its own singleton:
  // one session store, one api client, one i18n instance, without a barrel file.
  shared['@racing/shared/'] = {
    singleton: true,
    eager,
    exclude: { request: PER_APP_REQUEST },
    version: sharedPackageJson.version,
    requiredVersion: deps['@racing/shared'],
  };
  return shared;
}

module.exports = { createSharedSingletons, LIBRARY_KEYS, PER_APP_MODULES, PER_APP_REQUEST };
