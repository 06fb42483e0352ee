/** The installable app's files: a manifest per language with its texts, real PNG icons, the offline screen's texts. */
const zlib = require('zlib');
const { webAppManifest, iconPng, offlineTexts } = require('./pwa-assets-plugin');

const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'];
const locale = (language) => require(`../../shared/src/i18n/locales/${language}.json`);

it('writes one manifest per language, named in it, standalone, starting at home', () => {
  for (const language of LANGUAGES) {
    const manifest = webAppManifest(language);
    expect(manifest).toMatchObject({ lang: language, name: locale(language).app.name, short_name: locale(language).pwa.shortName, display: 'standalone', start_url: './#/', scope: './' });
    expect(manifest.description).toBe(locale(language).pwa.description);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  }
});

it('draws the icons as PNGs of their size: rounded corners see-through, the maskable one filled to the edge', () => {
  const pixels = (png) => {
    const width = png.readUInt32BE(16);
    const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8);
    const rows = zlib.inflateSync(idat);
    return { width, alpha: (x, y) => rows[y * (width * 4 + 1) + 1 + x * 4 + 3] };
  };
  const icon = iconPng(192, { maskable: false });
  expect(icon.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const regular = pixels(icon);
  expect(regular.width).toBe(192);
  expect(regular.alpha(0, 0)).toBe(0);
  expect(regular.alpha(96, 96)).toBe(255);
  const maskable = pixels(iconPng(64, { maskable: true }));
  expect(maskable.alpha(0, 0)).toBe(255);
});

it('gives the offline screen its texts in every language', () => {
  const texts = offlineTexts();
  expect(Object.keys(texts)).toEqual(LANGUAGES);
  for (const language of LANGUAGES) {
    expect(texts[language]).toEqual({ title: locale(language).pwa.offlineTitle, hint: locale(language).pwa.offlineHint, retry: locale(language).common.retry, name: locale(language).app.name });
    expect(Object.values(texts[language]).every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
  }
});
