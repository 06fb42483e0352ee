/** The inbox's texts: the same keys in all five languages, none empty, the English placeholders kept, and every key the code names exists. */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { checkLocaleParity, localeLeaves, pluralBase, sourceFiles } from '@racing/shared/src/test/locale-checks';
import { INBOX_LOCALES } from './register-inbox-locales';

const SRC = path.resolve(__dirname, '..');

checkLocaleParity(INBOX_LOCALES);

const english = localeLeaves(INBOX_LOCALES.en);
const placeholders = (text: unknown) => [...new Set(String(text).match(/\{\{\w+\}\}/g) ?? [])].sort();

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  const texts = localeLeaves(INBOX_LOCALES[language]);

  it('keeps the English placeholders in every text (a plural form those of the English `_other` form)', () => {
    const englishOf = (key: string) => english.get(key) ?? english.get(`${pluralBase(key)}_other`);
    const differing = [...texts].filter(([key, text]) => placeholders(englishOf(key)).join() !== placeholders(text).join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

it("every t('inbox:…') literal and every group a key is built in exists", () => {
  const groups = new Set([...english.keys()].flatMap((key) => key.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  const missing: string[] = [];
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/\bt\(\s*['"]inbox:([\w.-]+)['"]/g)) {
      found.push(key);
      if (!english.has(key) && !english.has(`${key}_other`)) missing.push(`${path.relative(SRC, file)}: ${key}`);
    }
    for (const [, group] of text.matchAll(/\bt\(\s*`inbox:([\w.]+)\.\$\{/g)) {
      if (!groups.has(group)) missing.push(`${path.relative(SRC, file)}: ${group}.*`);
    }
  }
  expect(found.length).toBeGreaterThan(50);
  expect(missing).toEqual([]);
});

describe('counts through i18next’s plural rules in every language', () => {
  let instance: i18n;
  beforeAll(async () => {
    instance = i18next.createInstance();
    const resources = Object.fromEntries(LANGUAGES.map((language) => [language, { inbox: INBOX_LOCALES[language] }]));
    await instance.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  });

  it.each([
    ['zh-Hans', ['1 条未读消息', '2 条未读消息'], ['0 / 1 个会话', '3 / 8 个会话']],
    ['zh-Hant', ['1 則未讀訊息', '2 則未讀訊息'], ['0 / 1 個對話', '3 / 8 個對話']],
    ['en', ['1 unread message', '2 unread messages'], ['0 / 1 conversation', '3 / 8 conversations']],
    ['es', ['1 mensaje sin leer', '2 mensajes sin leer'], ['0 / 1 conversación', '3 / 8 conversaciones']],
    ['fr', ['1 message non lu', '2 messages non lus'], ['0 / 1 conversation', '3 / 8 conversations']],
  ] as const)('%s: one and two unread messages, an agent holding one or eight conversations at most', (language, unread, load) => {
    const t = instance.getFixedT(language, 'inbox');
    expect([1, 2].map((count) => t('lists.unread', { count }))).toEqual(unread);
    expect([t('transfer.load', { open: 0, count: 1 }), t('transfer.load', { open: 3, count: 8 })]).toEqual(load);
  });
});
