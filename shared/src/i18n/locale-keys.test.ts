/**
 * Every locale has exactly the keys the others have, and every placeholder they use. A plural text is one key whatever
 * its forms (`picks_one`, `picks_other`…), and each language has exactly the plural forms its own plural rules name
 * (`Intl.PluralRules`, which i18next uses too): Chinese only `_other`, English `_one`/`_other`, Spanish and French also
 * `_many` (a million of something: « 1 million de choix »).
 */
import { LANGUAGES, type Language } from './languages';
import { localeTexts } from './locale-texts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix, and the suffix (undefined for a text that has no plural forms). */
function splitPlural(key: string): { base: string; category?: string } {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: key.slice(0, match.index), category: match[1] } : { base: key };
}

const locales = localeTexts();
const baseKeys = (language: Language) => new Set([...locales[language].keys()].map((key) => splitPlural(key).base));
const allKeys = new Set(LANGUAGES.flatMap((language) => [...baseKeys(language)]));
const pluralKeys = new Set(LANGUAGES.flatMap((language) => [...locales[language].keys()].filter((key) => splitPlural(key).category).map((key) => splitPlural(key).base)));
const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();

/** The English text that sets the placeholders of a key (its `_other` form for a plural). */
const englishOf = (base: string) => locales.en.get(base) ?? locales.en.get(`${base}_other`);

describe.each(LANGUAGES)('locale %s', (language) => {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it('has every key another locale has, plural forms counted as one key', () => {
    const own = baseKeys(language);
    expect([...allKeys].filter((key) => !own.has(key))).toEqual([]);
  });

  it(`writes each plural text in exactly the forms its plural rules name (${[...categories].sort().join(', ')})`, () => {
    expect(categories).toContain('other');
    if (language !== 'zh-Hans' && language !== 'zh-Hant') expect(categories).toContain('one');
    for (const base of pluralKeys) {
      const forms = [...locales[language].keys()].filter((key) => splitPlural(key).base === base).map((key) => splitPlural(key).category ?? '(no suffix)');
      expect(`${base}: ${forms.sort().join(',')}`).toBe(`${base}: ${[...categories].sort().join(',')}`);
    }
  });

  it('has no empty text and keeps the English placeholders', () => {
    for (const [key, text] of locales[language]) {
      expect(`${key}: ${text.trim() === '' ? '(empty)' : 'ok'}`).toBe(`${key}: ok`);
      const { base, category } = splitPlural(key);
      let expected = placeholders(englishOf(base) ?? '');
      let actual = placeholders(text);
      // A singular form may say the number in words ("Last draw"); the other placeholders stay.
      if (category && category !== 'other') {
        expected = expected.filter((name) => name !== '{{count}}');
        actual = actual.filter((name) => name !== '{{count}}');
      }
      expect(`${key}: ${actual.join(',')}`).toBe(`${key}: ${expected.join(',')}`);
    }
  });

  it('has plural texts only where a count is counted', () => {
    for (const base of pluralKeys) {
      expect(`${base}: ${placeholders(englishOf(base) ?? '').includes('{{count}}')}`).toBe(`${base}: true`);
    }
  });
});

it('finds the plural texts it checks (the scan itself works)', () => {
  expect(pluralKeys.size).toBeGreaterThanOrEqual(8);
  expect(pluralKeys).toContain('board.selections');
});
