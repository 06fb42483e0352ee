/** The notification centre's texts: the same keys in all five languages, none empty, the English placeholders kept, and every key the code names exists. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { checkLocaleParity, localeLeaves, sourceFiles } from '@racing/shared/src/test/locale-checks';
import { NOTIFICATION_LOCALES } from './register-notification-locales';

const REPO = path.resolve(__dirname, '../../..');
/** Where the namespace is used: shared (texts, pop-ups) and the notification page's remote. */
const SOURCE_DIRS = ['shared/src', 'remote-profile/src'].map((dir) => path.join(REPO, dir));

checkLocaleParity(NOTIFICATION_LOCALES);

const english = localeLeaves(NOTIFICATION_LOCALES.en);
const placeholders = (text: unknown) => [...new Set(String(text).match(/\{\{\w+\}\}/g) ?? [])].sort();

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  const texts = localeLeaves(NOTIFICATION_LOCALES[language]);

  it('keeps the English placeholders in every text', () => {
    const differing = [...english].filter(([key, text]) => placeholders(texts.get(key)).join() !== placeholders(text).join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

it("every t('notifications:…') literal and every group a key is built in exists", () => {
  const groups = new Set([...english.keys()].flatMap((key) => key.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
  const missing: string[] = [];
  const found: string[] = [];
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(dir))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/\bt\(\s*['"]notifications:([\w.-]+)['"]/g)) {
      found.push(key);
      if (!english.has(key)) missing.push(`${path.relative(REPO, file)}: ${key}`);
    }
    for (const [, group] of text.matchAll(/\bt\(\s*`notifications:([\w.]+)\.\$\{/g)) {
      if (!groups.has(group)) missing.push(`${path.relative(REPO, file)}: ${group}.*`);
    }
  }
  expect(found.length).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
