/** The shared-singleton table every app uses: same keys everywhere, required versions read from the app's package.json. */
const sharedPackageJson = require('../../shared/package.json');

/** Library share keys, each mapped to the package whose version range it follows. */
const LIBRARY_KEYS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  axios: 'axios',
  i18next: 'i18next',
};

/**
 * Libraries shared as one lazy singleton among the apps that use them: fetched only when first imported (never in the
 * host's start-up scripts, not even for the host), then the same copy for everyone. socket.io-client is imported by the
 * host's player socket (signed in) and by the live draws and the agent inbox; each app bundling its own copy meant a
 * signed-in player's home fetched and ran it twice (12 KB each on the wire). An app that does not depend on one leaves it
 * out.
 */
const LAZY_LIBRARY_KEYS = {
  'socket.io-client': 'socket.io-client',
};

/**
 * Libraries deliberately absent from the table, each with the facade every app imports it through. A federation-shared
 * library is never tree-shaken: all of it lands in the host's start-up scripts (react-router 7 whole is ~60 KB gzip;
 * react-i18next's `Trans` parser ~8 KB and mobx's unused API ~2.5 KB no first screen uses). Each facade re-exports what
 * the apps use and is itself a singleton under `@racing/shared/`, so there is still exactly one router, one MobX and one
 * react-i18next at run time, bundled tree-shaken. eslint.config.mjs keeps every other import of them out.
 */
const FACADES = {
  'react-router-dom': 'src/routing/router',
  mobx: 'src/state/mobx',
  'mobx-react-lite': 'src/state/mobx',
  'react-i18next': 'src/i18n/react-i18n',
};

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
  'i18n/trans',
  'params/get-text-param',
  'platform/host-environment',
  'session/credential-rules',
  'session/recent-accounts',
  'session/sms-cooldown',
  'session/use-sms-code-request',
  'ui/infinite-scroll',
  'ui/lazy-part',
  'ui/page-state',
  'ui/pull-to-refresh',
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
  for (const [packageName, facade] of Object.entries(FACADES)) {
    if (!deps[packageName]) throw new Error(`${appPackageJson.name} must depend on ${packageName} (bundled into @racing/shared/${facade})`);
  }
  const shared = {};
  for (const [key, packageName] of Object.entries(LIBRARY_KEYS)) {
    if (!deps[packageName]) throw new Error(`${appPackageJson.name} must depend on ${packageName} (shared singleton ${key})`);
    shared[key] = { singleton: true, eager, requiredVersion: deps[packageName] };
  }
  for (const [key, packageName] of Object.entries(LAZY_LIBRARY_KEYS)) {
    if (deps[packageName]) shared[key] = { singleton: true, eager: false, requiredVersion: deps[packageName] };
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

module.exports = { createSharedSingletons, FACADES, LAZY_LIBRARY_KEYS, LIBRARY_KEYS, PER_APP_MODULES, PER_APP_REQUEST };
