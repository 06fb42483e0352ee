/**
 * The bead road's and streak board's texts: the same keys in all five languages (a plural text counted as one key,
 * written in exactly the forms the language's plural rules name), none empty, the English placeholders kept, French
 * spacing, short labels that tell a road's sides apart, and every key the code names exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { localeLeaves, sourceFiles } from '@racing/shared/src/test/locale-checks';
import { ROAD_LOCALES, registerRoadLocales } from './register-road-locales';
import { PAIR_CODES } from '../../features/roads/road-cells';

const SRC = path.resolve(__dirname, '../..');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: unknown) => [...new Set(String(text).match(/\{\{\w+\}\}/g) ?? [])].sort();

const english = localeLeaves(ROAD_LOCALES.en);
const englishBases = new Set([...english.keys()].map(base));
const englishOf = (key: string) => english.get(key) ?? english.get(`${key}_other`);

describe.each([...LANGUAGES])('%s', (language) => {
  const texts = localeLeaves(ROAD_LOCALES[language]);
  const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

  it('has exactly the English keys, plural forms counted as one', () => {
    expect([...new Set([...texts.keys()].map(base))].sort()).toEqual([...englishBases].sort());
  });

  it(`writes each plural text in exactly the forms its rules name (${categories.join(', ')})`, () => {
    const plurals = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map(base));
    expect(plurals.size).toBe(4);
    for (const key of plurals) {
      const forms = [...texts.keys()].filter((k) => base(k) === key && PLURAL.test(k)).map((k) => PLURAL.exec(k)![1]);
      expect(`${key}: ${forms.sort().join(',')}`).toBe(`${key}: ${categories.join(',')}`);
    }
  });

  it('has no empty text and keeps the English placeholders', () => {
    for (const [key, text] of texts) {
      expect(`${key}: ${typeof text === 'string' && text.trim() !== '' ? 'ok' : 'empty'}`).toBe(`${key}: ok`);
      let expected = placeholders(englishOf(base(key)));
      let actual = placeholders(text);
      if (PLURAL.test(key) && !key.endsWith('_other')) {
        expected = expected.filter((name) => name !== '{{count}}');
        actual = actual.filter((name) => name !== '{{count}}');
      }
      expect(`${key}: ${actual.join(',')}`).toBe(`${key}: ${expected.join(',')}`);
    }
  });

  it("tells a road's two sides and a push apart by their short labels", () => {
    for (const [first, second] of Object.values(PAIR_CODES)) {
      const labels = [texts.get(`short.${first}`), texts.get(`short.${second}`), texts.get('short.push')];
      expect(new Set(labels).size).toBe(3);
    }
  });
});

it('puts a non-breaking space before French : ; ! ?', () => {
  const wrong = [...localeLeaves(ROAD_LOCALES.fr)].filter(([, text]) => /[^\u00a0\u202f\d][;:!?]/.test(String(text).replace(/\{\{\w+\}\}/g, 'x')));
  expect(wrong).toEqual([]);
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

it("every t('roads:…') literal and every group a key is built in exists", () => {
  const groups = new Set([...english.keys()].flatMap((key) => key.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  const missing: string[] = [];
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/['"]roads:([\w.-]+)['"]/g)) {
      found.push(key);
      if (englishOf(key) === undefined) missing.push(`${path.relative(SRC, file)}: ${key}`);
    }
    for (const [, group] of text.matchAll(/`roads:([\w.]+)\.\$\{/g)) {
      if (!groups.has(group)) missing.push(`${path.relative(SRC, file)}: ${group}.*`);
    }
  }
  expect(found.length).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
