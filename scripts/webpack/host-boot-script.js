/**
 * The host's first script, inline at the top of index.html: before main.js has even arrived it starts what the opened
 * route needs — remotes.json, the remote manifests it does not already carry routes for, then the opened route's remote
 * entry, page scripts and stylesheets (as <link rel="preload">), the locale chunk of the stored language, and the
 * reads the route declares it makes at once (`earlyReads`) — so the real page does not wait for a chain of round trips.
 * The server writes remotes.json into the page itself, so that costs no request of its own. For a remote the server
 * hosts, remotes.json names the page's own files with its routes, and they are fetched beside its manifest; the
 * manifest adds what else the page shares. Which remote serves the route is learnt from the remotes' own route
 * declarations (inlined in remotes.json by the server for remotes it hosts, otherwise in each mf-manifest.json), never
 * from the host's build; a remote with a `pathPrefix` is skipped unless the route is under it. The host takes over
 * every fetched answer (host/src/remotes/early-fetches.ts), and the api client every early read
 * (shared/src/api/early-reads.ts), instead of asking again. Any failure here only means no head start.
 */
const { readTypedModule } = require('./read-typed-module');
const path = require('path');

const REMOTES_SLOT = '<script type="application/json" id="remotes-json"></script>';
/** A part of a locale file as i18n-setup.ts imports it (`locales/<language>.json?part=<part>`). */
const LOCALE_MODULE = /[\\/]i18n[\\/]locales[\\/]([\w-]+)\.json\?part=(\w+)$/;
const PROJECT_SHARE_PREFIX = '@racing/shared/';
const LANGUAGES_MODULE = path.resolve(__dirname, '../../shared/src/i18n/languages.ts');
const API_BASE_MODULE = path.resolve(__dirname, '../../shared/src/api/api-base.ts');

/** What the script needs from the host's own build: each language's locale chunks by part (core, a remote's own), and
 * the project modules it shares. */
function hostBuildFacts(compilation) {
  const localeFiles = {};
  const sharedKeys = new Set();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const locale = LOCALE_MODULE.exec(module.resource || '');
      if (locale) (localeFiles[locale[1]] ??= {})[locale[2]] = [...chunk.files].filter((file) => file.endsWith('.js'));
      const key = module.type === 'consume-shared-module' && module.options ? module.options.shareKey : undefined;
      if (key && key.startsWith(PROJECT_SHARE_PREFIX)) sharedKeys.add(key);
    }
  }
  return { localeFiles, sharedKeys: [...sharedKeys].sort() };
}

/** @param {{ compilation: object }} options */
function hostBootScriptHtml({ compilation }) {
  const { localeFiles, sharedKeys } = hostBuildFacts(compilation);
  const { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, languageHeaderCode } = readTypedModule(LANGUAGES_MODULE);
  const { API_BASE_PATH } = readTypedModule(API_BASE_MODULE);
  const facts = {
    localeFiles,
    sharedKeys,
    defaultLanguage: DEFAULT_LANGUAGE,
    languageStorageKey: LANGUAGE_STORAGE_KEY,
    // The `language` header the api client sends for each language, and where the API is: early reads are its calls.
    languageHeaders: Object.fromEntries(LANGUAGES.map((language) => [language, languageHeaderCode(language)])),
    apiBase: API_BASE_PATH,
  };
  // The empty element before the script is where the server writes the remotes.json it serves
  // (server/src/web/served-host-page.ts); a page served without it (the development server) fetches the file.
  return `${REMOTES_SLOT}<script>(${boot.toString()})(${JSON.stringify(facts)});</script>`;
}

