/** The five app languages, the default, the fallback, and the code each sends in the `language` header. */

export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-Hans';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

const HEADER_CODES: Record<Language, string> = {
  'zh-Hans': 'zh-cn',
  'zh-Hant': 'zh-tw',
  en: 'en',
  es: 'es',
  fr: 'fr',
};

/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageHeaderCode(language: string): string {
  return isLanguage(language) ? HEADER_CODES[language] : HEADER_CODES[FALLBACK_LANGUAGE];
}
