/**
 * Test helpers for a remote's own texts (one tree per language): the languages say the same keys, none empty, and the
 * source files the checks that every named key exists read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';

/** Dotted paths of every leaf; an empty or non-string leaf is kept as it is, for the checks to report. */
export function localeLeaves(texts: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (texts && typeof texts === 'object' && !Array.isArray(texts)) {
    for (const [key, value] of Object.entries(texts)) {
      const at = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') localeLeaves(value, at).forEach((v, k) => found.set(k, v));
      else found.set(at, value);
    }
  }
  return found;
}

/** The non-test .ts / .tsx files under `dir`, for the checks that every key the code names exists. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** i18next's plural forms: `unread_one`, `unread_other`… are one text, `unread`, whose form the count picks. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural form (`lists.unread_one` → `lists.unread`); other keys as they are. */
export const pluralBase = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/**
 * Registers, in the describe block it is called in, the parity checks of one set of texts: every language other than
 * English has exactly the English keys (a plural text counted as one key), each plural text is written in exactly the
 * forms the language's plural rules name (`Intl.PluralRules`, which i18next uses: Chinese only `_other`, English
 * `_one`/`_other`, Spanish and French also `_many`), and no language has an empty (or non-string) text.
 */
export function checkLocaleParity(texts: Readonly<Record<Language, unknown>>): void {
  const english = [...localeLeaves(texts.en).keys()];
  const bases = (keys: string[]) => [...new Set(keys.map(pluralBase))].sort();
  const plurals = new Set(english.filter((key) => PLURAL_SUFFIX.test(key)).map(pluralBase));

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys, plural forms counted as one', (language) => {
    expect(bases([...localeLeaves(texts[language]).keys()])).toEqual(bases(english));
  });

  it.each([...LANGUAGES])('%s writes each plural text in exactly the forms its plural rules name', (language) => {
    const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort().join(',');
    const keys = [...localeLeaves(texts[language]).keys()];
    for (const base of plurals) {
      const forms = keys.filter((key) => PLURAL_SUFFIX.test(key) && pluralBase(key) === base).map((key) => PLURAL_SUFFIX.exec(key)![1]);
      expect(`${base}: ${forms.sort().join(',')}`).toBe(`${base}: ${categories}`);
    }
  });

  it.each([...LANGUAGES])('%s has no empty text', (language) => {
    const empty = [...localeLeaves(texts[language])].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
}

const placeholdersOf = (text: unknown) => [...new Set(String(text).match(/\{\{\w+\}\}/g) ?? [])].sort();

/**
 * Registers the checks of a remote's own namespace beyond parity: every text keeps its English placeholders (a
 * singular form may say its number in words), French puts a non-breaking space before : ; ! ?, and every
 * `t('<namespace>:…')` literal and every key group built in a template (`` `<namespace>:group.${…}` ``) under `srcDir`
 * exists in English. `minNamed` guards the scan itself: fewer literals found means the pattern no longer matches.
 */
export function checkNamespaceTexts(texts: Readonly<Record<Language, unknown>>, namespace: string, srcDir: string, minNamed: number): void {
  const english = localeLeaves(texts.en);
  const englishOf = (key: string) => english.get(key) ?? english.get(`${key}_other`);

  it.each([...LANGUAGES])('%s keeps the English placeholders', (language) => {
    for (const [key, text] of localeLeaves(texts[language])) {
      const singular = PLURAL_SUFFIX.test(key) && !key.endsWith('_other');
      const keep = (names: string[]) => (singular ? names.filter((name) => name !== '{{count}}') : names);
      expect(`${key}: ${keep(placeholdersOf(text)).join(',')}`).toBe(`${key}: ${keep(placeholdersOf(englishOf(pluralBase(key)))).join(',')}`);
    }
  });

  it('puts a non-breaking space before French : ; ! ?', () => {
    const wrong = [...localeLeaves(texts.fr)].filter(([, text]) => /[^\u00a0\u202f\d][;:!?]/.test(String(text).replace(/\{\{\w+\}\}/g, 'x')));
    expect(wrong).toEqual([]);
  });

  it(`every t('${namespace}:…') literal and every group a key is built in exists`, () => {
    const groups = new Set([...english.keys()].flatMap((key) => key.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
    const missing: string[] = [];
    let found = 0;
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, key] of text.matchAll(new RegExp(`['"]${namespace}:([\\w.-]+)['"]`, 'g'))) {
        found += 1;
        if (englishOf(key) === undefined) missing.push(`${path.relative(srcDir, file)}: ${key}`);
      }
      for (const [, group] of text.matchAll(new RegExp(`\`${namespace}:([\\w.]+)\\.\\$\\{`, 'g'))) {
        if (!groups.has(group)) missing.push(`${path.relative(srcDir, file)}: ${group}.*`);
      }
    }
    expect(found).toBeGreaterThan(minNamed);
    expect(missing).toEqual([]);
  });
}
