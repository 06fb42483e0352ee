/** Every locale has exactly the keys the others have, and every placeholder they use. */
import fs from 'node:fs';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [inner, text] of flatten(value, path)) keys.set(inner, text);
  }
  return keys;
}

const locales = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(JSON.parse(fs.readFileSync(`${__dirname}/locales/${language}.json`, 'utf8')) as Tree)]),
);
const allKeys = new Set(Object.values(locales).flatMap((keys) => [...keys.keys()]));

describe.each(LANGUAGES)('locale %s', (language) => {
  it('has every key another locale has', () => {
    const missing = [...allKeys].filter((key) => !locales[language].has(key));
    expect(missing).toEqual([]);
  });

  it('has no empty text and keeps the English placeholders', () => {
    for (const [key, text] of locales[language]) {
      expect(`${key}: ${text.trim() === '' ? '(empty)' : 'ok'}`).toBe(`${key}: ok`);
      const placeholders = (locales.en.get(key)?.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(`${key}: ${(text.match(/\{\{\w+\}\}/g) ?? []).sort().join(',')}`).toBe(`${key}: ${placeholders.join(',')}`);
    }
  });
});
