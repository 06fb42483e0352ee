/** A notice's texts per language: which title to show an operator, and what the editor's tabs amount to. */
import { languageHeaderCode, type Language } from '@racing/shared/src/i18n/languages';
import { NOTICE_LANGUAGES, type NoticeLanguage, type NoticeTexts } from './api/notices-api';

/** The notice language of an app language ('zh-Hans' → 'zh-cn'): the code the API keys texts by. */
export function noticeLanguageOf(language: Language): NoticeLanguage {
  const code = languageHeaderCode(language);
  return (NOTICE_LANGUAGES as readonly string[]).includes(code) ? (code as NoticeLanguage) : 'en';
}

/** The languages a notice has a text in, in the editor's order. */
export function languagesPresent(texts: NoticeTexts): NoticeLanguage[] {
  return NOTICE_LANGUAGES.filter((language) => texts[language] !== undefined);
}

/** The title in `preferred`, else in the first language that has one, else ''. */
export function displayTitle(texts: NoticeTexts, preferred: NoticeLanguage): string {
  const own = texts[preferred]?.title;
  if (own) return own;
  for (const language of NOTICE_LANGUAGES) {
    const title = texts[language]?.title;
    if (title) return title;
  }
  return '';
}

/** What the editor's tabs hold: a title and a content per language, either possibly blank. */
export type TabTexts = Record<NoticeLanguage, { title?: string; content?: string }>;

export type TextsCheck =
  | { ok: true; texts: NoticeTexts }
  /** No tab filled. */
  | { ok: false; error: 'none' }
  /** A tab with a title but no content, or the reverse. */
  | { ok: false; error: 'partial'; language: NoticeLanguage; missing: 'title' | 'content' };

/** Blank tabs are left out; a tab with only one of its two fields is refused, and at least one tab must be filled. */
export function checkTabTexts(tabs: Partial<TabTexts>): TextsCheck {
  const texts: NoticeTexts = {};
  for (const language of NOTICE_LANGUAGES) {
    const title = tabs[language]?.title?.trim() ?? '';
    const content = tabs[language]?.content?.trim() ?? '';
    if (!title && !content) continue;
    if (!title) return { ok: false, error: 'partial', language, missing: 'title' };
    if (!content) return { ok: false, error: 'partial', language, missing: 'content' };
    texts[language] = { title, content };
  }
  return Object.keys(texts).length === 0 ? { ok: false, error: 'none' } : { ok: true, texts };
}

/** The tabs of a saved notice: every language present, blanks for the others. */
export function tabTextsOf(texts: NoticeTexts): TabTexts {
  return Object.fromEntries(
    NOTICE_LANGUAGES.map((language) => [language, { title: texts[language]?.title ?? '', content: texts[language]?.content ?? '' }]),
  ) as TabTexts;
}

const APP_LANGUAGES: Record<NoticeLanguage, Language> = { 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', en: 'en', es: 'es', fr: 'fr' };

/** The app language a player reads a notice language in ('zh-cn' → 'zh-Hans'). */
export function appLanguageOf(language: NoticeLanguage): Language {
  return APP_LANGUAGES[language];
}
