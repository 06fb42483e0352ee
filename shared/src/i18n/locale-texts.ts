/** For the tests that read the locale files as translators wrote them: every text of a language by its dotted key. */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@racing/shared/src/i18n/languages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [inner, text] of flatten(value, full)) keys.set(inner, text);
  }
  return keys;
}

export function localeTexts(): Record<Language, Map<string, string>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, flatten(JSON.parse(fs.readFileSync(path.join(__dirname, 'locales', `${language}.json`), 'utf8')) as Tree)]),
  ) as Record<Language, Map<string, string>>;
}
