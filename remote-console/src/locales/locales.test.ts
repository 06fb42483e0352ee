/** The console's texts: every area says the same keys in all five languages, none empty, and every key the code asks for exists. */
import fs from 'node:fs';
import path from 'node:path';
import { checkLocaleParity, localeLeaves, sourceFiles } from '@racing/shared/src/test/locale-checks';
import { CONSOLE_LOCALES } from '.';

const SRC = path.resolve(__dirname, '..');

describe.each(Object.keys(CONSOLE_LOCALES))('area %s', (area) => {
  checkLocaleParity(CONSOLE_LOCALES[area]);
});

it("every t('console:…') literal in the source names a text", () => {
  const known = new Set(Object.entries(CONSOLE_LOCALES).flatMap(([area, texts]) => [...localeLeaves(texts.en).keys()].map((key) => `console:${area}.${key}`)));
  // i18next plural forms: `key` is found through `key_one` / `key_other`.
  const pluralBases = new Set([...known].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
  const missing: string[] = [];
  const literal = /\bt\(\s*['"`](console:[\w.-]+)['"`]/g;
  const titleKey = /titleKey[=:]\s*\{?\s*['"](console:[\w.-]+)['"]/g;
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of [literal, titleKey]) {
      for (const [, key] of text.matchAll(pattern)) {
        if (!known.has(key) && !pluralBases.has(key)) missing.push(`${path.relative(SRC, file)}: ${key}`);
      }
    }
  }
  expect(missing).toEqual([]);
});
