/**
 * The browser tab's title for the page on screen: its title and the app's name in the current language ("Trends ·
 * Racing"), set again on every navigation and language change, so tabs, history and bookmarks say which page they hold.
 */
import { useEffect } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

export function useDocumentTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t('shell.documentTitle', { page: t(titleKey), app: t('app.name') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
