/**
 * What makes the host an installable app, emitted by its production build: one web app manifest per language
 * (`manifest.<language>.webmanifest`, chosen by the boot script from the stored language), the app icons (drawn here,
 * so no binary lives in the repository), and the offline screen the service worker answers a navigation with when the
 * network is gone (`offline.html` + `offline.js`, texts of all five languages from the locale files, shown in the
 * stored one). The service worker itself is host/src/pwa/service-worker.ts, built by Workbox's InjectManifest.
 */
const path = require('path');
const zlib = require('zlib');
const { readTypedModule } = require('./read-typed-module');

const LOCALES_DIR = path.resolve(__dirname, '../../shared/src/i18n/locales');
const { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } = readTypedModule(path.resolve(__dirname, '../../shared/src/i18n/languages.ts'));

/** The brand red (icon, buttons); the theme colour is the white of the nav bar, as index.html's theme-color says. */
const BRAND_COLOUR = '#cf352c';
const THEME_COLOUR = '#ffffff';
const BACKGROUND_COLOUR = '#f5f5f5';
const ICON_SIZES = [192, 512];

const manifestFile = (language) => `manifest.${language}.webmanifest`;
const locale = (language) => require(path.join(LOCALES_DIR, `${language}.json`));

function webAppManifest(language) {
  const texts = locale(language);
  return {
    id: './',
    name: texts.app.name,
    short_name: texts.pwa.shortName,
    description: texts.pwa.description,
    lang: language,
    dir: 'ltr',
    start_url: './#/',
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      ...ICON_SIZES.map((size) => ({ src: `icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

// ---- Icons: a white racing ball with speed lines on the brand red, anti-aliased, encoded as PNG by hand (zlib). ----

const hex = (colour) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
const RED = hex(BRAND_COLOUR);
const ORANGE = hex('#c2520e');
const WHITE = [255, 255, 255];
const clamp01 = (x) => Math.min(1, Math.max(0, x));
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

/** Coverage of a shape whose signed distance (in pixels, negative inside) is `d`. */
const coverage = (d) => clamp01(0.5 - d);

/** One pixel's RGBA at (x, y) in a `size` square; `maskable` fills the square and keeps the drawing in its safe zone. */
function iconPixel(x, y, size, { maskable }) {
  const u = (x + 0.5) / size;
  const v = (y + 0.5) / size;
  let colour = mix(RED, ORANGE, clamp01((u + v) / 2));
  let alpha = 1;
  if (!maskable) {
    // A rounded square, corners at 22% of the side.
    const r = size * 0.22;
    const qx = Math.max(Math.abs(x + 0.5 - size / 2) - (size / 2 - r), 0);
    const qy = Math.max(Math.abs(y + 0.5 - size / 2) - (size / 2 - r), 0);
    alpha = coverage(Math.hypot(qx, qy) - r);
  }
  const scale = maskable ? 0.72 : 0.86; // the maskable icon keeps its drawing in the central 80% circle
  const cx = size * (0.5 + 0.08 * scale);
  const cy = size * 0.5;
  const ball = size * 0.26 * scale;
  const px = x + 0.5;
  const py = y + 0.5;
  // Three speed lines trailing left of the ball.
  for (const [dy, length] of [[-0.13, 0.2], [0, 0.28], [0.13, 0.2]]) {
    const ly = cy + dy * size * scale;
    const x1 = cx - ball - size * 0.04 * scale;
    const x0 = x1 - length * size * scale;
    const half = size * 0.022 * scale;
    const qx = Math.max(x0 - px, px - x1, 0);
    colour = mix(colour, WHITE, 0.85 * coverage(Math.hypot(qx, Math.abs(py - ly)) - half));
  }
  colour = mix(colour, WHITE, coverage(Math.hypot(px - cx, py - cy) - ball));
  // A red disc in the ball, where a racing ball carries its number.
  colour = mix(colour, RED, coverage(Math.hypot(px - cx, py - cy) - ball * 0.5));
  return [...colour.map(Math.round), Math.round(alpha * 255)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of the icon. */
function iconPng(size, options) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x++) Buffer.from(iconPixel(x, y, size, options)).copy(rows, row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- The offline screen: plain HTML and a script, no framework, in the stored language. ----

function offlineTexts() {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const texts = locale(language);
      return [language, { title: texts.pwa.offlineTitle, hint: texts.pwa.offlineHint, retry: texts.common.retry, name: texts.app.name }];
    }),
  );
}

function offlineHtml() {
  return `<!doctype html>
<html lang="${DEFAULT_LANGUAGE}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${THEME_COLOUR}" />
    <link rel="icon" href="data:," />
    <title></title>
    <style>
      html, body { margin: 0; height: 100%; background: ${BACKGROUND_COLOUR}; color: #333; font-family: system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif; }
      main { box-sizing: border-box; max-width: 750px; min-height: 100%; margin: 0 auto; padding: 96px 24px 24px; display: flex; flex-direction: column; align-items: center; text-align: center; }
      img { width: 96px; height: 96px; }
      h1 { margin: 24px 0 8px; font-size: 20px; font-weight: 600; }
      p { margin: 0; font-size: 15px; line-height: 22px; color: #555; }
      button { min-width: 160px; height: 44px; margin-top: 24px; padding: 0 24px; border: 0; border-radius: 22px; background: ${BRAND_COLOUR}; color: #fff; font: inherit; font-size: 16px; cursor: pointer; }
    </style>
  </head>
  <body>
    <main data-testid="offline-screen">
      <img src="icons/icon-192.png" alt="" />
      <h1 data-text="title"></h1>
      <p data-text="hint"></p>
      <button type="button" data-text="retry"></button>
    </main>
    <script src="offline.js"></script>
  </body>
</html>
`;
}

/* Runs in the browser as written: plain ES2017. */
function offlineScript(facts) {
  var language;
  try {
    language = JSON.parse(localStorage.getItem(facts.storageKey));
  } catch (_unreadable) {
    // Nothing stored: the default language.
  }
  var t = facts.texts[language] || facts.texts[facts.defaultLanguage];
  document.documentElement.lang = facts.texts[language] ? language : facts.defaultLanguage;
  document.title = t.title + ' · ' + t.name;
  document.querySelectorAll('[data-text]').forEach(function (node) {
    node.textContent = t[node.getAttribute('data-text')];
  });
  // The page that was asked for: the app again, where the player was.
  function retry() {
    location.reload();
  }
  document.querySelector('button').addEventListener('click', retry);
  window.addEventListener('online', retry);
  // The network may have come back while this screen was loading (no 'online' event then), or the device may be online
  // with the server out of reach: ask the server's liveness now and then (never cached), and go back when it answers.
  var wait = 2000;
  function probe() {
    fetch('health/live', { cache: 'no-store' })
      .then(function (response) {
        if (response.ok) retry();
        else throw new Error('HTTP ' + response.status);
      })
      .catch(function () {
        wait = Math.min(wait * 2, 30000);
        setTimeout(probe, wait);
      });
  }
  setTimeout(probe, wait);
}

class PwaAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const language of LANGUAGES) {
          compilation.emitAsset(manifestFile(language), new sources.RawSource(`${JSON.stringify(webAppManifest(language), null, 2)}\n`));
        }
        for (const size of ICON_SIZES) compilation.emitAsset(`icons/icon-${size}.png`, new sources.RawSource(iconPng(size, { maskable: false })));
        compilation.emitAsset('icons/icon-maskable-512.png', new sources.RawSource(iconPng(512, { maskable: true })));
        compilation.emitAsset('offline.html', new sources.RawSource(offlineHtml()));
        const facts = { texts: offlineTexts(), defaultLanguage: DEFAULT_LANGUAGE, storageKey: LANGUAGE_STORAGE_KEY };
        compilation.emitAsset('offline.js', new sources.RawSource(`(${offlineScript.toString()})(${JSON.stringify(facts)});\n`));
      });
    });
  }
}

module.exports = { PwaAssetsPlugin, manifestFile, webAppManifest, iconPng, offlineTexts };
