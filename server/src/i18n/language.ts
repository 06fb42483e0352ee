// Picks the response language from the request's `language` header (zh-cn, zh-tw, en, es, fr; fallback en).
export const LANGUAGES = ['zh-cn', 'zh-tw', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

const ALIASES: Record<string, Language> = {
  'zh-cn': 'zh-cn',
  'zh-hans': 'zh-cn',
  'zh-sg': 'zh-cn',
  zh: 'zh-cn',
  'zh-tw': 'zh-tw',
  'zh-hant': 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-mo': 'zh-tw',
  en: 'en',
  es: 'es',
  fr: 'fr',
};

/** Maps a header value such as "zh-Hans", "en-US" or "fr" to one of our languages. */
export function resolveLanguage(header: string | string[] | undefined): Language {
  const raw = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().replace('_', '-');
  if (!raw) return FALLBACK_LANGUAGE;
  // Own keys only: a header such as "constructor" or "__proto__" must not find Object.prototype's members.
  if (Object.hasOwn(ALIASES, raw)) return ALIASES[raw];
  const base = raw.split('-')[0];
  return Object.hasOwn(ALIASES, base) ? ALIASES[base] : FALLBACK_LANGUAGE;
}

/** A text in every language; `pick` chooses one with the fallback rule. */
export type Localized = Record<Language, string>;

export function pickLocalized(texts: Partial<Record<string, string>>, language: Language): string {
  return texts[language] ?? texts[FALLBACK_LANGUAGE] ?? Object.values(texts).find((v) => v !== undefined) ?? '';
}
