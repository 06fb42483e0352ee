/**
 * The host's static first paint: the top of the home screen as plain HTML in index.html, in the stored language, so the
 * first screen shows content before any JavaScript arrives. The host removes it once the real page is on screen.
 * Its texts come from the locale files at build time; its look matches the home page's hero.
 */
const path = require('path');
const { readTypedModule } = require('./read-typed-module');

const LOCALES_DIR = path.resolve(__dirname, '../../shared/src/i18n/locales');
const { LANGUAGES, DEFAULT_LANGUAGE } = readTypedModule(path.resolve(__dirname, '../../shared/src/i18n/languages.ts'));

/**
 * Where the host stores the paths the first paint stands for: the home route and its aliases, as the remotes last
 * declared them; before any visit, the shell's root only. Any other route starts blank.
 */
const { FIRST_PAINT_PATHS_KEY } = readTypedModule(path.resolve(__dirname, '../../host/src/layout/first-paint-paths.ts'));
/** The tab bar's own icons, so the painted tabs are the real ones. */
const { TAB_ICON_PATHS } = readTypedModule(path.resolve(__dirname, '../../host/src/layout/tab-icons.ts'));

function firstPaintTexts() {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const locale = require(path.join(LOCALES_DIR, `${language}.json`));
      return [language, { name: locale.app.name, intro: locale.home.intro, home: locale.nav.home, mine: locale.nav.mine }];
    }),
  );
}

function tabIcon(name) {
  return `<svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true"><path d="${TAB_ICON_PATHS[name]}"/></svg>`;
}

/** Markup, style and the inline script that fills the texts before the first paint (no network, no framework). */
function homeFirstPaintHtml() {
  const balls = Array.from({ length: 10 }, (_, i) => `<i class="fp-ball fp-ball--${i + 1}">${i + 1}</i>`).join('');
  return `
    <style>
      .fp { position: fixed; inset: 0; z-index: 1000; margin: 0 auto; max-width: 750px; display: flex; flex-direction: column; background: #f5f5f5; }
      .fp-nav { height: 44px; display: flex; align-items: center; justify-content: center; background: #fff; font-size: 17px; font-weight: 500; border-bottom: 1px solid #eee; }
      .home-hero { margin: 12px; padding: 16px; border-radius: 12px; background: linear-gradient(135deg, #cf352c, #c2520e); color: #fff; }
      .home-hero__name { margin: 0 0 8px; font-size: 22px; font-weight: 600; line-height: 30px; }
      .home-hero__intro { margin: 0; font-size: 15px; line-height: 22px; }
      .fp-balls { display: flex; justify-content: space-between; margin: 0 12px; padding: 12px; background: #fff; border-radius: 12px; }
      .fp-ball { width: 26px; height: 26px; border-radius: 50%; display: flex; align-items: center; justify-content: center; font-style: normal; font-size: 13px; color: #fff; background: #c9c9c9; }
      .fp-lines { margin: 12px; padding: 12px; background: #fff; border-radius: 12px; flex: 1; }
      .fp-line { height: 14px; margin: 10px 0; border-radius: 7px; background: #eee; }
      .fp-tabs { display: flex; height: 50px; background: #fff; border-top: 1px solid #eee; }
      .fp-tabs > span { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1px; font-size: 12px; line-height: 15px; color: #666a6f; }
      .fp-tabs > span:first-child { color: #cf352c; font-weight: 500; }
    </style>
    <div id="first-paint" class="fp" aria-busy="true">
      <header class="fp-nav" data-fp="name"></header>
      <section class="home-hero"><h2 class="home-hero__name" data-fp="name"></h2><p class="home-hero__intro" data-fp="intro"></p></section>
      <div class="fp-balls">${balls}</div>
      <div class="fp-lines"><div class="fp-line"></div><div class="fp-line" style="width: 70%"></div><div class="fp-line" style="width: 85%"></div></div>
      <nav class="fp-tabs">${['home', 'mine'].map((tab) => `<span>${tabIcon(tab)}<span data-fp="${tab}"></span></span>`).join('')}</nav>
    </div>
    <script>
      (function () {
        var el = document.getElementById('first-paint');
        var route = location.hash.replace(/^#/, '').split('?')[0] || '/';
        var paths = ['/'];
        try { paths = JSON.parse(localStorage.getItem(${JSON.stringify(FIRST_PAINT_PATHS_KEY)})) || paths; } catch (ignored) {}
        if (!Array.isArray(paths) || paths.indexOf(route) < 0) { el.remove(); return; }
        var texts = ${JSON.stringify(firstPaintTexts())};
        // The head's boot script (host-boot-script.js) has set the stored language on <html>.
        var t = texts[document.documentElement.lang] || texts[${JSON.stringify(DEFAULT_LANGUAGE)}];
        el.querySelectorAll('[data-fp]').forEach(function (node) { node.textContent = t[node.getAttribute('data-fp')]; });
      })();
    </script>`;
}

module.exports = { homeFirstPaintHtml };
