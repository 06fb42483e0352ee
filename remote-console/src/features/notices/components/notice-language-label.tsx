/** The name of a notice language as the editor's tabs and the list's tags show it. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { NoticeLanguage } from '../api/notices-api';

/** Written out so every key is a literal the locale check can find. */
const LABEL_KEYS: Record<NoticeLanguage, string> = {
  'zh-cn': 'console:notices.languageZhHans',
  'zh-tw': 'console:notices.languageZhHant',
  en: 'console:notices.languageEn',
  es: 'console:notices.languageEs',
  fr: 'console:notices.languageFr',
};

export function NoticeLanguageLabel({ language }: { language: NoticeLanguage }) {
  const { t } = useTranslation();
  return <>{t(LABEL_KEYS[language])}</>;
}
