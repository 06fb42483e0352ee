/** The inbox's texts: the same keys in all five languages, none empty, the English placeholders kept, and every key the code names exists. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { checkLocaleParity, localeLeaves, sourceFiles } from '@racing/shared/src/test/locale-checks';
import { INBOX_LOCALES } from './register-inbox-locales';

const SRC = path.resolve(__dirname, '..');

checkLocaleParity(INBOX_LOCALES);

const english = localeLeaves(INBOX_LOCALES.en);
const placeholders = (text: unknown) => [...new Set(String(text).match(/\{\{\w+\}\}/g) ?? [])].sort();

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  const texts = localeLeaves(INBOX_LOCALES[language]);

  it('keeps the English placeholders in every text', () => {
    const differing = [...english].filter(([key, text]) => placeholders(texts.get(key)).join() !== placeholders(text).join()).map(([key]) => key);
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
      if (!english.has(key)) missing.push(`${path.relative(SRC, file)}: ${key}`);
    }
    for (const [, group] of text.matchAll(/\bt\(\s*`inbox:([\w.]+)\.\$\{/g)) {
      if (!groups.has(group)) missing.push(`${path.relative(SRC, file)}: ${group}.*`);
    }
  }
  expect(found.length).toBeGreaterThan(50);
  expect(missing).toEqual([]);
});
