/** What every console page sits in: the console's texts registered, and antd configured for the language in use. */
import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ConfigProviderProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { isLanguage, type Language } from '@racing/shared/src/i18n/languages';
import { registerConsoleLocales } from '../locales';

const ANTD_LOCALES: Record<Language, NonNullable<ConfigProviderProps['locale']>> = { 'zh-Hans': zhCN, 'zh-Hant': zhTW, en: enUS, es: esES, fr: frFR };

/**
 * antd's blue and its grey hints darkened to 4.5:1 on white and on the page's grey (WCAG 1.4.3): its defaults (#1677ff,
 * 45 % black) read 4.1:1 and 3.3:1.
 */
const CONSOLE_THEME: ConfigProviderProps['theme'] = { token: { colorPrimary: '#0958d9', colorTextDescription: 'rgba(0, 0, 0, 0.65)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' } };

export function ConsoleProviders({ children }: { children: ReactNode }) {
  // Before the first t(): the console namespace joins the i18next instance the host (or the standalone shell) started.
  useState(() => registerConsoleLocales());
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ConfigProvider locale={ANTD_LOCALES[isLanguage(language) ? language : 'en']} theme={CONSOLE_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
