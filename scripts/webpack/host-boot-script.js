/**
 * The host's first script, inline at the top of index.html: before main.js has even arrived it starts what the opened
 * route needs — remotes.json, then that remote's manifest and the route's script files (as <link rel="preload">), and
 * the locale chunks of the stored and the fallback language — so the real page does not wait for a chain of round trips. remotes.json
 * stays the one source of remote URLs: it is read at run time like before, and the host takes over both fetched
 * answers (host/src/remotes/early-fetches.ts) instead of asking again. Any failure here only means no head start.
 */
const path = require('path');
const Module = require('module');
const swc = require('@swc/core');

const ROUTE_TABLE = path.resolve(__dirname, '../../host/src/routing/app-routes-table.ts');
const LOCALE_MODULE = /[\\/]i18n[\\/]locales[\\/]([\w-]+)\.json$/;
const PROJECT_SHARE_PREFIX = '@racing/shared/';

/** The host's route table, read from its TypeScript source (plain data, type-only imports). */
function readHostRoutes() {
  const { code } = swc.transformFileSync(ROUTE_TABLE, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
  });
  const routeModule = new Module(ROUTE_TABLE);
  routeModule.filename = ROUTE_TABLE;
  routeModule._compile(code, ROUTE_TABLE);
  return routeModule.exports.APP_ROUTES;
}

/** What the script needs from the host's own build: each language's locale chunk, and the project modules it shares. */
function hostBuildFacts(compilation) {
  const localeFiles = {};
  const sharedKeys = new Set();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const locale = LOCALE_MODULE.exec(module.resource || '');
      if (locale) localeFiles[locale[1]] = [...chunk.files].filter((file) => file.endsWith('.js'));
      const key = module.type === 'consume-shared-module' && module.options ? module.options.shareKey : undefined;
      if (key && key.startsWith(PROJECT_SHARE_PREFIX)) sharedKeys.add(key);
    }
  }
  return { localeFiles, sharedKeys: [...sharedKeys].sort() };
}

/** @param {{ compilation: object, defaultLanguage: string, fallbackLanguage: string, languageStorageKey: string }} options */
function hostBootScriptHtml({ compilation, defaultLanguage, fallbackLanguage, languageStorageKey }) {
  const { localeFiles, sharedKeys } = hostBuildFacts(compilation);
  const routes = Object.fromEntries(readHostRoutes().map((route) => [route.path, [route.remote, route.remotePath || route.path]]));
  const facts = { routes, localeFiles, sharedKeys, defaultLanguage, fallbackLanguage, languageStorageKey };
  return `<script>(${boot.toString()})(${JSON.stringify(facts)});</script>`;
}

/* Runs in the browser as written (no build step): plain ES2017, no dependencies. */
function boot(facts) {
  var early = (window.__racingEarly__ = { manifests: {} });
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  function json(response) {
    if (!response.ok) throw new Error(response.url + ': HTTP ' + response.status);
    return response.json();
  }

  var language;
  try {
    language = JSON.parse(localStorage.getItem(facts.languageStorageKey));
  } catch (ignored) {}
  if (!facts.localeFiles[language]) language = facts.defaultLanguage;
  document.documentElement.lang = language;
  // i18next starts with the fallback language loaded too.
  facts.localeFiles[language].concat(language === facts.fallbackLanguage ? [] : facts.localeFiles[facts.fallbackLanguage] || []).forEach(function (file) {
    preload(file);
  });

  early.remotesJson = fetch('./remotes.json', { cache: 'no-store' }).then(json);
  early.remotesJson.catch(function () {});
  var target = facts.routes[location.hash.replace(/^#/, '').split('?')[0] || '/'];
  if (!target) return;
  early.remotesJson
    .then(function (remotes) {
      if (typeof remotes[target[0]] !== 'string') return;
      var manifestUrl = new URL(remotes[target[0]], location.href).href;
      var manifest = (early.manifests[manifestUrl] = fetch(manifestUrl).then(json));
      return manifest.then(function (m) {
        var base = !m.metaData.publicPath || m.metaData.publicPath === 'auto' ? new URL('.', manifestUrl).href : m.metaData.publicPath;
        var files = [m.metaData.remoteEntry.path ? m.metaData.remoteEntry.path + '/' + m.metaData.remoteEntry.name : m.metaData.remoteEntry.name];
        m.exposes.forEach(function (expose) {
          if (expose.name === 'routes') files = files.concat(expose.assets.js.sync);
        });
        var route = (m.routeAssets || {})[target[1]];
        if (route) {
          files = files.concat(route.js);
          Object.keys(route.shared).forEach(function (key) {
            if (facts.sharedKeys.indexOf(key) < 0) files = files.concat(route.shared[key]);
          });
        }
        files.forEach(function (file) {
          preload(new URL(file, base).href);
        });
      });
    })
    .catch(function () {});
}

module.exports = { hostBootScriptHtml, readHostRoutes };
