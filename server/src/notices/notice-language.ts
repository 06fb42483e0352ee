// Which of a notice's texts a reader sees: their language, else the other Chinese script for a Chinese reader, else en, else zh-cn, else any.
import { sql, type RawBuilder } from 'kysely';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../i18n/language';

/**
 * The languages in the order a reader of `language` would rather read them. A reader of Traditional Chinese reads
 * Simplified far more easily than English (and the other way round), so the sibling script comes before en.
 */
export function noticeLanguageOrder(language: Language): Language[] {
  const sibling: Language[] = language === 'zh-tw' ? ['zh-cn'] : language === 'zh-cn' ? ['zh-tw'] : [];
  const preferred: Language[] = [language, ...sibling, FALLBACK_LANGUAGE, 'zh-cn'];
  return [...new Set([...preferred, ...LANGUAGES])];
}

/** The text of `texts` a reader of `language` sees, with the language it is written in; undefined when there is none. */
export function pickNoticeText<T>(texts: Partial<Record<Language, T>>, language: Language): { language: Language; text: T } | undefined {
  for (const candidate of noticeLanguageOrder(language)) {
    const text = texts[candidate];
    if (text !== undefined) return { language: candidate, text };
  }
  return undefined;
}

/**
 * SQL ranking a notice_text language column by the reader's preference (0 = their own); a language outside the five
 * ranks last. The languages are our own constants, written as literals so both dialects see plain integers.
 */
export function languageRank(column: string, language: Language): RawBuilder<number> {
  const order = noticeLanguageOrder(language);
  const cases = order.map((candidate, rank) => sql`when ${sql.lit(candidate)} then ${sql.lit(rank)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(cases, sql` `)} else ${sql.lit(order.length)} end`;
}
