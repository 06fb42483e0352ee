/** The inbox's texts: the same keys in all five languages, none empty, the English placeholders kept, and every key the code names exists. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@racing/shared/src/i18n/languages';
import { INBOX_LOCALES } from './register-inbox-locales';

const SRC = path.resolve(__dirname, '..');

function leaves(texts: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value, at).forEach((v, k) => found.set(k, v));
    else found.set(at, value);
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

const english = leaves(INBOX_LOCALES.en);
const placeholders = (text: unknown) => [...new Set(String(text).match(/\{\{\w+\}\}/g) ?? [])].sort();

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  const texts = leaves(INBOX_LOCALES[language]);

  it('has exactly the English keys', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the English placeholders in every text', () => {
    const differing = [...english].filter(([key, text]) => placeholders(texts.get(key)).join() !== placeholders(text).join()).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

it.each([...LANGUAGES])('%s has no empty text', (language) => {
  const empty = [...leaves(INBOX_LOCALES[language])].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
  expect(empty).toEqual([]);
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
