/**
 * The bead road's and streak board's texts: the same keys in all five languages (a plural text counted as one key,
 * written in exactly the forms the language's plural rules name), none empty, the English placeholders kept, French
 * spacing, short labels that tell a road's sides apart, and every key the code names exists.
 */
import path from 'node:path';
import i18next from 'i18next';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { checkLocaleParity, checkNamespaceTexts, localeLeaves } from '@racing/shared/src/test/locale-checks';
import { ROAD_LOCALES, registerRoadLocales } from './register-road-locales';
import { PAIR_CODES } from '../../features/roads/road-cells';

checkLocaleParity(ROAD_LOCALES);
checkNamespaceTexts(ROAD_LOCALES, 'roads', path.resolve(__dirname, '../..'), 10);

it.each([...LANGUAGES])("%s tells a road's two sides and a push apart by their short labels", (language) => {
  const texts = localeLeaves(ROAD_LOCALES[language]);
  for (const [first, second] of Object.values(PAIR_CODES)) {
    const labels = [texts.get(`short.${first}`), texts.get(`short.${second}`), texts.get('short.push')];
    expect(new Set(labels).size).toBe(3);
  }
});

it('counts in each language through i18next', async () => {
  await i18next.init({ lng: 'en', fallbackLng: false, resources: {} });
  registerRoadLocales();
  const say = (language: string, key: string, count: number) => i18next.getFixedT(language, 'roads')(key, { count });
  expect([1, 6].map((n) => say('en', 'streak.run', n))).toEqual(['1 draw in a row', '6 draws in a row']);
  expect(say('zh-Hans', 'streak.run', 6)).toBe('连开 6 期');
  expect(say('es', 'streak.run', 1_000_000)).toBe('1000000 de sorteos seguidos');
  expect(say('fr', 'streak.run', 4)).toBe('4 tirages de suite');
});
