// Counts in server messages: `{limit, plural, one {# entry} other {# entries}}` (ICU's notation) is written in the form
// the reader's language names for that number (Intl.PluralRules: the rules i18next applies on the client), `#` being
// the number as the message writes it. Chinese has one form and needs none: a plain `{limit}` there.
import type { Language } from './language';

/** The locale whose plural rules a language follows. */
const RULES_LOCALE: Record<Language, string> = { 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', en: 'en', es: 'es', fr: 'fr' };

/** `{name, plural, category {text} …}`; a form's text holds no braces. */
export const PLURAL_PLACEHOLDER = /\{(\w+), plural,((?:\s+\w+ \{[^{}]*\})+)\s*\}/g;
const FORM = /(\w+) \{([^{}]*)\}/g;

const rules = new Map<Language, Intl.PluralRules>();
function rulesOf(language: Language): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) rules.set(language, (found = new Intl.PluralRules(RULES_LOCALE[language])));
  return found;
}

/** The plural categories a language's texts must write (`other` alone for Chinese). */
export function pluralCategories(language: Language): string[] {
  return [...rulesOf(language).resolvedOptions().pluralCategories].sort();
}

/** The forms of each plural placeholder of a template: name → categories written. */
export function pluralFormsOf(template: string): Array<{ name: string; categories: string[] }> {
  return [...template.matchAll(PLURAL_PLACEHOLDER)].map(([, name, body]) => ({ name, categories: [...body.matchAll(FORM)].map(([, category]) => category).sort() }));
}

/**
 * Replaces each plural placeholder whose count is known by its form for that count, `#` by `write(name)`; one whose
 * count is unknown stays as it is (as a plain placeholder without its value does).
 */
export function withPluralForms(template: string, language: Language, countOf: (name: string) => number | undefined, write: (name: string) => string): string {
  return template.replace(PLURAL_PLACEHOLDER, (whole, name: string, body: string) => {
    const count = countOf(name);
    if (count === undefined) return whole;
    const forms = new Map([...body.matchAll(FORM)].map(([, category, text]) => [category, text]));
    const text = forms.get(rulesOf(language).select(count)) ?? forms.get('other');
    return text === undefined ? whole : text.replace(/#/g, () => write(name));
  });
}
