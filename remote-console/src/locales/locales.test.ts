/** The console's texts: every area says the same keys in all five languages, none empty, and every key the code asks for exists. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { CONSOLE_LOCALES } from '.';

const SRC = path.resolve(__dirname, '..');

/** Dotted paths of every leaf; an empty or non-string leaf is reported as such. */
function leaves(texts: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (texts && typeof texts === 'object' && !Array.isArray(texts)) {
    for (const [key, value] of Object.entries(texts)) {
      const at = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') leaves(value, at).forEach((v, k) => found.set(k, v));
      else found.set(at, value);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe.each(Object.keys(CONSOLE_LOCALES))('area %s', (area) => {
  const english = leaves(CONSOLE_LOCALES[area].en);

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect([...leaves(CONSOLE_LOCALES[area][language]).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...LANGUAGES])('%s has no empty text', (language) => {
    const empty = [...leaves(CONSOLE_LOCALES[area][language])].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

it("every t('console:…') literal in the source names a text", () => {
  const known = new Set(Object.entries(CONSOLE_LOCALES).flatMap(([area, texts]) => [...leaves(texts.en).keys()].map((key) => `console:${area}.${key}`)));
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
