/**
 * Counts read right in every language: a real i18next instance with the real locale files and i18next's own plural
 * rules (Intl.PluralRules) picks the form for 0, 1, 2 and 5 (and a million, where Spanish and French say « de »).
 */
import fs from 'node:fs';
import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from './languages';

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, { translation: JSON.parse(fs.readFileSync(`${__dirname}/locales/${language}.json`, 'utf8')) as object }]),
);

let instance: i18n;
beforeAll(async () => {
  instance = i18next.createInstance();
  await instance.init({ resources, lng: 'en', fallbackLng: false, supportedLngs: [...LANGUAGES], interpolation: { escapeValue: false } });
});

const say = (language: Language, key: string, count: number, values: Record<string, unknown> = {}) => instance.getFixedT(language)(key, { ...values, count });

const PICKS: Record<Language, [string, string, string, string]> = {
  'zh-Hans': ['已选 0 注', '已选 1 注', '已选 2 注', '已选 5 注'],
  'zh-Hant': ['已選 0 注', '已選 1 注', '已選 2 注', '已選 5 注'],
  en: ['0 picks', '1 pick', '2 picks', '5 picks'],
  es: ['0 selecciones', '1 selección', '2 selecciones', '5 selecciones'],
  fr: ['0 choix', '1 choix', '2 choix', '5 choix'],
};

const MORE_HASHES: Record<Language, [string, string, string, string]> = {
  'zh-Hans': ['… 另有 0 次哈希 …', '… 另有 1 次哈希 …', '… 另有 2 次哈希 …', '… 另有 5 次哈希 …'],
  'zh-Hant': ['… 另有 0 次雜湊 …', '… 另有 1 次雜湊 …', '… 另有 2 次雜湊 …', '… 另有 5 次雜湊 …'],
  en: ['… 0 more hashes …', '… 1 more hash …', '… 2 more hashes …', '… 5 more hashes …'],
  es: ['… 0 hashes más …', '… 1 hash más …', '… 2 hashes más …', '… 5 hashes más …'],
  // French counts 0 as singular.
  fr: ['… 0 hachage de plus …', '… 1 hachage de plus …', '… 2 hachages de plus …', '… 5 hachages de plus …'],
};

const NEED_MORE_DRAWS: Record<Language, [string, string, string, string]> = {
  'zh-Hans': ['满 0 期后显示', '满 1 期后显示', '满 2 期后显示', '满 5 期后显示'],
  'zh-Hant': ['滿 0 期後顯示', '滿 1 期後顯示', '滿 2 期後顯示', '滿 5 期後顯示'],
  en: ['Shown after 0 draws', 'Shown after 1 draw', 'Shown after 2 draws', 'Shown after 5 draws'],
  es: ['Se muestra a partir de 0 sorteos', 'Se muestra a partir de 1 sorteo', 'Se muestra a partir de 2 sorteos', 'Se muestra a partir de 5 sorteos'],
  fr: ['Affiché à partir de 0 tirage', 'Affiché à partir de 1 tirage', 'Affiché à partir de 2 tirages', 'Affiché à partir de 5 tirages'],
};

const RANDOM_PICK: Record<Language, [string, string, string, string]> = {
  'zh-Hans': ['随机选 0 个号码', '随机选 1 个号码', '随机选 2 个号码', '随机选 5 个号码'],
  'zh-Hant': ['隨機選 0 個號碼', '隨機選 1 個號碼', '隨機選 2 個號碼', '隨機選 5 個號碼'],
  en: ['Pick 0 numbers', 'Pick 1 number', 'Pick 2 numbers', 'Pick 5 numbers'],
  es: ['Elegir 0 números', 'Elegir 1 número', 'Elegir 2 números', 'Elegir 5 números'],
  fr: ['Choisir 0 numéro', 'Choisir 1 numéro', 'Choisir 2 numéros', 'Choisir 5 numéros'],
};

describe.each(LANGUAGES)('%s', (language) => {
  it.each([
    ['board.selections', PICKS],
    ['verify.moreHashes', MORE_HASHES],
    ['trend.needMoreDraws', NEED_MORE_DRAWS],
    ['randomPick.pick', RANDOM_PICK],
  ] as const)('says %s for 0, 1, 2 and 5', (key, expected) => {
    expect([0, 1, 2, 5].map((count) => say(language, key, count))).toEqual(expected[language]);
  });

  it('says the slip confirmation with the number of picks and every other value', () => {
    const values = { issue: '202611220001', total: '20.00', balance: '80.00' };
    for (const count of [1, 5]) {
      const text = say(language, 'board.placed', count, values);
      for (const value of ['202611220001', '20.00', '80.00', String(count)]) expect(text).toContain(value);
    }
  });
});

it('uses the "many" form Spanish and French have for a million', () => {
  expect(say('es', 'verify.moreHashes', 1_000_000)).toBe('… 1000000 de hashes más …');
  expect(say('fr', 'verify.moreHashes', 1_000_000)).toBe('… 1000000 de hachages de plus …');
  expect(say('en', 'verify.moreHashes', 1_000_000)).toBe('… 1000000 more hashes …');
});

it('says the sentence of a plural form whole, with or without the number', () => {
  expect(say('en', 'board.placed', 1, { issue: '202611220001', total: '20.00', balance: '80.00' })).toBe('Bet placed on period 202611220001: 1 pick, 20.00. Balance 80.00.');
  expect(say('es', 'board.placed', 2, { issue: '202611220001', total: '20.00', balance: '80.00' })).toBe('Apuesta realizada en el periodo 202611220001: 2 selecciones, 20.00. Saldo 80.00.');
  expect([1, 10].map((count) => say('es', 'trend.lastDraws', count))).toEqual(['Último sorteo', 'Últimos 10 sorteos']);
  expect([1, 10].map((count) => say('en', 'trend.lastDraws', count))).toEqual(['Last 1 draw', 'Last 10 draws']);
});
