/**
 * The five app languages, the default, the fallback, and the code each sends in the `language` header. The one list of
 * them: the build reads it for index.html (first paint, boot script); the header codes are typed against the server's
 * own list as its OpenAPI document publishes it, so the two cannot drift apart.
 */
import type { components } from '../api/openapi-types';

export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-Hans';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** A `language` header value the server understands. */
export type ApiLanguage = components['parameters']['language'];

const HEADER_CODES: Record<Language, ApiLanguage> = {
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

export function languageHeaderCode(language: string): ApiLanguage {
  return isLanguage(language) ? HEADER_CODES[language] : HEADER_CODES[FALLBACK_LANGUAGE];
}