/* Runs in the browser as written (no build step): plain ES2017, no dependencies. */
function boot(facts) {
  var early = (window.__racingEarly__ = { manifests: {}, reads: {} });
  // Preload links go into the document together: each insertion on its own costs a style invalidation. An address
  // already preloaded is skipped (a page's files come first from remotes.json, then the rest from its manifest).
  var preloaded = {};
  function preload(scripts, styles) {
    var links = document.createDocumentFragment();
    function add(href, as) {
      var absolute = new URL(href, location.href).href;
      if (preloaded[absolute]) return;
      preloaded[absolute] = true;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = absolute;
      links.appendChild(link);
    }
    (styles || []).forEach(function (href) {
      add(href, 'style');
    });
    scripts.forEach(function (href) {
      add(href, 'script');
    });
    if (links.childNodes.length > 0) document.head.appendChild(links);
  }
  function json(response) {
    if (!response.ok) throw new Error(response.url + ': HTTP ' + response.status);
    return response.json();
  }
  function manifest(url) {
    var absolute = new URL(url, location.href).href;
    if (!early.manifests[absolute]) {
      early.manifests[absolute] = fetch(absolute).then(json);
      early.manifests[absolute].catch(function () {});
    }
    return early.manifests[absolute];
  }
  function servesPath(route, target) {
    return route.path === target || (route.aliases || []).indexOf(target) >= 0;
  }

  var language;
  try {
    language = JSON.parse(localStorage.getItem(facts.languageStorageKey));
  } catch (_unreadable) {
    // Nothing stored, or not JSON: the default language.
  }
  if (!facts.localeFiles[language]) language = facts.defaultLanguage;
  document.documentElement.lang = language;
  // The installable app's name in the stored language (scripts/webpack/pwa-assets-plugin.js writes one manifest each).
  var manifestLink = document.querySelector('link[rel="manifest"]');
  if (manifestLink) manifestLink.href = 'manifest.' + language + '.webmanifest';
  // Only the shown language, and of it the core part (a remote's own part comes once the route's remote is known): the
  // fallback's texts come when one is missing or the player switches to it (i18n-setup.ts).
  preload(facts.localeFiles[language].core);

  // remotes.json as the server inlined it into this page, or fetched when it did not (or wrote something unreadable).
  var inlined = document.getElementById('remotes-json');
  var inlinedText = inlined ? inlined.textContent : '';
  early.remotesJson = inlinedText
    ? new Promise(function (resolve) {
        resolve(JSON.parse(inlinedText));
      }).catch(function () {
        return fetch('./remotes.json', { cache: 'no-store' }).then(json);
      })
    : fetch('./remotes.json', { cache: 'no-store' }).then(json);
  early.remotesJson.catch(function () {});
  var target = location.hash.replace(/^#/, '').split('?')[0] || '/';
  early.remotesJson
    .then(function (remotes) {
      // Every remote's declarations, inline or from its manifest; the first remote found serving the route wins the head start.
      Object.keys(remotes).forEach(function (name) {
        var entry = typeof remotes[name] === 'string' ? { manifest: remotes[name] } : remotes[name];
        if (!entry || typeof entry.manifest !== 'string') return;
        // A remote kept to a path prefix (the console) is fetched only for a path under it, never on a player's screen.
        if (typeof entry.pathPrefix === 'string' && target !== entry.pathPrefix && target.indexOf(entry.pathPrefix + '/') !== 0) return;
        function serving(routes) {
          return (routes || []).filter(function (route) {
            return servesPath(route, target);
          })[0];
        }
        var declared = Array.isArray(entry.routes) ? Promise.resolve(serving(entry.routes)) : manifest(entry.manifest).then(function (m) {
          return serving(m.routes);
        });
        declared
          .then(function (route) {
            if (!route) return;
            // The page's first reads go out now, beside its files, instead of after it has rendered.
            startEarlyReads(route);
            // The texts only this remote's pages use (shared/src/i18n/locale-parts.ts), beside its files.
            if (facts.localeFiles[language][name]) preload(facts.localeFiles[language][name]);
            return preloadRoute(entry);
          })
          .catch(function () {});
      });
    })
    .catch(function () {});

  // The route's declared early reads (shared/src/routing/remote-route-table.ts): public reads the same for every player,
  // sent as the api client would send them (without the player's token), kept under the key the client looks them up by
  // (shared/src/api/early-reads.ts) with when they went out and came, for a page that sets a clock by the answer.
  function startEarlyReads(route) {
    var header = facts.languageHeaders[language];
    (Array.isArray(route.earlyReads) ? route.earlyReads : []).forEach(function (read) {
      if (!read || (read.method !== 'GET' && read.method !== 'POST') || typeof read.url !== 'string' || read.url.indexOf('/app/') !== 0) return;
      var body = read.method === 'GET' ? '' : JSON.stringify(read.body || {});
      var key = read.method + ' ' + read.url + ' ' + header + ' ' + body;
      if (early.reads[key]) return;
      var headers = { language: header };
      if (read.method === 'POST') headers['content-type'] = 'application/json';
      var sentAt = Date.now();
      var answer = fetch(facts.apiBase + read.url, { method: read.method, headers: headers, body: read.method === 'POST' ? body : undefined, cache: 'no-store' }).then(function (response) {
        var receivedAt = Date.now();
        return response.json().then(function (json) {
          return { status: response.status, body: json, sentAt: sentAt, receivedAt: receivedAt };
        });
      });
      answer.catch(function () {});
      early.reads[key] = { answer: answer, sentAt: sentAt };
    });
  }

  function preloadRoute(entry) {
    var absolute = new URL(entry.manifest, location.href).href;
    // The manifest first (the federation runtime needs it before it loads the remote), then, when the server inlined
    // them, the page's own files at once, in the same round trip as the manifest instead of after it.
    var manifestRead = manifest(absolute);
    (entry.routes || []).forEach(function (route) {
      if (servesPath(route, target) && route.files) preload(route.files.js || [], route.files.css || []);
    });
    return manifestRead.then(function (m) {
      var base = !m.metaData.publicPath || m.metaData.publicPath === 'auto' ? new URL('.', absolute).href : m.metaData.publicPath;
      var files = [m.metaData.remoteEntry.path ? m.metaData.remoteEntry.path + '/' + m.metaData.remoteEntry.name : m.metaData.remoteEntry.name];
      var styles = [];
      (m.routes || []).forEach(function (route) {
        if (!servesPath(route, target)) return;
        files = files.concat(route.assets.js);
        styles = styles.concat(route.assets.css || []);
        Object.keys(route.assets.shared).forEach(function (key) {
          if (facts.sharedKeys.indexOf(key) < 0) files = files.concat(route.assets.shared[key]);
        });
      });
      function fileUrl(file) {
        return new URL(file, base).href;
      }
      preload(files.map(fileUrl), styles.map(fileUrl));
    });
  }
}

module.exports = { hostBootScriptHtml };
