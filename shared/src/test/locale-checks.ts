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

/**
 * Registers, in the describe block it is called in, the parity checks of one set of texts: every language other than
 * English has exactly the English keys, and no language has an empty (or non-string) text.
 */
export function checkLocaleParity(texts: Readonly<Record<Language, unknown>>): void {
  const english = localeLeaves(texts.en);

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect([...localeLeaves(texts[language]).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...LANGUAGES])('%s has no empty text', (language) => {
    const empty = [...localeLeaves(texts[language])].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
}
